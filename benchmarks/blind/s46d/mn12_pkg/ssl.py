import copy

import torch
import torch.nn as nn
import torch.nn.functional as F


class BYOLLoss(nn.Module):
    def forward(self, p, z):
        return 2 - 2 * F.cosine_similarity(p, z, dim=-1).mean()


class MomentumTarget:
    def __init__(self, online, m=0.99):
        self.net = copy.deepcopy(online)
        for p in self.net.parameters():
            p.requires_grad = False
        self.m = m

    @torch.no_grad()
    def update(self, online):
        for param_q, param_k in zip(online.parameters(), self.net.parameters()):
            param_k.data.mul_(self.m).add_(param_q.data, alpha=1 - self.m)

    @torch.no_grad()
    def __call__(self, x):
        return self.net.project(x)
