import torch
from torch import nn


class GrindEncoder(nn.Module):
    def __init__(self, bins, channels=16, dim=24):
        super().__init__()
        self.conv = nn.Sequential(
            nn.Conv1d(1, channels, 5, padding=2), nn.GELU(),
            nn.Conv1d(channels, channels, 5, padding=2, stride=2), nn.GELU(),
        )
        self.proj = nn.Linear(channels * (bins // 2), dim)

    def forward(self, psd):
        h = self.conv(torch.log(psd + 1e-4).unsqueeze(1))
        return torch.tanh(self.proj(h.flatten(1)))


class ShotModel(nn.Module):
    def __init__(self, bins, recipe_dim=4, dim=24):
        super().__init__()
        self.encoder = GrindEncoder(bins, dim=dim)
        self.proxy = nn.Linear(dim, 2)
        self.head = nn.Sequential(
            nn.Linear(dim + recipe_dim, 48), nn.GELU(), nn.Linear(48, 2),
        )

    def forward(self, psd, recipe):
        return self.head(torch.cat([self.encoder(psd), recipe], dim=1))

    def proxy_forward(self, psd):
        return self.proxy(self.encoder(psd))
