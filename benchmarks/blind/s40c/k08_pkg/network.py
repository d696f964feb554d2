import torch
import torch.nn as nn

from .reference import X_MM, T_MIN


class GrayScottPINN(nn.Module):
    """(x, t) -> (u, v); inputs rescaled to [-1, 1] inside the network."""

    def __init__(self, width=64, depth=4):
        super().__init__()
        layers, d = [], 2
        for _ in range(depth):
            layers += [nn.Linear(d, width), nn.Tanh()]
            d = width
        layers.append(nn.Linear(d, 2))
        self.mlp = nn.Sequential(*layers)
        self.register_buffer("lo", torch.tensor([X_MM[0], T_MIN[0]]))
        self.register_buffer("hi", torch.tensor([X_MM[1], T_MIN[1]]))

    def forward(self, x, t):
        z = torch.stack([x, t], dim=-1)
        z = 2.0 * (z - self.lo) / (self.hi - self.lo) - 1.0
        out = self.mlp(z)
        # u near 1, v near 0: predict offsets with sigmoid-bounded concentrations
        return torch.sigmoid(out)
