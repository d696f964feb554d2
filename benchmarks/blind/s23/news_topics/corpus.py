import torch


class SyntheticNews:
    """Documents of variable length; each topic prefers its own slice of the vocabulary."""

    def __init__(self, vocab_size, n_topics, n_docs, min_len=8, max_len=40, topical=0.35):
        self.vocab_size = vocab_size
        self.n_topics = n_topics
        band = vocab_size // n_topics
        self.labels = torch.randint(0, n_topics, (n_docs,))
        self.docs = []
        for label in self.labels.tolist():
            length = int(torch.randint(min_len, max_len + 1, ()).item())
            common = torch.randint(0, vocab_size, (length,))
            topical_words = torch.randint(label * band, (label + 1) * band, (length,))
            pick = torch.rand(length) < topical
            self.docs.append(torch.where(pick, topical_words, common))

    def split(self, frac=0.8):
        cut = int(len(self.docs) * frac)
        return (self.docs[:cut], self.labels[:cut]), (self.docs[cut:], self.labels[cut:])


def packed_batches(docs, labels, batch_size, shuffle=True):
    order = torch.randperm(len(docs)) if shuffle else torch.arange(len(docs))
    for start in range(0, len(docs), batch_size):
        idx = order[start:start + batch_size].tolist()
        chunk = [docs[i] for i in idx]
        lengths = torch.tensor([len(d) for d in chunk])
        offsets = torch.cat([torch.zeros(1, dtype=torch.long), lengths.cumsum(0)[:-1]])
        yield torch.cat(chunk), offsets, labels[idx]
