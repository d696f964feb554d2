import torch
import torch.nn as nn


class TabularNet(nn.Module):
    def __init__(self, cardinalities, n_num, emb_dim=6, hidden=64):
        super().__init__()
        self.embs = nn.ModuleList(nn.Embedding(c, emb_dim) for c in cardinalities)
        self.mlp = nn.Sequential(
            nn.Linear(emb_dim * len(cardinalities) + n_num, hidden), nn.ReLU(),
            nn.Linear(hidden, 1),
        )

    def forward(self, cats, nums):
        parts = [emb(cats[:, i]) for i, emb in enumerate(self.embs)]
        return self.mlp(torch.cat(parts + [nums], dim=1)).squeeze(1)
