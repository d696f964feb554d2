import torch
import torch.nn as nn


class SectorLoadModel(nn.Module):
    """Shared encoder of the operating point, one linear read-out per wheel sector."""

    def __init__(self, n_sectors, hidden=32):
        super().__init__()
        self.encoder = nn.Sequential(nn.Linear(4, hidden), nn.ReLU(), nn.Linear(hidden, hidden), nn.ReLU())
        self.sector_heads = [nn.Linear(hidden, 1) for _ in range(n_sectors)]

    def forward(self, x, sector):
        h = self.encoder(x)
        outs = torch.stack([head(h) for head in self.sector_heads], dim=1)      # (B, S, 1)
        return outs[torch.arange(x.shape[0]), sector]
