import torch


class CharStream:
    """Batchified character stream for truncated back-propagation through time."""

    def __init__(self, text, batch_size):
        self.vocab = sorted(set(text))
        self.stoi = {c: i for i, c in enumerate(self.vocab)}
        ids = torch.tensor([self.stoi[c] for c in text], dtype=torch.long)
        n = ids.numel() // batch_size
        self.data = ids[: n * batch_size].view(batch_size, n)

    def chunks(self, bptt):
        for start in range(0, self.data.size(1) - 1, bptt):
            end = min(start + bptt, self.data.size(1) - 1)
            yield self.data[:, start:end], self.data[:, start + 1:end + 1]


def synthetic_text(n_words=600, seed=0):
    g = torch.Generator().manual_seed(seed)
    words = ["the", "cat", "sat", "on", "a", "mat", "and", "dog", "ran", "far"]
    idx = torch.randint(0, len(words), (n_words,), generator=g)
    return " ".join(words[i] for i in idx.tolist())
