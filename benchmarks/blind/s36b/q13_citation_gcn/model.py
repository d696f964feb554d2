import torch.nn.functional as F
from torch import nn

from .layers import make_stack


class GCN(nn.Module):
    def __init__(self, in_dim, hidden, n_classes, n_layers=2, dropout=0.5):
        super().__init__()
        self.input_proj = nn.Linear(in_dim, hidden)
        self.convs = make_stack([hidden] * (n_layers + 1))
        self.classifier = nn.Linear(hidden, n_classes)
        self.dropout = dropout

    def forward(self, x, a_hat):
        h = F.relu(self.input_proj(x))
        for conv in self.convs:
            h = F.dropout(h, self.dropout, self.training)
            h = F.relu(conv(h, a_hat))
        return self.classifier(h)
