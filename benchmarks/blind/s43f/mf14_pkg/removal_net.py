import torch
from torch import nn

from .walls import METHODS, PAINTS, SUBSTRATES


class RemovalNet(nn.Module):
    def __init__(self, emb_dim, width, dropout):
        super().__init__()
        self.sub = nn.Embedding(len(SUBSTRATES), emb_dim)
        self.paint = nn.Embedding(len(PAINTS), emb_dim)
        self.method = nn.Embedding(len(METHODS), emb_dim)
        self.mlp = nn.Sequential(nn.Linear(3 * emb_dim + 5, width), nn.ReLU(), nn.Dropout(dropout),
                                 nn.Linear(width, width), nn.ReLU(), nn.Linear(width, 1))

    def forward(self, b):
        h = torch.cat([self.sub(b["sub"]), self.paint(b["paint"]), self.method(b["method"]),
                       b["dense"]], 1)
        return self.mlp(h).squeeze(-1)
