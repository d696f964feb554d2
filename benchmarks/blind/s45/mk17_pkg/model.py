import torch
from torch import nn


class TapToneNet(nn.Module):
    """Predicts log-frequencies of the three free-plate modes."""

    def __init__(self, n_in, n_modes, width=64):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(n_in, width), nn.Tanh(), nn.Linear(width, width), nn.Tanh())
        self.modes = nn.Linear(width, n_modes)

    def forward(self, x):
        return self.modes(self.body(x))

    @staticmethod
    def to_hz(log_f, reference):
        return torch.exp(log_f) * reference
