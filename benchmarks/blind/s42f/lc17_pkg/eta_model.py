"""Shared trunk with an ETA head (minutes) and a late-risk head (logit)."""
import torch
import torch.nn.functional as F
from torch import nn

from .orders import N_RESTAURANTS, VEHICLES


class EtaNet(nn.Module):
    def __init__(self, width=64):
        super().__init__()
        self.restaurant = nn.Embedding(N_RESTAURANTS, 8)
        self.hour = nn.Embedding(24, 4)
        self.vehicle = nn.Embedding(len(VEHICLES), 3)
        self.trunk = nn.Sequential(nn.Linear(8 + 4 + 3 + 4, width), nn.ReLU(), nn.Linear(width, width), nn.ReLU())
        self.eta_head = nn.Linear(width, 1)
        self.late_head = nn.Linear(width, 1)
        nn.init.constant_(self.eta_head.bias, 25.0)

    def forward(self, b):
        h = self.trunk(torch.cat([self.restaurant(b["restaurant"]), self.hour(b["hour"]),
                                  self.vehicle(b["vehicle"]), b["x"]], dim=1))
        return {"minutes": F.softplus(self.eta_head(h)).squeeze(1), "late_logit": self.late_head(h).squeeze(1)}
