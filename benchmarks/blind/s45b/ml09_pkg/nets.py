import torch
from torch import nn


class TrimModel(nn.Module):
    def __init__(self, n_in, width, beaches):
        super().__init__()
        self.beaches = list(beaches)
        self.encoder = nn.Sequential(nn.Linear(n_in, width), nn.ELU(), nn.Linear(width, width), nn.ELU())
        self.heads = nn.ModuleDict({b: nn.Linear(width, 2) for b in self.beaches})

    def encode(self, x):
        return self.encoder(x)

    def decode(self, shared, beach_idx):
        out = shared.new_zeros(shared.shape[0], 2)
        for i, name in enumerate(self.beaches):
            rows = beach_idx == i
            if rows.any():
                out[rows] = self.heads[name](shared[rows])
        return out


class BeachCritic(nn.Module):
    def __init__(self, width, n_beaches):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(width, 32), nn.ELU(), nn.Linear(32, n_beaches))

    def forward(self, shared):
        return self.net(shared)
