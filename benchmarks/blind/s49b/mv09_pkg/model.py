import math

import torch
import torch.nn as nn


class TransE(nn.Module):
    def __init__(self, n_ent, n_rel, dim=32, p=1):
        super().__init__()
        bound = 6.0 / math.sqrt(dim)
        self.ent = nn.Embedding(n_ent, dim)
        self.rel = nn.Embedding(n_rel, dim)
        self.ent_bias = nn.Parameter(torch.empty(n_ent))
        nn.init.uniform_(self.ent.weight, -bound, bound)
        nn.init.uniform_(self.rel.weight, -bound, bound)
        nn.init.zeros_(self.ent_bias)
        self.p = p

    def distance(self, h, r, t):
        return (self.ent(h) + self.rel(r) - self.ent(t)).norm(p=self.p, dim=-1) - self.ent_bias[t]

    def forward(self, triples):
        return self.distance(triples[:, 0], triples[:, 1], triples[:, 2])

    def tail_distances(self, h, r):
        query = self.ent(h) + self.rel(r)
        return torch.cdist(query, self.ent.weight, p=self.p) - self.ent_bias
