import math

import torch
import torch.nn as nn


class TransE(nn.Module):
    def __init__(self, num_entities, num_relations, dim, norm=1):
        super().__init__()
        self.norm = norm
        self.ent = nn.Embedding(num_entities, dim)
        self.rel = nn.Embedding(num_relations, dim)
        bound = 6.0 / math.sqrt(dim)
        nn.init.uniform_(self.ent.weight, -bound, bound)
        nn.init.uniform_(self.rel.weight, -bound, bound)
        with torch.no_grad():
            self.rel.weight.div_(self.rel.weight.norm(p=2, dim=1, keepdim=True))

    def normalize_entities(self):
        # Algorithm 1, line 5: e <- e / ||e|| at the start of every minibatch
        self.ent.weight.div_(self.ent.weight.norm(p=2, dim=1, keepdim=True).clamp_min(1e-12))

    def forward(self, triples):
        h = self.ent(triples[:, 0])
        r = self.rel(triples[:, 1])
        t = self.ent(triples[:, 2])
        return (h + r - t).norm(p=self.norm, dim=1)
