import torch
from torch import nn


class MaskedAttentionPool(nn.Module):
    """additive attention over time steps; padded steps get zero weight"""

    def __init__(self, dim, hidden=32):
        super().__init__()
        self.score = nn.Sequential(nn.Linear(dim, hidden), nn.Tanh(), nn.Linear(hidden, 1))

    def forward(self, h, mask):
        w = torch.softmax(self.score(h).squeeze(-1), dim=1)
        w.masked_fill_(~mask, 0.0)
        w = w / w.sum(1, keepdim=True)
        return (w.unsqueeze(-1) * h).sum(1), w


class MeanPool(nn.Module):
    def forward(self, h, mask):
        m = mask.unsqueeze(-1).float()
        return (h * m).sum(1) / m.sum(1), None
