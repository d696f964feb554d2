import torch
import torch.nn as nn


class PopcornNet(nn.Module):
    """Shared trunk, three heads; pop probability is returned already squashed."""

    def __init__(self, in_dim=5, hidden=48):
        super().__init__()
        self.trunk = nn.Sequential(nn.Linear(in_dim, hidden), nn.GELU(), nn.Linear(hidden, hidden), nn.GELU())
        self.pop_head = nn.Linear(hidden, 1)
        self.time_head = nn.Linear(hidden, 1)
        self.volume_head = nn.Linear(hidden, 1)

    def forward(self, x):
        z = self.trunk(x)
        return {"pop_prob": torch.sigmoid(self.pop_head(z).squeeze(-1)),
                "time": self.time_head(z).squeeze(-1),
                "volume": self.volume_head(z).squeeze(-1),
                "features": z}


class ScorchProbe(nn.Module):
    """Linear probe on frozen features: predicts which kernels sit long enough to scorch."""

    def __init__(self, hidden=48):
        super().__init__()
        self.fc = nn.Linear(hidden, 1)

    def forward(self, z):
        return self.fc(z).squeeze(-1)
