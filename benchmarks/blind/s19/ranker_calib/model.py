import torch
import torch.nn as nn


class FactorizationMachine(nn.Module):
    def __init__(self, n_users, n_items, k=8):
        super().__init__()
        self.user = nn.Embedding(n_users, k)
        self.item = nn.Embedding(n_items, k)
        self.user_bias = nn.Embedding(n_users, 1)
        self.item_bias = nn.Embedding(n_items, 1)
        self.global_bias = nn.Parameter(torch.zeros(1))
        for emb in (self.user, self.item):
            nn.init.normal_(emb.weight, std=0.1)
        for emb in (self.user_bias, self.item_bias):
            nn.init.zeros_(emb.weight)

    def forward(self, users, items):
        inter = (self.user(users) * self.item(items)).sum(1)
        return inter + self.user_bias(users).squeeze(1) + self.item_bias(items).squeeze(1) + self.global_bias
