import torch
from torch import nn


class SpectrumGrader(nn.Module):
    def __init__(self, n_points, n_categories, hidden=64):
        super().__init__()
        self.encoder = nn.Sequential(
            nn.Conv1d(1, 8, 9, padding=4), nn.GELU(), nn.AvgPool1d(2),
            nn.Conv1d(8, 16, 7, padding=3), nn.GELU(), nn.AdaptiveAvgPool1d(12),
            nn.Flatten(), nn.Linear(16 * 12, hidden), nn.GELU(),
        )
        self.category = nn.Linear(hidden, n_categories)
        self.strength = nn.Linear(hidden, 1)

    def forward(self, absorbance):
        h = self.encoder(absorbance[:, None, :])
        return self.category(h), 150 + 50 * self.strength(h).squeeze(1)
