import torch
import torch.nn.functional as F
from torch import nn


class StrokeEncoder(nn.Module):
    def __init__(self, channels=32, embed=16):
        super().__init__()
        self.conv = nn.Sequential(
            nn.Conv1d(2, channels, 5, padding=2, padding_mode="circular"), nn.ReLU(),
            nn.Conv1d(channels, channels, 5, padding=2, padding_mode="circular"), nn.ReLU(),
        )
        self.proj = nn.Linear(2 * channels, embed)

    def forward(self, path):
        h = self.conv(path)
        pooled = torch.cat([h.mean(dim=2), h.amax(dim=2)], dim=1)
        return F.normalize(self.proj(pooled), dim=1)


class SiameseVerifier(nn.Module):
    def __init__(self, **kwargs):
        super().__init__()
        self.encoder = StrokeEncoder(**kwargs)

    def forward(self, first, second):
        return self.encoder(first), self.encoder(second)
