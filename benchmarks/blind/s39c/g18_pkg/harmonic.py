import math

import torch
import torch.nn as nn

from .constituents import PERIODS


class TideModel(nn.Module):
    """Sum of cosines with known periods; amplitudes kept positive through a log parametrisation."""

    def __init__(self, periods=PERIODS):
        super().__init__()
        n = len(periods)
        self.register_buffer("omega", torch.tensor([2 * math.pi / p for p in periods]))
        self.log_amp = nn.Parameter(torch.full((n,), -1.0))
        self.phase = nn.Parameter(torch.zeros(n))
        self.msl = nn.Parameter(torch.zeros(()))

    def amplitudes(self):
        return self.log_amp.exp()

    def predict(self, t, amps=None):
        amps = self.amplitudes() if amps is None else amps
        arg = t.unsqueeze(-1) * self.omega - self.phase
        return self.msl + (amps * torch.cos(arg)).sum(-1)

    def forward(self, t):
        return self.predict(t)
