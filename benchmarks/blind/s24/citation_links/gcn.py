import torch
from torch import nn

from .graph import normalized_adjacency


class GraphConv(nn.Module):
    def __init__(self, n_in, n_out):
        super().__init__()
        self.linear = nn.Linear(n_in, n_out)

    def forward(self, h, adj):
        return adj @ self.linear(h)


class LinkEncoder(nn.Module):
    def __init__(self, n_features, hidden=32, out=16):
        super().__init__()
        self.conv1 = GraphConv(n_features, hidden)
        self.conv2 = GraphConv(hidden, out)

    @classmethod
    def for_graph(cls, features, edges, **kwargs):
        """Build the encoder together with the propagation matrix of the given links."""
        return cls(features.size(1), **kwargs), normalized_adjacency(edges, features.size(0))

    def forward(self, features, adj):
        h = torch.relu(self.conv1(features, adj))
        return self.conv2(h, adj)
