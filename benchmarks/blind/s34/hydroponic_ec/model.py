import torch
from torch import nn


class DriftModel(nn.Module):
    """Six-hour EC / pH drift of a rack, conditioned on an embedding of its farm."""

    def __init__(self, n_rack, n_site, *, site_dim=8, hidden=64):
        super().__init__()
        self.site_encoder = nn.Sequential(nn.Linear(n_site, 16), nn.Tanh(),
                                          nn.Linear(16, site_dim))
        self.core = nn.Sequential(
            nn.Linear(n_rack + site_dim, hidden), nn.GELU(),
            nn.Linear(hidden, hidden), nn.GELU(),
            nn.Linear(hidden, 2),
        )
        self.register_buffer("x_mean", torch.zeros(n_rack))
        self.register_buffer("x_std", torch.ones(n_rack))

    def set_scaling(self, x):
        self.x_mean.copy_(x.mean(0))
        self.x_std.copy_(x.std(0))

    def forward(self, x, site_emb):
        z = (x - self.x_mean) / self.x_std
        return self.core(torch.cat([z, site_emb], dim=1)) * 0.1
