"""Buyer x listing scorer: sparse id tables + dense side-feature networks."""
import torch
from torch import nn

from .listings import N_CATEGORIES, N_CONDITIONS


class ContactModel(nn.Module):
    def __init__(self, n_buyers, n_items, recent, item_cat, item_cond, item_x, buyer_x, dim=24):
        super().__init__()
        self.buyer_ids = nn.Embedding(n_buyers, dim, sparse=True)
        self.item_ids = nn.Embedding(n_items, dim, sparse=True)
        self.recent_categories = nn.EmbeddingBag(N_CATEGORIES, dim, mode="mean", sparse=True)
        self.category = nn.Embedding(N_CATEGORIES, dim)
        self.condition = nn.Embedding(N_CONDITIONS, 4)
        self.item_mlp = nn.Sequential(nn.Linear(dim + 4 + 2, 48), nn.ReLU(), nn.Linear(48, dim))
        self.buyer_mlp = nn.Sequential(nn.Linear(2 * dim + 2, 48), nn.ReLU(), nn.Linear(48, dim))
        for name, t in {"recent": recent, "item_cat": item_cat, "item_cond": item_cond,
                        "item_x": item_x, "buyer_x": buyer_x}.items():
            self.register_buffer(name, t)

    def sparse_tables(self):
        return [self.buyer_ids, self.item_ids, self.recent_categories]

    def forward(self, buyer, item):
        b = self.buyer_mlp(torch.cat([self.buyer_ids(buyer), self.recent_categories(self.recent[buyer]),
                                      self.buyer_x[buyer]], dim=1))
        i = self.item_mlp(torch.cat([self.category(self.item_cat[item]), self.condition(self.item_cond[item]),
                                     self.item_x[item]], dim=1)) + self.item_ids(item)
        return (b * i).sum(dim=1)
