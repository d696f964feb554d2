import torch
import torch.nn as nn


def tower(in_dim, hidden):
    return nn.Sequential(nn.Linear(in_dim, hidden), nn.ReLU(), nn.Linear(hidden, 1))


class SharedBottom(nn.Module):
    def __init__(self, n_users, n_items, emb_dim=16, hidden=32, tasks=("ctr", "ctcvr")):
        super().__init__()
        self.user_emb = nn.Embedding(n_users, emb_dim)
        self.item_emb = nn.Embedding(n_items, emb_dim)
        self.bottom = nn.Sequential(
            nn.Linear(2 * emb_dim, hidden), nn.ReLU(),
            nn.Linear(hidden, hidden), nn.ReLU(),
        )
        self.towers = nn.ModuleDict({t: tower(hidden, hidden) for t in tasks})

    def forward(self, users, items):
        h = self.bottom(torch.cat([self.user_emb(users), self.item_emb(items)], dim=1))
        return {t: m(h).squeeze(1) for t, m in self.towers.items()}
