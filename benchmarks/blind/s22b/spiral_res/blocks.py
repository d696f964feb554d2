import torch
from torch import nn

from .stats import rescale_


class GatedResidual(nn.Module):
    def __init__(self, dim, monitor=None):
        super().__init__()
        self.fc = nn.Linear(dim, dim)
        self.skip = nn.Linear(dim, dim)
        self.gate = nn.Linear(dim, dim)
        self.monitor = monitor

    def forward(self, x):
        z = self.fc(x) + self.skip(x)
        z = rescale_(z, 0.5)
        gate = torch.sigmoid(self.gate(x))
        if self.monitor is not None:
            self.monitor.record(gate)
        return torch.relu(z) * gate + x


class SpiralNet(nn.Module):
    def __init__(self, width=64, depth=3, n_classes=3, monitor=None):
        super().__init__()
        self.inp = nn.Linear(2, width)
        self.blocks = nn.Sequential(*[GatedResidual(width, monitor) for _ in range(depth)])
        self.out = nn.Linear(width, n_classes)

    def forward(self, x):
        return self.out(self.blocks(self.inp(x)))
