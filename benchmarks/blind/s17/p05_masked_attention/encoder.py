import torch.nn as nn

from .layers import PaddedSelfAttention


class BagEncoder(nn.Module):
    def __init__(self, vocab, dim, n_classes):
        super().__init__()
        self.embed = nn.Embedding(vocab, dim, padding_idx=0)
        self.attend = PaddedSelfAttention(dim)
        self.norm = nn.LayerNorm(dim)
        self.out = nn.Linear(dim, n_classes)

    def forward(self, tokens):
        pad = tokens.eq(0)
        h = self.embed(tokens)
        h = self.norm(h + self.attend(h, pad))
        keep = (~pad).unsqueeze(-1).float()
        pooled = (h * keep).sum(dim=1) / keep.sum(dim=1).clamp(min=1.0)
        return self.out(pooled)
