"""Shared-MLP point encoder with max and mean pooling."""
import torch
import torch.nn as nn


class ScanEncoder(nn.Module):
    def __init__(self, latent=64):
        super().__init__()
        self.point_mlp = nn.Sequential(nn.Linear(3, 32), nn.ReLU(), nn.Linear(32, 64), nn.ReLU(), nn.Linear(64, latent))

    def forward(self, pts):
        f = self.point_mlp(pts)
        return torch.cat([f.max(dim=1).values, f.mean(dim=1)], -1)
