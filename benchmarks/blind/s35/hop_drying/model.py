import torch
from torch import nn

from hop_drying.blocks import ResidualTower


class KilnModel(nn.Module):
    def __init__(self, n_numeric, n_varieties, width=32, depth=3, **tower_options):
        super().__init__()
        self.variety = nn.Embedding(n_varieties, 8)
        self.stem = nn.Linear(n_numeric + 8, width)
        self.tower = ResidualTower(width, depth, **tower_options)
        self.head = nn.Linear(width, 2)

    def forward(self, numeric, variety):
        h = self.stem(torch.cat([numeric, self.variety(variety)], dim=1))
        return self.head(self.tower(h))


def build(spec, n_numeric, n_varieties):
    spec = dict(spec)
    return KilnModel(n_numeric, n_varieties, **spec)
