"""PointNet encoder: shared per-point MLP blocks and symmetric pooling."""
import torch
import torch.nn as nn


class ShellEncoder(nn.Module):
    def __init__(self, widths=(3, 32, 64, 96), latent=32):
        super().__init__()
        self.spec = {"pool": "max", "widths": list(widths)}
        self.blocks = nn.ModuleList(
            nn.Sequential(nn.Conv1d(a, b, 1), nn.BatchNorm1d(b), nn.ReLU()) for a, b in zip(widths[:-1], widths[1:]))
        self.to_latent = nn.Linear(widths[-1], latent)

    def forward(self, pts):
        x = pts.transpose(1, 2)
        for block in self.blocks:
            x = block(x)
        pooled = x.max(dim=2).values if self.spec["pool"] == "max" else x.mean(dim=2)
        return self.to_latent(pooled)
