import torch
import torch.nn as nn

from .ops import scale_gradient, stop_gradient


class ShotModel(nn.Module):
    """Shared geometry encoder. The pot head trains it; the rest-position head only reads it."""

    def __init__(self, n_in, width=64):
        super().__init__()
        self.geometry = nn.Sequential(nn.Linear(n_in, width), nn.ReLU(), nn.Linear(width, width), nn.ReLU())
        self.pot = nn.Linear(width, 1)
        self.rest = nn.Sequential(nn.Linear(width + n_in, 64), nn.ReLU(), nn.Linear(64, 2))
        self.pot_grad_scale = 1.0

    def forward(self, x):
        z = self.geometry(x)
        pot_logit = self.pot(scale_gradient(z, self.pot_grad_scale)).squeeze(1)
        rest_xy = self.rest(torch.cat([stop_gradient(z), x], 1))
        return pot_logit, rest_xy
