import torch
from torch import nn

from curves import RECIPE


class TemperNet(nn.Module):
    def __init__(self, width=24):
        super().__init__()
        self.curve = nn.Sequential(
            nn.Conv1d(1, width, 9, padding=4), nn.ReLU(), nn.MaxPool1d(2),
            nn.Conv1d(width, width, 5, padding=2), nn.ReLU(), nn.AdaptiveAvgPool1d(8),
            nn.Flatten(),
        )
        self.recipe = nn.Linear(len(RECIPE), width)
        self.trunk = nn.Sequential(nn.Linear(8 * width + width, 64), nn.ReLU())
        self.temper_index = nn.Linear(64, 1)
        self.bloom = nn.Linear(64, 1)

    def forward(self, curve, recipe):
        h = self.trunk(torch.cat([self.curve(curve), torch.relu(self.recipe(recipe))], dim=1))
        return self.temper_index(h).squeeze(1) + 5.0, self.bloom(h).squeeze(1)
