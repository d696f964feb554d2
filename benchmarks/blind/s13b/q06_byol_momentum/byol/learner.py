import copy

import torch
import torch.nn as nn
import torch.nn.functional as F

from .augment import random_view
from .momentum import cosine_momentum, update_moving_average
from .networks import projection_head


def regression_loss(p, z):
    return 2 - 2 * F.cosine_similarity(p, z, dim=-1).mean()


class BYOL(nn.Module):
    def __init__(self, encoder, total_steps, base_momentum=0.99):
        super().__init__()
        self.online = nn.Sequential(encoder, projection_head(encoder.rep_dim))
        self.predictor = projection_head(32, hidden=64, out_dim=32)
        self.target = copy.deepcopy(self.online)
        self.total_steps = total_steps
        self.base_momentum = base_momentum
        self.step_count = 0

    def online_parameters(self):
        return list(self.online.parameters()) + list(self.predictor.parameters())

    def forward(self, x):
        v1, v2 = random_view(x), random_view(x)
        p1 = self.predictor(self.online(v1))
        p2 = self.predictor(self.online(v2))
        with torch.no_grad():
            z1 = self.target(v1)
            z2 = self.target(v2)
        return regression_loss(p1, z2) + regression_loss(p2, z1)

    def momentum_step(self):
        beta = cosine_momentum(self.step_count, self.total_steps, self.base_momentum)
        update_moving_average(self.target, self.online, beta)
        self.step_count += 1
