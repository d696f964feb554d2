import copy
import math

import torch.nn as nn
import torch.nn.functional as F

from .networks import MLPHead, OnlineNetwork


def regression_loss(p, z):
    p = F.normalize(p, dim=-1)
    z = F.normalize(z, dim=-1)
    return 2 - 2 * (p * z).sum(dim=-1)


class BYOL(nn.Module):
    def __init__(self, width=64, proj_dim=128, base_momentum=0.996):
        super().__init__()
        self.online = OnlineNetwork(width, proj_dim)
        self.predictor = MLPHead(proj_dim, out_dim=proj_dim)
        self.target = copy.deepcopy(self.online)
        self.base_momentum = base_momentum
        self.momentum = base_momentum

    def trainable_parameters(self):
        return list(self.online.parameters()) + list(self.predictor.parameters())

    def set_momentum(self, step, total_steps):
        self.momentum = 1 - (1 - self.base_momentum) * (math.cos(math.pi * step / total_steps) + 1) / 2

    def update_target(self):
        for online_p, target_p in zip(self.online.parameters(), self.target.parameters()):
            target_p.lerp_(online_p.detach(), 1.0 - self.momentum)

    def forward(self, view1, view2):
        p1 = self.predictor(self.online(view1))
        p2 = self.predictor(self.online(view2))
        z1 = self.target(view1).detach()
        z2 = self.target(view2).detach()
        return (regression_loss(p1, z2) + regression_loss(p2, z1)).mean()
