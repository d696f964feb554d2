"""Building blocks, written out step by step as in the lecture notes."""
import math

import torch
from torch import nn


class ScaledLinear(nn.Module):
    """nn.Linear by hand: parameters allocated with torch.empty, then initialised."""

    def __init__(self, n_in, n_out):
        super().__init__()
        self.weight = nn.Parameter(torch.empty(n_out, n_in))
        self.bias = nn.Parameter(torch.empty(n_out))
        self.gain = nn.Parameter(torch.empty(1))
        self.reset_parameters()

    def reset_parameters(self):
        nn.init.kaiming_uniform_(self.weight, a=math.sqrt(5))
        bound = 1 / math.sqrt(self.weight.shape[1])
        nn.init.uniform_(self.bias, -bound, bound)
        nn.init.ones_(self.gain)

    def forward(self, x):
        return self.gain * (x @ self.weight.T + self.bias)


class Residual(nn.Module):
    def __init__(self, width):
        super().__init__()
        self.inner = ScaledLinear(width, width)

    def forward(self, x):
        return x + torch.relu(self.inner(x))
