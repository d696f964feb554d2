import torch.nn as nn

PRIORS = {}


def register(name):
    def deco(cls):
        PRIORS[name] = cls
        return cls
    return deco


@register("gru_prior")
class GRUPrior(nn.Module):
    def __init__(self, n_codes, emb, hidden):
        super().__init__()
        self.embed = nn.Embedding(n_codes, emb)
        self.rnn = nn.GRU(emb, hidden, batch_first=True)
        self.head = nn.Linear(hidden, n_codes)

    def forward(self, tokens, state=None):
        out, state = self.rnn(self.embed(tokens), state)
        return self.head(out), state
