import torch.nn.functional as F
from torch import nn

from .layers import GraphConv


class GCN(nn.Module):
    def __init__(self, dims, n_classes, dropout=0.2):
        super().__init__()
        self.convs = [GraphConv(a, b) for a, b in zip(dims[:-1], dims[1:])]
        self.readout = nn.Linear(dims[-1], n_classes)
        self.dropout = dropout

    def forward(self, x, adj):
        for conv in self.convs:
            x = F.dropout(F.relu(conv(x, adj)), self.dropout, self.training)
        return self.readout(x)
