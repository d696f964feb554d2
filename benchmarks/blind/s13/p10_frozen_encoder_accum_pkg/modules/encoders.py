import torch.nn as nn

ENCODERS = {}


def encoder(name):
    def _reg(cls):
        ENCODERS[name] = cls
        return cls
    return _reg


@encoder("gru_encoder")
class GRUEncoder(nn.Module):
    def __init__(self, vocab, dim, pretrain_tags=12):
        super().__init__()
        self.embed = nn.Embedding(vocab, dim, padding_idx=0)
        self.rnn = nn.GRU(dim, dim, batch_first=True)
        self.proj = nn.Linear(dim, pretrain_tags)

    def forward(self, tokens):
        out, _ = self.rnn(self.embed(tokens))
        return out
