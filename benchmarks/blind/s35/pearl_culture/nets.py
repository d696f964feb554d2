import torch
from torch import nn


class NacreRegressor(nn.Module):
    """Predicts nacre thickness (mm) from the water record of the culture line."""

    def __init__(self, n_water, hidden=32):
        super().__init__()
        self.body = nn.Sequential(
            nn.Linear(n_water, hidden), nn.SiLU(),
            nn.Linear(hidden, hidden), nn.SiLU(),
            nn.Linear(hidden, 1),
        )

    def forward(self, water):
        return nn.functional.softplus(self.body(water))


class GradeClassifier(nn.Module):
    """Scores the four trade grades from surface inspection plus the nacre estimate."""

    def __init__(self, n_surface, n_grades, hidden=32):
        super().__init__()
        self.mix = nn.Linear(n_surface + 1, hidden)
        self.out = nn.Sequential(nn.SiLU(), nn.Linear(hidden, n_grades))

    def forward(self, surface, nacre):
        return self.out(self.mix(torch.cat([surface, nacre], dim=1)))
