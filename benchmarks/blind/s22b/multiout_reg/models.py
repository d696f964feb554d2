import torch
from torch import nn

from .heads import build_heads
from .registry import register


class SharedTrunk(nn.Module):
    def __init__(self, in_dim, hidden, n_outputs):
        super().__init__()
        self.trunk = nn.Sequential(nn.Linear(in_dim, hidden), nn.Tanh(),
                                   nn.Linear(hidden, hidden), nn.Tanh())
        self.heads = build_heads(hidden, n_outputs)

    def forward(self, x):
        h = self.trunk(x)
        return torch.cat([head(h) for head in self.heads], dim=1)


@register("shared_trunk")
def shared_trunk(in_dim, hidden, n_outputs):
    return SharedTrunk(in_dim, hidden, n_outputs)
