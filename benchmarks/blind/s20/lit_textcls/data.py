import torch


class TopicCorpus:
    """Each topic prefers its own slice of the vocabulary; documents have variable length."""

    def __init__(self, n_docs=600, vocab=200, n_topics=4, batch_size=32):
        self.vocab, self.n_topics, self.batch_size = vocab, n_topics, batch_size
        self.docs, self.labels = [], torch.randint(0, n_topics, (n_docs,))
        span = vocab // n_topics
        for label in self.labels.tolist():
            length = int(torch.randint(5, 20, (1,)))
            topical = torch.randint(label * span, (label + 1) * span, (length,))
            background = torch.randint(0, vocab, (length,))
            self.docs.append(torch.where(torch.rand(length) < 0.6, topical, background))

    def batches(self):
        perm = torch.randperm(len(self.docs)).tolist()
        for i in range(0, len(perm), self.batch_size):
            idx = perm[i:i + self.batch_size]
            docs = [self.docs[j] for j in idx]
            offsets = torch.tensor([0] + [len(d) for d in docs[:-1]]).cumsum(0)
            yield torch.cat(docs), offsets, self.labels[idx]
