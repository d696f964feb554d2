import math
import torch
import torch.nn as nn


class FourierPINN(nn.Module):
    """MLP with a fixed Fourier-feature input layer (helps with oscillatory fields)."""

    def __init__(self, n_freq=8, width=64, depth=3, length=1.0):
        super().__init__()
        self.register_buffer("freqs", torch.arange(1, n_freq + 1, dtype=torch.float32) * math.pi / length)
        layers, d = [], 2 * n_freq
        for _ in range(depth):
            layers += [nn.Linear(d, width), nn.Tanh()]
            d = width
        layers.append(nn.Linear(d, 1))
        self.mlp = nn.Sequential(*layers)

    def forward(self, x):
        phase = x * self.freqs
        return self.mlp(torch.cat([torch.sin(phase), torch.cos(phase)], dim=-1))
