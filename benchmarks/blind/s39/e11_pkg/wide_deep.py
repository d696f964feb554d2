"""Wide & deep network over categorical embeddings and numeric features."""
import torch
from torch import nn


class WideDeep(nn.Module):
    def __init__(self, cardinalities, n_numeric, emb_dim=6, hidden=(48, 24)):
        super().__init__()
        self.embeddings = nn.ModuleList(nn.Embedding(c, emb_dim) for c in cardinalities)
        self.wide = nn.ModuleList(nn.Embedding(c, 1) for c in cardinalities)
        layers, d = [], emb_dim * len(cardinalities) + n_numeric
        for h in hidden:
            layers += [nn.Linear(d, h), nn.ReLU(), nn.Dropout(0.1)]
            d = h
        self.deep = nn.Sequential(*layers, nn.Linear(d, 1))
        self.wide_num = nn.Linear(n_numeric, 1)

    def forward(self, cats, num):
        emb = torch.cat([e(cats[:, i]) for i, e in enumerate(self.embeddings)], dim=1)
        deep = self.deep(torch.cat([emb, num], dim=1))
        wide = sum(w(cats[:, i]) for i, w in enumerate(self.wide)) + self.wide_num(num)
        return (deep + wide).squeeze(-1)
