import torch
from torch import nn

from .snow import CONDITIONS, RECIPE, WAXES


class Proposer(nn.Module):
    def __init__(self, hidden=64):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(len(CONDITIONS), hidden), nn.ReLU(),
                                  nn.Linear(hidden, RECIPE))

    def forward(self, conditions):
        out = self.body(conditions)
        blend = torch.softmax(out[:, :len(WAXES)], dim=1)
        grind = torch.sigmoid(out[:, len(WAXES):])
        return torch.cat([blend, grind], dim=1)


class Surrogate(nn.Module):
    """Predicted glide time (s) for a recipe in given conditions."""

    def __init__(self, hidden=96):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(len(CONDITIONS) + RECIPE, hidden), nn.SiLU(),
                                  nn.Linear(hidden, hidden), nn.SiLU(), nn.Linear(hidden, 1))

    def forward(self, conditions, recipe):
        return self.body(torch.cat([conditions, recipe], dim=1)).squeeze(1) + 21.0
