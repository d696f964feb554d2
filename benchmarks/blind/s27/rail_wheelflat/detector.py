import torch
from torch import nn

from branches import ConvBranch


class MultiScaleDetector(nn.Module):
    def __init__(self, kernels, channels, n_classes):
        super().__init__()
        self.branches = tuple(ConvBranch(k, channels) for k in kernels)
        width = sum(b.width for b in self.branches)
        self.head = nn.Sequential(nn.LayerNorm(width), nn.Linear(width, 64), nn.GELU(),
                                  nn.Linear(64, n_classes))

    def forward(self, signal):
        x = signal.unsqueeze(1)
        pooled = [torch.cat(branch(x), dim=1) for branch in self.branches]
        return self.head(torch.cat(pooled, dim=1))
