import torch
import torch.nn as nn

from .sparsemax import sparsemax


class LoafModel(nn.Module):
    def __init__(self, n_ingredients, dim=24):
        super().__init__()
        self.embed = nn.Embedding(n_ingredients, dim, padding_idx=0)
        self.amount = nn.Linear(1, dim)
        self.score = nn.Sequential(nn.Linear(2 * dim, dim), nn.Tanh(), nn.Linear(dim, 1))
        self.value = nn.Linear(2 * dim, dim)
        self.head = nn.Sequential(nn.Linear(dim, 32), nn.GELU(), nn.Linear(32, 1))

    def attend(self, ids, pct):
        present = (ids != 0).float()
        tokens = torch.cat([self.embed(ids), self.amount(torch.log1p(pct).unsqueeze(-1))], dim=-1)
        scores = self.score(tokens).squeeze(-1) - 30.0 * (1 - present)
        weights = sparsemax(scores)
        weights.mul_(present)                      # padding slots must never get mass
        return weights, self.value(tokens)

    def forward(self, ids, pct):
        weights, values = self.attend(ids, pct)
        pooled = (weights.unsqueeze(-1) * values).sum(dim=1)
        return self.head(pooled).squeeze(-1), weights
