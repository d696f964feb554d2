import torch
from torch import nn

from .troughs import AIR, DT


class DryingRate(nn.Module):
    """Drying rate (% moisture per hour) from current moisture and air conditions."""

    def __init__(self, hidden=48):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(1 + len(AIR), hidden), nn.Tanh(),
                                 nn.Linear(hidden, hidden), nn.Tanh(), nn.Linear(hidden, 1))

    def forward(self, moisture, air):
        z = torch.cat([(moisture[:, None] - 65.0) / 8.0, air], dim=1)
        return nn.functional.softplus(self.net(z)).squeeze(1) * 4.0


class Wither:
    """Rolls the trough forward window by window, starting from the moisture at loading."""

    def __init__(self, rate_model, initial_moisture):
        self.rate_model = rate_model
        self.moisture = initial_moisture

    def advance(self, air):
        path = []
        m = self.moisture
        for t in range(air.shape[1]):
            m = m - DT * self.rate_model(m, air[:, t])
            path.append(m)
        self.moisture = m
        return torch.stack(path, dim=1)
