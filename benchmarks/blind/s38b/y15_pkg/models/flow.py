import math

import torch
import torch.nn as nn

from .blocks import ActNorm1d, InvertibleLinear, SplineFreeCoupling


class TabularFlow(nn.Module):
    def __init__(self, dim, hidden, depth):
        super().__init__()
        self.steps = nn.ModuleList()
        for _ in range(depth):
            self.steps.extend([ActNorm1d(dim), InvertibleLinear(dim), SplineFreeCoupling(dim, hidden)])
        self.dim = dim

    def log_prob(self, x):
        logdet = x.new_zeros(len(x))
        for step in self.steps:
            x, ld = step(x)
            logdet = logdet + ld
        return -0.5 * (x ** 2).sum(-1) - 0.5 * self.dim * math.log(2 * math.pi) + logdet

    def actnorms(self):
        return [m for m in self.steps if isinstance(m, ActNorm1d)]
