import torch
import torch.nn as nn

from .geometry import pair_distances
from .system import pair_indices


class PairNet(nn.Module):
    """E = sum_ij phi(r_ij) with phi a small MLP on inverse-distance features."""

    def __init__(self, n_atoms, hidden=32):
        super().__init__()
        i, j = pair_indices(n_atoms)
        self.register_buffer("i", i)
        self.register_buffer("j", j)
        self.phi = nn.Sequential(
            nn.Linear(3, hidden), nn.SiLU(),
            nn.Linear(hidden, hidden), nn.SiLU(),
            nn.Linear(hidden, 1),
        )

    def forward(self, pos):
        r = pair_distances(pos, self.i, self.j)
        inv = 1.0 / r
        feats = torch.stack([inv, inv ** 6, inv ** 12], dim=-1)
        return self.phi(feats).squeeze(-1).sum(dim=1)
