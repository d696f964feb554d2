import torch
import torch.nn as nn
import torch.nn.functional as F

from .features import FourierBranch


class MultiScaleFilmNet(nn.Module):
    def __init__(self, scales=(1.0, 4.0, 10.0), width=32):
        super().__init__()
        self.branches = [FourierBranch(s, width=width, seed=i) for i, s in enumerate(scales)]
        self.trunk = nn.Sequential(nn.Linear(width * len(scales), width), nn.Tanh(),
                                   nn.Linear(width, 1))

    def forward(self, xt):
        feats = torch.cat([branch(xt) for branch in self.branches], dim=1)
        return F.softplus(self.trunk(feats))
