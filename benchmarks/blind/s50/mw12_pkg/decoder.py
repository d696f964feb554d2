"""Folding decoder: deforms a fixed 2-D grid into the shell surface."""
import torch
import torch.nn as nn


class FoldDecoder(nn.Module):
    def __init__(self, latent=32, n_out=256, width=96):
        super().__init__()
        side = int(n_out ** 0.5)
        u, v = torch.meshgrid(torch.linspace(-1, 1, side), torch.linspace(-1, 1, side), indexing="ij")
        self.register_buffer("grid", torch.stack([u.flatten(), v.flatten()], -1))
        self.fold = nn.Sequential(nn.Linear(latent + 2, width), nn.ReLU(), nn.Linear(width, width), nn.ReLU(),
                                  nn.Linear(width, 3))

    def forward(self, z):
        g = self.grid.expand(z.shape[0], -1, -1)
        return self.fold(torch.cat([z[:, None].expand(-1, g.shape[1], -1), g], -1))
