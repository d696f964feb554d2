import torch.nn as nn
import torch.nn.functional as F


class GraphConv(nn.Module):
    def __init__(self, in_dim, out_dim):
        super().__init__()
        self.lin = nn.Linear(in_dim, out_dim)

    def forward(self, x, adj):
        return adj @ self.lin(x)


class GCN(nn.Module):
    def __init__(self, in_dim, hidden, n_classes, dropout=0.5):
        super().__init__()
        self.conv1 = GraphConv(in_dim, hidden)
        self.conv2 = GraphConv(hidden, n_classes)
        self.dropout = dropout

    def forward(self, x, adj):
        h = F.relu(self.conv1(x, adj))
        h = F.dropout(h, self.dropout, self.training)
        return self.conv2(h, adj)
