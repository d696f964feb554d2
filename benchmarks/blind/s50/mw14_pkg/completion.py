"""Completion network: global code -> coarse full cloud (fully-connected decoder)."""
import torch.nn as nn

from .encoder import ScanEncoder


class BallCompleter(nn.Module):
    def __init__(self, n_out=192, latent=64):
        super().__init__()
        self.n_out = n_out
        self.encoder = ScanEncoder(latent)
        self.decoder = nn.Sequential(nn.Linear(2 * latent, 256), nn.ReLU(), nn.Linear(256, 3 * n_out))

    def forward(self, partial):
        return self.decoder(self.encoder(partial)).view(-1, self.n_out, 3)
