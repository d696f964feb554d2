import torch
from torch import nn


class FieldNet(nn.Module):
    """u(x, t) as a tanh MLP; inputs are rescaled to [-1, 1] inside."""

    def __init__(self, width=20, depth=3, t_max=1.0):
        super().__init__()
        self.t_max = t_max
        sizes = [2] + [width] * depth
        self.hidden = nn.ModuleList(nn.Linear(a, b) for a, b in zip(sizes[:-1], sizes[1:]))
        self.out = nn.Linear(width, 1)
        for lin in self.hidden:
            nn.init.xavier_normal_(lin.weight)
            nn.init.zeros_(lin.bias)

    def forward(self, xt):
        h = torch.cat([xt[:, :1], 2.0 * xt[:, 1:] / self.t_max - 1.0], dim=1)
        for lin in self.hidden:
            h = torch.tanh(lin(h))
        return self.out(h)
