import math

import torch
from torch import nn


class MonotoneLinear(nn.Linear):
    """Linear layer whose weights are kept non-negative by a projection after every update."""


class FeatherNet(nn.Module):
    def __init__(self, n_monotone, n_free, width=32, base_rate=0.5):
        super().__init__()
        self.n_monotone = n_monotone
        self.mono = MonotoneLinear(n_monotone, width)
        self.free = nn.Sequential(nn.Linear(n_free, width), nn.SiLU(), nn.Linear(width, width))
        self.head = nn.Linear(width, 1)
        # start the logit at the training base rate instead of 0.5 (focal-loss style prior)
        prior = math.log(base_rate / (1 - base_rate))
        self.head.bias = nn.Parameter(torch.full((1,), prior))

    def forward(self, x):
        mono = torch.sigmoid(self.mono(x[:, :self.n_monotone]))
        return self.head(mono + torch.tanh(self.free(x[:, self.n_monotone:]))).squeeze(1)
