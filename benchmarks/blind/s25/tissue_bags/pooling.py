import torch
from torch import nn


class GatedAttentionPool(nn.Module):
    """Attention-based MIL pooling (Ilse et al., 2018) over a padded bag."""

    def __init__(self, dim, hidden=32):
        super().__init__()
        self.content = nn.Linear(dim, hidden)
        self.gate = nn.Linear(dim, hidden)
        self.score = nn.Linear(hidden, 1)

    def forward(self, h, mask):
        a = torch.tanh(self.content(h)) * torch.sigmoid(self.gate(h))
        raw = self.score(a).squeeze(-1)
        raw = raw - raw.max(dim=1, keepdim=True).values.detach()
        weights = torch.exp(raw)
        weights.masked_fill_(~mask, 0.0)
        weights = weights / weights.sum(dim=1, keepdim=True)
        return torch.einsum("bn,bnd->bd", weights, h), weights
