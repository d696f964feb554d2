import torch.nn as nn
import torch.nn.functional as F

from .spectra import N_BANDS, STAGES


class SpectralEncoder(nn.Module):
    def __init__(self, width=64):
        super().__init__()
        self.proj_in = nn.Linear(N_BANDS, width)
        self.mix = nn.Linear(width, width)
        self.mix2 = nn.Linear(width, width)
        self.head = nn.Linear(width, len(STAGES))

    def features(self, x):
        h = F.gelu(self.proj_in(x))
        h = h + F.gelu(self.mix(h))
        return h + F.gelu(self.mix2(h))

    def forward(self, x):
        return self.head(self.features(x))
