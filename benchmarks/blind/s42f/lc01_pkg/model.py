"""Wide & deep conversion model."""
import torch
from torch import nn


class WideAndDeep(nn.Module):
    def __init__(self, cardinalities, n_numeric, hash_buckets, emb_dim=8, hidden=(64, 32), dropout=0.1):
        super().__init__()
        self.cat_columns = sorted(cardinalities)
        self.embeddings = {col: nn.Embedding(cardinalities[col], emb_dim) for col in self.cat_columns}
        self.wide = nn.EmbeddingBag(hash_buckets, 1, mode="sum")
        nn.init.zeros_(self.wide.weight)

        width = emb_dim * len(self.cat_columns) + n_numeric
        layers = []
        for h in hidden:
            layers += [nn.Linear(width, h), nn.ReLU(), nn.Dropout(dropout)]
            width = h
        layers.append(nn.Linear(width, 1))
        self.deep = nn.Sequential(*layers)

    def forward(self, cat, num, cross):
        embedded = [self.embeddings[col](cat[col]) for col in self.cat_columns]
        deep_logit = self.deep(torch.cat(embedded + [num], dim=1))
        wide_logit = self.wide(cross)
        return (deep_logit + wide_logit).squeeze(1)
