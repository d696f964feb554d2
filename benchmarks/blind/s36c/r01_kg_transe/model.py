import math

import torch
import torch.nn as nn

from .constraints import unit_norm_rows


class TransE(nn.Module):
    def __init__(self, n_entities, n_relations, dim=32, p_norm=1):
        super().__init__()
        self.p_norm = p_norm
        self.entities = nn.Embedding(n_entities, dim)
        self.relations = nn.Embedding(n_relations, dim)
        bound = 6.0 / math.sqrt(dim)
        nn.init.uniform_(self.entities.weight, -bound, bound)
        nn.init.uniform_(self.relations.weight, -bound, bound)
        with torch.no_grad():
            self.relations.weight.div_(self.relations.weight.norm(dim=1, keepdim=True))

    def normalize_entities(self):
        unit_norm_rows(self.entities.weight)

    def forward(self, triples):
        h = self.entities(triples[:, 0])
        r = self.relations(triples[:, 1])
        t = self.entities(triples[:, 2])
        return (h + r - t).norm(p=self.p_norm, dim=1)

    def tail_scores(self, heads, rels):
        query = self.entities(heads) + self.relations(rels)
        return torch.cdist(query, self.entities.weight, p=self.p_norm)
