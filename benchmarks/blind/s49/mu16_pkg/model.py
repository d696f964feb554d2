import torch
from torch import nn

from .chunks import N_FFT


class CrackEnhancer(nn.Module):
    def __init__(self, hidden=96):
        super().__init__()
        n_freq = N_FFT // 2 + 1
        self.net = nn.Sequential(nn.Conv1d(n_freq, hidden, 3, padding=1), nn.ELU(),
                                 nn.Conv1d(hidden, hidden, 3, padding=1), nn.ELU(),
                                 nn.Conv1d(hidden, n_freq, 1))

    def forward(self, spec):
        mask = torch.sigmoid(self.net(torch.log1p(spec.abs())))
        return spec * mask
