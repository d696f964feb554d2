import torch
import torch.nn as nn

REGISTRY = {}


def register(name):
    def deco(cls):
        REGISTRY[name] = cls
        return cls
    return deco


@register("swing_prior")
class SwingPrior(nn.Module):
    def __init__(self, vocab, emb, hidden):
        super().__init__()
        self.embed = nn.Embedding(vocab + 1, emb)
        self.rnn = nn.GRU(emb, hidden, batch_first=True)
        self.head = nn.Linear(hidden, vocab)
        self.bos = vocab

    def forward(self, codes):
        inp = torch.cat([torch.full_like(codes[:, :1], self.bos), codes[:, :-1]], 1)
        out, _ = self.rnn(self.embed(inp))
        return self.head(out)
