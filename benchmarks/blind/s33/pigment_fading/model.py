import torch
from torch import nn


class FadeNet(nn.Module):
    """dE00 from band doses (standardised) and swatch covariates."""

    def __init__(self, n_bands, n_cov, width=64):
        super().__init__()
        self.register_buffer("band_mean", torch.zeros(n_bands))
        self.register_buffer("band_std", torch.ones(n_bands))
        self.band_gain = nn.Parameter(torch.ones(n_bands))
        self.spectral = nn.Sequential(nn.Linear(n_bands, width), nn.Tanh())
        self.mix = nn.Sequential(nn.Linear(width + n_cov, width), nn.Tanh(),
                                 nn.Linear(width, 1), nn.Softplus())
        self.trace = {}

    def fit_scaler(self, dose):
        self.band_mean.copy_(dose.mean(0))
        self.band_std.copy_(dose.std(0))

    def forward(self, dose, cov):
        z = (dose - self.band_mean) / self.band_std * self.band_gain
        self.trace["bands"] = z
        h = self.spectral(z)
        return 10.0 * self.mix(torch.cat([h, cov], dim=1)).squeeze(1)
