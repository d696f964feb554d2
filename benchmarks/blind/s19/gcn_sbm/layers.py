import torch
import torch.nn as nn


class GraphConv(nn.Module):
    def __init__(self, in_dim, out_dim, bias=True):
        super().__init__()
        self.lin = nn.Linear(in_dim, out_dim, bias=False)
        self.bias = nn.Parameter(torch.zeros(out_dim)) if bias else None

    def forward(self, x, a_norm):
        out = a_norm @ self.lin(x)
        return out + self.bias if self.bias is not None else out


class GCN(nn.Module):
    def __init__(self, in_dim, hidden, num_classes, dropout=0.3):
        super().__init__()
        self.conv1 = GraphConv(in_dim, hidden)
        self.conv2 = GraphConv(hidden, num_classes)
        self.dropout = nn.Dropout(dropout)

    def forward(self, x, a_norm):
        h = torch.relu(self.conv1(self.dropout(x), a_norm))
        return self.conv2(self.dropout(h), a_norm)
