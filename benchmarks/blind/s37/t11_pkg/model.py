import torch
from torch import nn


class BiasedMF(nn.Module):
    def __init__(self, n_users, n_items, rank):
        super().__init__()
        self.user = nn.Embedding(n_users, rank)
        self.item = nn.Embedding(n_items, rank)
        self.user_bias = nn.Embedding(n_users, 1)
        self.item_bias = nn.Embedding(n_items, 1)
        self.global_bias = nn.Parameter(torch.tensor(3.0))
        for emb in (self.user, self.item):
            nn.init.normal_(emb.weight, std=0.1)
        for emb in (self.user_bias, self.item_bias):
            nn.init.zeros_(emb.weight)

    def forward(self, u, i):
        dot = (self.user(u) * self.item(i)).sum(1)
        return dot + self.user_bias(u).squeeze(1) + self.item_bias(i).squeeze(1) + self.global_bias
