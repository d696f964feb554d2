import torch
import torch.nn as nn


class SliceSurrogate(nn.Module):
    def __init__(self, width=40, n_out=1):
        super().__init__()
        self.width = width
        self.trunk = nn.Sequential(nn.Linear(2, width), nn.Tanh(),
                                   nn.Linear(width, width), nn.Tanh(),
                                   nn.Linear(width, width), nn.Tanh())
        self.readout = nn.Linear(width, n_out)

    def forward(self, xt):
        return self.readout(self.trunk(xt))
