import torch
import torch.nn as nn
import torch.nn.functional as F


class GraphAttentionLayer(nn.Module):
    """Single-head GAT layer (Velickovic et al., 2018), dense adjacency."""

    def __init__(self, in_features, out_features, dropout, alpha, concat=True):
        super().__init__()
        self.dropout = dropout
        self.concat = concat
        self.W = nn.Parameter(torch.empty(in_features, out_features))
        self.a = nn.Parameter(torch.empty(2 * out_features, 1))
        nn.init.xavier_uniform_(self.W, gain=1.414)
        nn.init.xavier_uniform_(self.a, gain=1.414)
        self.leakyrelu = nn.LeakyReLU(alpha)
        self.out_features = out_features

    def forward(self, h, adj):
        wh = h @ self.W
        e = self.leakyrelu(wh @ self.a[:self.out_features] + (wh @ self.a[self.out_features:]).T)
        attention = torch.where(adj > 0, e, torch.full_like(e, -9e15))
        attention = F.dropout(F.softmax(attention, dim=1), self.dropout, self.training)
        h_prime = attention @ wh
        return F.elu(h_prime) if self.concat else h_prime
