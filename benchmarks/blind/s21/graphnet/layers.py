import math

import torch
from torch import nn


class GraphConv(nn.Module):
    def __init__(self, d_in, d_out):
        super().__init__()
        self.weight = nn.Parameter(torch.empty(d_in, d_out))
        self.bias = nn.Parameter(torch.zeros(d_out))
        nn.init.uniform_(self.weight, -1 / math.sqrt(d_in), 1 / math.sqrt(d_in))

    def forward(self, x, adj):
        return adj @ (x @ self.weight) + self.bias
