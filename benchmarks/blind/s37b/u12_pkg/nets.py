import math

import torch
import torch.nn as nn


def mlp(d_in, hidden, d_out, act):
    return nn.Sequential(nn.Linear(d_in, hidden), act(), nn.Linear(hidden, hidden), act(), nn.Linear(hidden, d_out))


class Generator(nn.Module):
    def __init__(self, latent_dim, hidden):
        super().__init__()
        self.latent_dim = latent_dim
        self.net = mlp(latent_dim, hidden, 2, nn.ReLU)

    def forward(self, z):
        return self.net(z)


class Discriminator(nn.Module):
    def __init__(self, hidden):
        super().__init__()
        self.net = mlp(2, hidden, 1, lambda: nn.LeakyReLU(0.2))

    def forward(self, x):
        return self.net(x).squeeze(-1)


def ring_batch(n, n_modes, radius, generator=None):
    k = torch.randint(0, n_modes, (n,), generator=generator).float()
    angle = 2 * math.pi * k / n_modes
    centers = radius * torch.stack([angle.cos(), angle.sin()], dim=1)
    return centers + 0.05 * torch.randn(n, 2, generator=generator)
