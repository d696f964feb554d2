import torch
from torch import nn


class SpeedNet(nn.Module):
    def __init__(self, n_cont, n_sails, hidden):
        super().__init__()
        self.sail_emb = nn.Embedding(n_sails, 8)
        self.mlp = nn.Sequential(
            nn.Linear(n_cont + 8, hidden), nn.SiLU(),
            nn.Linear(hidden, hidden), nn.SiLU(),
            nn.Linear(hidden, hidden), nn.SiLU(),
        )
        self.speed = nn.Linear(hidden, 1)

    def forward(self, cont, sail):
        h = self.mlp(torch.cat([cont, self.sail_emb(sail)], dim=-1))
        return nn.functional.softplus(self.speed(h)).squeeze(-1)
