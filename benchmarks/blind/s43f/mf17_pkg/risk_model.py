import torch
from torch import nn

from .tiles import N_TILE_TYPES


class Trunk(nn.Module):
    def __init__(self, emb_dim, n_dense, widths, dropout):
        super().__init__()
        self.tile_emb = nn.Embedding(N_TILE_TYPES, emb_dim)
        layers, d = [], emb_dim + n_dense
        for w in widths:
            layers.append(nn.Linear(d, w))
            layers.append(nn.GELU())
            layers.append(nn.Dropout(dropout))
            d = w
        self.mlp = nn.Sequential(*layers)
        self.out_dim = d

    def forward(self, batch):
        return self.mlp(torch.cat([self.tile_emb(batch["tile"]), batch["dense"]], 1))


class DiscardRisk(nn.Module):
    def __init__(self, trunk, head):
        super().__init__()
        self.trunk, self.head = trunk, head

    def forward(self, batch):
        return self.head(self.trunk(batch)).squeeze(-1)
