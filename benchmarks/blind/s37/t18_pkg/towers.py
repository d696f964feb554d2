import torch
from torch import nn
import torch.nn.functional as F


class Tower(nn.Module):
    def __init__(self, n_ids, dim, hidden):
        super().__init__()
        self.emb = nn.Embedding(n_ids, dim)
        self.mlp = nn.Sequential(nn.Linear(dim, hidden), nn.ReLU(), nn.Linear(hidden, dim))

    def forward(self, ids):
        e = self.emb(ids)
        return F.normalize(e + self.mlp(e), dim=-1)


class TwoTower(nn.Module):
    def __init__(self, n_users, n_items, dim=32, hidden=64, temperature=0.1):
        super().__init__()
        self.users = Tower(n_users, dim, hidden)
        self.items = Tower(n_items, dim, hidden)
        self.temperature = temperature

    def forward(self, u, i):
        return self.users(u) @ self.items(i).t() / self.temperature
