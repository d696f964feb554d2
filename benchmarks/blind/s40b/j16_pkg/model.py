"""Embedding + MLP regressor predicting log dwell days."""
import torch
from torch import nn

from .yard import N_CARRIERS


class DwellModel(nn.Module):
    def __init__(self, emb: int = 6, hidden: int = 32):
        super().__init__()
        self.carrier = nn.Embedding(N_CARRIERS, emb)
        self.weekday = nn.Embedding(7, 3)
        self.mlp = nn.Sequential(nn.Linear(emb + 3 + 3, hidden), nn.ReLU(), nn.Linear(hidden, hidden),
                                 nn.ReLU(), nn.Linear(hidden, 1))

    def forward(self, batch: dict) -> torch.Tensor:
        h = torch.cat([self.carrier(batch["carrier"]), self.weekday(batch["weekday"]), batch["flags"]], 1)
        return self.mlp(h).squeeze(-1)
