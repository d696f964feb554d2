"""Basket (query) tower and product (candidate) tower."""
import torch
import torch.nn.functional as F
from torch import nn

from .baskets import N_AISLES, N_PRODUCTS


class BasketEncoder(nn.Module):
    def __init__(self, dim=32):
        super().__init__()
        self.items = nn.EmbeddingBag(N_PRODUCTS, dim, mode="mean")
        self.mlp = nn.Sequential(nn.Linear(dim, 64), nn.ReLU(), nn.Linear(64, dim))

    def forward(self, items, offsets):
        return F.normalize(self.mlp(self.items(items, offsets)), dim=1)


class ProductEncoder(nn.Module):
    def __init__(self, aisle_of, dim=32):
        super().__init__()
        self.register_buffer("aisle_of", aisle_of)
        self.ids = nn.Embedding(N_PRODUCTS, dim)
        self.aisles = nn.Embedding(N_AISLES, 8)
        self.mlp = nn.Sequential(nn.Linear(dim + 8, 64), nn.ReLU(), nn.Linear(64, dim))

    def forward(self, product_ids):
        h = torch.cat([self.ids(product_ids), self.aisles(self.aisle_of[product_ids])], dim=1)
        return F.normalize(self.mlp(h), dim=1)
