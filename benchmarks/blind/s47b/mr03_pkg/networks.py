import copy

import torch
from torch import nn
import torch.nn.functional as F


def mlp(i, h, o):
    return nn.Sequential(nn.Linear(i, h), nn.BatchNorm1d(h), nn.ReLU(), nn.Linear(h, o))


class Branches(nn.Module):
    def __init__(self, length, hidden, dim):
        super().__init__()
        self.online = nn.Sequential(mlp(length, hidden, dim), mlp(dim, hidden, dim))
        self.predictor = mlp(dim, hidden, dim)
        self.target = copy.deepcopy(self.online)
        for p in self.target.parameters():
            p.requires_grad_(False)

    def predict(self, x):
        return F.normalize(self.predictor(self.online(x)), dim=1)

    @torch.no_grad()
    def project_target(self, x):
        return F.normalize(self.target(x), dim=1)

    def representation(self, x):
        return self.online(x)


NETWORKS = {"byol_mlp": Branches}
