import zlib

import torch
from torch import nn

TRIGRAM_BUCKETS = 512


def trigram_ids(name):
    padded = f"  {name.lower()} "
    grams = {padded[i:i + 3] for i in range(len(padded) - 2)}
    return sorted(zlib.crc32(g.encode()) % TRIGRAM_BUCKETS for g in grams)


class NameTower(nn.Module):
    """Bag of character trigrams -> name embedding (a pretrained text tower in practice)."""

    def __init__(self, dim):
        super().__init__()
        self.bag = nn.EmbeddingBag(TRIGRAM_BUCKETS, 64, mode="mean")
        self.proj = nn.Sequential(nn.Linear(64, 64), nn.GELU(), nn.Linear(64, dim))

    def forward(self, ids, offsets):
        return self.proj(self.bag(ids, offsets))


class SheetTower(nn.Module):
    def __init__(self, n_traits, dim):
        super().__init__()
        self.net = nn.Sequential(
            nn.Linear(n_traits, 96), nn.GELU(), nn.Dropout(0.1), nn.Linear(96, dim))

    def forward(self, traits):
        return self.net(traits)


def frozen(tower):
    tower.eval()
    tower.requires_grad_(False)
    return tower
