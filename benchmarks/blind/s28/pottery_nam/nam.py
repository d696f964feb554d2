from collections import OrderedDict

import torch
from torch import nn

from pottery_nam.registry import MODELS


@MODELS.register_module()
class ExU(nn.Module):
    """Exp-centred hidden unit of Agarwal et al. (2021): relu_n(exp(w) * (x - c))."""

    def __init__(self, width, cap=1.0):
        super().__init__()
        self.weight = nn.Parameter(torch.empty(width).normal_(3.5, 0.5))
        self.centre = nn.Parameter(torch.empty(width).normal_(0.0, 0.5))
        self.cap = cap

    def forward(self, x):
        return torch.clamp(torch.exp(self.weight) * (x[:, None] - self.centre), 0.0, self.cap)


@MODELS.register_module()
class FeatureNet(nn.Module):
    """One shape function: a scalar feature -> a contribution per production centre."""

    def __init__(self, width, outputs, dropout):
        super().__init__()
        self.unit = ExU(width)
        self.body = nn.Sequential(nn.Linear(width, 32), nn.ReLU(), nn.Dropout(dropout), nn.Linear(32, outputs))

    def forward(self, x):
        return self.body(self.unit(x))


@MODELS.register_module()
class NeuralAdditiveModel(nn.Module):
    def __init__(self, features, classes, width=32, dropout=0.1):
        super().__init__()
        self.features = list(features)
        self.shape_functions = OrderedDict(
            (name, FeatureNet(width, classes, dropout)) for name in self.features)
        self.bias = nn.Parameter(torch.zeros(classes))

    def contributions(self, x):
        return torch.stack([net(x[:, i]) for i, net in enumerate(self.shape_functions.values())], 1)

    def forward(self, x):
        return self.contributions(x).sum(1) + self.bias
