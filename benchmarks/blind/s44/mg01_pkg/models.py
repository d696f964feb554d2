import torch
from torch import nn

from .registry import LOSSES, MODELS


@MODELS.register("shock_mlp")
class OpeningShockNet(nn.Module):
    def __init__(self, in_features=6, hidden=64, depth=2, out_features=1, dropout=0.0):
        super().__init__()
        layers, width = [], in_features
        for _ in range(depth):
            layers += [nn.Linear(width, hidden), nn.SiLU(), nn.Dropout(dropout)]
            width = hidden
        self.trunk = nn.Sequential(*layers)
        self.head = nn.Linear(hidden, out_features)

    def forward(self, x):
        return self.head(self.trunk(x))


def make_head(in_features, out_features, bias_init=None):
    head = nn.Linear(in_features, out_features)
    if bias_init is not None:
        with torch.no_grad():
            head.bias.copy_(torch.as_tensor(bias_init, dtype=head.bias.dtype))
    return head


@LOSSES.register("pinball")
class PinballLoss(nn.Module):
    def __init__(self, quantiles=(0.1, 0.5, 0.9)):
        super().__init__()
        self.register_buffer("q", torch.tensor(quantiles).view(1, -1))

    def forward(self, pred, target):
        diff = target - pred
        return torch.maximum(self.q * diff, (self.q - 1.0) * diff).mean()
