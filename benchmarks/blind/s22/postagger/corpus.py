import torch


class SyntheticCorpus:
    """Token sequences whose tag depends on the token and its left neighbour."""

    def __init__(self, n_sent=256, length=12, vocab=40, n_tags=5):
        self.vocab = vocab
        self.n_tags = n_tags
        self.tokens = torch.randint(1, vocab, (n_sent, length))
        prev = torch.cat([torch.zeros(n_sent, 1, dtype=torch.long), self.tokens[:, :-1]], dim=1)
        self.tags = (self.tokens + (prev % 2)) % n_tags

    def stream(self, batch_size):
        order = torch.randperm(self.tokens.shape[0])
        for i in range(0, len(order), batch_size):
            idx = order[i:i + batch_size]
            yield self.tokens[idx], self.tags[idx]
