import copy

import torch
from torch import nn
import torch.nn.functional as F


class IntervalEncoder(nn.Module):
    def __init__(self, width, out_dim):
        super().__init__()
        self.body = nn.Sequential(
            nn.Conv1d(1, width, 5, padding=2), nn.GELU(),
            nn.Conv1d(width, width, 5, padding=2, stride=2), nn.GELU(),
            nn.AdaptiveAvgPool1d(1), nn.Flatten(),
        )
        self.proj = nn.Linear(width, out_dim)

    def forward(self, x):
        return self.proj(self.body(x.unsqueeze(1)))


class MomentumPair(nn.Module):
    """Online encoder plus a slowly moving copy that produces the keys."""

    def __init__(self, encoder, momentum):
        super().__init__()
        self.online = encoder
        self.target = copy.deepcopy(encoder)
        self.momentum = momentum

    def queries(self, x):
        return F.normalize(self.online(x), dim=1)

    def keys(self, x):
        return F.normalize(self.target(x), dim=1)

    @torch.no_grad()
    def follow(self):
        for p_on, p_tg in zip(self.online.parameters(), self.target.parameters()):
            p_tg.mul_(self.momentum).add_(p_on, alpha=1.0 - self.momentum)
