import torch
from torch import nn

from .plaza import LANES, WINDOW


class QueueNet(nn.Module):
    """Shared per-lane encoder plus a plaza-wide context vector (lanes interact via diversion)."""

    def __init__(self, width=64):
        super().__init__()
        self.lane = nn.Sequential(nn.Linear(WINDOW + 4, width), nn.ReLU(), nn.Linear(width, width))
        self.plaza = nn.Sequential(nn.Linear(width, width), nn.ReLU())
        self.rate = nn.Linear(2 * width, 1)
        self.lane_emb = nn.Parameter(torch.zeros(LANES, width))

    def forward(self, feats):
        h = self.lane(feats) + self.lane_emb
        ctx = self.plaza(h.mean(1, keepdim=True)).expand_as(h)
        return self.rate(torch.cat([h, ctx], -1)).squeeze(-1)     # log expected queue
