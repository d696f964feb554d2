import torch
import torch.nn as nn
from torch.nn.utils.rnn import pack_padded_sequence


class GRUSentiment(nn.Module):
    def __init__(self, vocab, emb=32, hidden=48):
        super().__init__()
        self.emb = nn.Embedding(vocab, emb, padding_idx=0)
        self.rnn = nn.GRU(emb, hidden, batch_first=True)
        self.out = nn.Linear(hidden, 1)

    def forward(self, tokens, lengths):
        packed = pack_padded_sequence(self.emb(tokens), lengths, batch_first=True,
                                      enforce_sorted=False)
        _, h = self.rnn(packed)
        return self.out(h[-1]).squeeze(1)


def count_params(model):
    return sum(p.numel() for p in model.parameters() if p.requires_grad)


def init_weights(model):
    for name, p in model.named_parameters():
        if "weight_hh" in name:
            with torch.no_grad():
                nn.init.orthogonal_(p)
