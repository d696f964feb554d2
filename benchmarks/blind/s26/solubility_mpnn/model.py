import torch
from torch import nn

from .layers import build_layer


class SolubilityNet(nn.Module):
    def __init__(self, elements, width, layers, readout_hidden=64):
        super().__init__()
        self.embed = nn.Linear(elements, width)
        self.layers = nn.ModuleList(build_layer(width=width, **spec) for spec in layers)
        self.residual_gains = [nn.Parameter(torch.zeros(())) for _ in self.layers]
        self.readout = nn.Sequential(nn.Linear(width, readout_hidden), nn.ReLU(),
                                     nn.Linear(readout_hidden, 1))

    def forward(self, atoms, adjacency, mask):
        h = self.embed(atoms)
        for layer, gain in zip(self.layers, self.residual_gains):
            h = h + gain * layer(h, adjacency)
        pooled = (h * mask.unsqueeze(-1)).sum(1)
        return self.readout(pooled).squeeze(-1)
