import torch
import torch.nn as nn
import torch.nn.functional as F

from .layers import GraphAttentionLayer
from .utils import register_modules


class GAT(nn.Module):
    def __init__(self, nfeat, nhid, nclass, dropout=0.6, alpha=0.2, nheads=4):
        super().__init__()
        self.dropout = dropout
        self.attentions = [GraphAttentionLayer(nfeat, nhid, dropout=dropout, alpha=alpha)
                           for _ in range(nheads)]
        register_modules(self, "attention", self.attentions)
        self.out_att = GraphAttentionLayer(nhid * nheads, nclass, dropout=dropout,
                                           alpha=alpha, concat=False)

    def forward(self, x, adj):
        x = F.dropout(x, self.dropout, training=self.training)
        x = torch.cat([att(x, adj) for att in self.attentions], dim=1)
        x = F.dropout(x, self.dropout, training=self.training)
        x = F.elu(self.out_att(x, adj))
        return F.log_softmax(x, dim=1)
