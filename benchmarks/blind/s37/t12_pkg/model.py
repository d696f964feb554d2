import torch
from torch import nn


class SharedTrunk(nn.Module):
    def __init__(self, in_dim, width):
        super().__init__()
        self.trunk = nn.Sequential(nn.Linear(in_dim, width), nn.ReLU(), nn.Linear(width, width), nn.ReLU())
        self.heads = nn.ModuleDict()
        self.width = width

    def add_head(self, name, out_dim):
        self.heads[name] = nn.Linear(self.width, out_dim)
        return self.heads[name]

    def forward(self, x):
        h = self.trunk(x)
        return {name: head(h) for name, head in self.heads.items()}


def build_model(in_dim, width, tasks):
    model = SharedTrunk(in_dim, width)
    for name, out_dim in tasks.items():
        model.add_head(name, out_dim)
    return model
