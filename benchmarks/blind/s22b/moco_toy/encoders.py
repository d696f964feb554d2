import copy

import torch.nn.functional as F
from torch import nn


class Encoder(nn.Module):
    def __init__(self, dim, hidden=64, out=16):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(dim, hidden), nn.ReLU(), nn.Linear(hidden, out))

    def forward(self, x):
        return F.normalize(self.net(x), dim=1)


def momentum_copy(encoder):
    twin = copy.deepcopy(encoder)
    for p in twin.parameters():
        p.requires_grad_(False)
    return twin
