import math

import torch
from torch import nn


class GraphConv(nn.Module):
    def __init__(self, in_dim, out_dim):
        super().__init__()
        self.weight = nn.Parameter(torch.empty(in_dim, out_dim))
        self.bias = nn.Parameter(torch.zeros(out_dim))
        nn.init.uniform_(self.weight, -1 / math.sqrt(out_dim), 1 / math.sqrt(out_dim))

    def forward(self, x, a_hat):
        return a_hat @ (x @ self.weight) + self.bias


def make_stack(dims):
    """GraphConv layers for consecutive pairs of dims."""
    layers = []
    for d_in, d_out in zip(dims[:-1], dims[1:]):
        layers.append(GraphConv(d_in, d_out))
    return layers
