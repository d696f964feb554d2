import torch
from torch import nn


class TripEnergyNet(nn.Module):
    def __init__(self, n_features, n_routes, emb_dim=4, hidden=48):
        super().__init__()
        self.route_emb = nn.Embedding(n_routes, emb_dim)
        self.body = nn.Sequential(
            nn.Linear(n_features + emb_dim, hidden),
            nn.SiLU(),
            nn.Linear(hidden, hidden),
            nn.SiLU(),
        )
        self.out = nn.Linear(hidden, 1)

    def forward(self, x, route):
        h = torch.cat([x, self.route_emb(route)], dim=1)
        return self.out(self.body(h)).squeeze(1)
