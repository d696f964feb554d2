import torch.nn as nn


class BiasFreeEncoder(nn.Module):
    """Deep SVDD needs bias-free layers, otherwise the hypersphere collapses trivially."""

    def __init__(self, in_dim, hidden=64, rep=16):
        super().__init__()
        self.net = nn.Sequential(
            nn.Linear(in_dim, hidden, bias=False), nn.LeakyReLU(0.1),
            nn.Linear(hidden, hidden, bias=False), nn.LeakyReLU(0.1),
            nn.Linear(hidden, rep, bias=False),
        )

    def forward(self, x):
        return self.net(x)
