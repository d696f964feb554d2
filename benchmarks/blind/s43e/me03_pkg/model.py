import torch
import torch.nn as nn


class SalesNet(nn.Module):
    def __init__(self, n_items, n_stores, n_num, emb_dim, hidden):
        super().__init__()
        self.item_emb = nn.Embedding(n_items, emb_dim)
        self.store_emb = nn.Embedding(n_stores, 3)
        self.dow_emb = nn.Embedding(7, 3)
        self.mlp = nn.Sequential(
            nn.Linear(n_num + emb_dim + 6, hidden), nn.ReLU(),
            nn.Linear(hidden, hidden // 2), nn.ReLU(),
            nn.Linear(hidden // 2, 1),
        )

    def forward(self, num, ids):
        z = torch.cat([num, self.item_emb(ids[:, 0]), self.store_emb(ids[:, 1]), self.dow_emb(ids[:, 2])], 1)
        return self.mlp(z).squeeze(1)          # log of the expected count
