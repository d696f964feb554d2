import torch
from torch import nn

from blocks import attach, dense_block


class VarietalQualityNet(nn.Module):
    def __init__(self, features, varietals, trunk, **head_options):
        super().__init__()
        self.varietals = tuple(varietals)
        self.trunk = dense_block(features, trunk[-1], hidden=trunk[:-1], activation="gelu")
        heads = {name: dense_block(trunk[-1], 1, **head_options) for name in self.varietals}
        self.heads = attach(self, heads, prefix="head")

    def forward(self, x, varietal):
        shared = torch.relu(self.trunk(x))
        out = torch.zeros(x.size(0))
        for index, name in enumerate(self.varietals):
            rows = varietal == index
            if rows.any():
                out = out.index_put((rows.nonzero().squeeze(1),), self.heads[name](shared[rows]).squeeze(1))
        return out
