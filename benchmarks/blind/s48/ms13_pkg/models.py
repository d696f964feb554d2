import torch
from torch import nn

from .registry import MODELS


@MODELS.register("bounce_gen")
class BounceGenerator(nn.Module):
    def __init__(self, *, noise_dim=4, n_bounces=8, hidden=32):
        super().__init__()
        self.noise_dim = noise_dim
        self.n_bounces = n_bounces
        self.net = nn.Sequential(nn.Linear(noise_dim, hidden), nn.ReLU(), nn.Linear(hidden, 2))

    def forward(self, z):
        # first hop length and decay ratio; spacing_k = first * ratio**k
        first, ratio = self.net(z).unbind(dim=-1)
        first = nn.functional.softplus(first) + 0.1
        ratio = torch.sigmoid(ratio)
        k = torch.arange(self.n_bounces, dtype=z.dtype)
        return first[:, None] * ratio[:, None] ** k[None]


@MODELS.register("bounce_disc")
class BounceDiscriminator(nn.Module):
    def __init__(self, *, n_bounces=8, hidden=32):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(n_bounces, hidden), nn.LeakyReLU(0.2),
                                 nn.Linear(hidden, hidden), nn.LeakyReLU(0.2), nn.Linear(hidden, 1))

    def forward(self, spacing):
        return self.net(torch.log(spacing.clamp_min(1e-3))).squeeze(-1)
