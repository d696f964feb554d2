import torch
from torch import nn

from .fourier import RandomFourierFeatures


class LichenModel(nn.Module):
    def __init__(self, n_record, n_stones, n_fourier=64, lengthscale_km=8.0, hidden=48):
        super().__init__()
        self.place = RandomFourierFeatures(n_fourier, lengthscale_km)
        self.stone = nn.Embedding(n_stones, 4)
        self.body = nn.Sequential(
            nn.Linear(n_fourier + 4 + n_record, hidden), nn.ReLU(),
            nn.Linear(hidden, hidden), nn.ReLU(),
            nn.Linear(hidden, 1),
        )
        self.site_codes = None

    def attach_sites(self, coords):
        """Encode every churchyard once; records then refer to their site by index."""
        self.site_codes = self.place(coords)
        return self

    def forward(self, site, stone, record):
        h = torch.cat([self.site_codes[site], self.stone(stone), record], dim=1)
        return 100.0 * torch.sigmoid(self.body(h).squeeze(-1))
