import torch.nn as nn

from .quant import QuantConv1d


class PickNet(nn.Module):
    """Per-sample P-wave onset probability on 3-component traces."""

    def __init__(self, width=16):
        super().__init__()
        self.layers = nn.Sequential(
            QuantConv1d(3, width, 7, padding=3), nn.BatchNorm1d(width), nn.ReLU(inplace=True),
            QuantConv1d(width, width, 7, padding=3), nn.BatchNorm1d(width), nn.ReLU(inplace=True),
        )
        self.out = nn.Conv1d(width, 1, 1)

    def forward(self, x):
        return self.out(self.layers(x)).squeeze(1)
