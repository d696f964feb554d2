import torch.nn as nn

from .interferometry import N_PROBES, N_ZERNIKE


class ZernikeFitter(nn.Module):
    def __init__(self, hidden=64):
        super().__init__()
        self.layers = nn.Sequential(nn.Linear(N_PROBES, hidden), nn.GELU(), nn.LayerNorm(hidden),
                                    nn.Linear(hidden, hidden), nn.GELU(), nn.Linear(hidden, N_ZERNIKE))

    def forward(self, h):
        return self.layers(h)
