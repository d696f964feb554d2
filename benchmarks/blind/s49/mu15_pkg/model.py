import torch
from torch import nn

from .frontend import N_FFT


class CausalPurrNet(nn.Module):
    def __init__(self, hidden=64):
        super().__init__()
        n_freq = N_FFT // 2 + 1
        self.inp = nn.Linear(n_freq, hidden)
        self.gru = nn.GRU(hidden, hidden, num_layers=2, batch_first=True)
        self.out = nn.Linear(hidden, n_freq)

    def forward(self, mag, state=None):
        z, state = self.gru(torch.tanh(self.inp(torch.log1p(mag))), state)
        return torch.sigmoid(self.out(z)), state
