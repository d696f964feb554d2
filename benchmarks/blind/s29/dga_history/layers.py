import torch
from torch import nn


class AttentionPool(nn.Module):
    """Weighted mean over the valid samples of a history."""

    def __init__(self, width):
        super().__init__()
        self.score = nn.Sequential(nn.Linear(width, width // 2), nn.Tanh(), nn.Linear(width // 2, 1))

    def forward(self, h, mask):
        scores = self.score(h).squeeze(-1).masked_fill(~mask, -1e4)
        weights = (scores - scores.amax(dim=1, keepdim=True)).exp()
        weights /= weights.sum(dim=1, keepdim=True)
        return torch.einsum("bt,btd->bd", weights, h), weights


class SampleEncoder(nn.Module):
    def __init__(self, n_gases, width):
        super().__init__()
        self.gas = nn.Linear(n_gases, width)
        self.trend = nn.Linear(n_gases, width)
        self.mix = nn.Sequential(nn.GELU(), nn.Linear(width, width), nn.GELU())

    def forward(self, log_ppm):
        trend = torch.diff(log_ppm, dim=1, prepend=log_ppm[:, :1])
        return self.mix(self.gas(log_ppm) + self.trend(trend))
