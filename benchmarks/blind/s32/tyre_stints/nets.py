import torch
from torch import nn

from .laps import COND_FEATURES, STINT_LAPS

LATENT = 16


class StintGenerator(nn.Module):
    def __init__(self, hidden=128):
        super().__init__()
        self.body = nn.Sequential(
            nn.Linear(LATENT + COND_FEATURES, hidden), nn.LeakyReLU(0.2),
            nn.Linear(hidden, hidden), nn.LeakyReLU(0.2),
            nn.Linear(hidden, STINT_LAPS),
        )

    def forward(self, z, cond):
        return self.body(torch.cat([z, cond], dim=1))


class StintCritic(nn.Module):
    """Scores a stint from its deltas and lap-to-lap slope."""

    def __init__(self, hidden=128):
        super().__init__()
        width = STINT_LAPS + (STINT_LAPS - 1) + COND_FEATURES
        self.body = nn.Sequential(
            nn.Linear(width, hidden), nn.LeakyReLU(0.2),
            nn.Linear(hidden, hidden // 2), nn.LeakyReLU(0.2),
            nn.Linear(hidden // 2, 1),
        )

    def forward(self, laps, cond):
        slope = laps[:, 1:] - laps[:, :-1]
        return self.body(torch.cat([laps, slope, cond], dim=1)).squeeze(1)
