import math

import torch
from torch import nn


class GraphConv(nn.Module):
    """Kipf & Welling style propagation:  A_hat @ X @ W + b."""

    def __init__(self, in_dim, out_dim, bias=True):
        super().__init__()
        self.weight = nn.Parameter(torch.empty(in_dim, out_dim))
        if bias:
            self.bias = nn.Parameter(torch.Tensor(out_dim))
        else:
            self.register_parameter("bias", None)
        self.reset_parameters()

    def reset_parameters(self):
        bound = math.sqrt(6.0 / (self.weight.size(0) + self.weight.size(1)))
        nn.init.uniform_(self.weight, -bound, bound)

    def forward(self, x, adj):
        out = adj @ (x @ self.weight)
        return out + self.bias if self.bias is not None else out


class GCN(nn.Module):
    def __init__(self, in_dim, hidden, n_classes, dropout=0.3):
        super().__init__()
        self.conv1 = GraphConv(in_dim, hidden)
        self.conv2 = GraphConv(hidden, n_classes)
        self.dropout = nn.Dropout(dropout)

    def forward(self, x, adj):
        h = self.dropout(torch.relu(self.conv1(x, adj)))
        return self.conv2(h, adj)
