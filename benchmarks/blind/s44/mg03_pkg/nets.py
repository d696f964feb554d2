import math

import torch
from torch import nn

from .builder import LOSSES, MODELS


@MODELS.register("BreakRateMLP")
class BreakRateMLP(nn.Module):
    def __init__(self, in_dim=6, widths=(48, 48), exposure=8.0, base_rate=0.5):
        super().__init__()
        blocks, prev = [], in_dim
        for w in widths:
            blocks.append(nn.Sequential(nn.Linear(prev, w), nn.Tanh()))
            prev = w
        self.body = nn.Sequential(*blocks)
        self.rate = nn.Linear(prev, 1)
        self.log_exposure = math.log(exposure)
        nn.init.constant_(self.rate.bias, math.log(base_rate))

    def forward(self, x):
        # log of expected breaks in the shift
        return self.rate(self.body(x)).squeeze(-1) + self.log_exposure


@LOSSES.register("PoissonNLL")
class PoissonNLL(nn.PoissonNLLLoss):
    def __init__(self, full=False):
        super().__init__(log_input=True, full=full)


def poisson_deviance(log_mu, y):
    mu = log_mu.exp()
    term = torch.where(y > 0, y * torch.log(y / mu), torch.zeros_like(y))
    return 2.0 * (term - (y - mu)).mean()
