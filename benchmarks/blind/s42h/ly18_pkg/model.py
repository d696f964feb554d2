"""Run encoder (shared) + task heads."""
import torch
from torch import nn


class RunEncoder(nn.Module):
    def __init__(self, n_feat=4, width=32):
        super().__init__()
        self.per_run = nn.Sequential(nn.Linear(n_feat, width), nn.ReLU(), nn.Linear(width, width), nn.ReLU())

    def forward(self, runs):
        return self.per_run(runs).mean(dim=1)       # average over the waggle runs


class DanceModel(nn.Module):
    def __init__(self, encoder, n_out, width=32):
        super().__init__()
        self.encoder = encoder
        self.head = nn.Linear(width, n_out)

    def forward(self, runs):
        return self.head(self.encoder(runs))
