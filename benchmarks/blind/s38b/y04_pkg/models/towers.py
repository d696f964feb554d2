import math

import torch
import torch.nn as nn
import torch.nn.functional as F


class UserTower(nn.Module):
    def __init__(self, n_users, dim):
        super().__init__()
        self.emb = nn.Embedding(n_users, dim)
        self.mlp = nn.Sequential(nn.Linear(dim, dim), nn.ReLU(), nn.Linear(dim, dim))

    def forward(self, u):
        return F.normalize(self.mlp(self.emb(u)), dim=-1)


class ItemTower(nn.Module):
    def __init__(self, n_items, dim):
        super().__init__()
        self.emb = nn.Embedding(n_items, dim)
        self.mlp = nn.Sequential(nn.Linear(dim, dim), nn.ReLU(), nn.Linear(dim, dim))

    def forward(self, i):
        return F.normalize(self.mlp(self.emb(i)), dim=-1)


class TwoTower(nn.Module):
    def __init__(self, n_users, n_items, dim):
        super().__init__()
        self.user = UserTower(n_users, dim)
        self.item = ItemTower(n_items, dim)
        self.log_temp = nn.Parameter(torch.tensor(math.log(0.07)))

    def forward(self, u, i):
        return self.user(u) @ self.item(i).t() / self.log_temp.exp()

