import torch
from torch import nn

_ACTIVATIONS = {"relu": nn.ReLU, "silu": nn.SiLU, "hardtanh": nn.Hardtanh}


def activation(name, inplace=False):
    return _ACTIVATIONS[name](inplace=inplace)


class GatedResidual(nn.Module):
    """Feature-wise gating with a rectified side path."""

    def __init__(self, width, act="relu", inplace=False, dropout=0.0):
        super().__init__()
        self.proj = nn.Linear(width, width)
        self.gate = nn.Linear(width, width)
        self.act = activation(act, inplace=inplace)
        self.drop = nn.Dropout(dropout)
        self.norm = nn.LayerNorm(width)

    def forward(self, x):
        h = self.proj(x)
        gate = torch.sigmoid(self.gate(x))
        mixed = h * gate
        return self.norm(x + self.drop(mixed + self.act(h)))
