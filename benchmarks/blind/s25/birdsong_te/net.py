import torch
from torch import nn


class NoisyMLP(nn.Module):
    """MLP with input noise and dropout, the stochastic augmentation temporal ensembling relies on."""

    def __init__(self, n_in, n_out, width=96, noise=0.3):
        super().__init__()
        self.noise = noise
        self.body = nn.Sequential(nn.Linear(n_in, width), nn.LeakyReLU(0.1), nn.Dropout(0.3),
                                  nn.Linear(width, width), nn.LeakyReLU(0.1), nn.Dropout(0.3),
                                  nn.Linear(width, n_out))

    def forward(self, x):
        if self.training:
            x = x + self.noise * torch.randn_like(x)
        return self.body(x)
