import torch
from torch import nn


class Refiner(nn.Module):
    def __init__(self, channels=16):
        super().__init__()
        self.body = nn.Sequential(
            nn.Conv1d(1, channels, 5, padding=2),
            nn.LeakyReLU(0.2),
            nn.Conv1d(channels, channels, 5, padding=2),
            nn.LeakyReLU(0.2),
            nn.Conv1d(channels, 1, 1),
        )

    def forward(self, x):
        return x + self.body(x)


class LocalDiscriminator(nn.Module):
    """Scores overlapping patches of the signal, as in the SimGAN paper."""

    def __init__(self, channels=16):
        super().__init__()
        self.body = nn.Sequential(
            nn.Conv1d(1, channels, 7, stride=2, padding=3),
            nn.LeakyReLU(0.2),
            nn.Conv1d(channels, channels, 5, stride=2, padding=2),
            nn.LeakyReLU(0.2),
            nn.Conv1d(channels, 1, 1),
        )

    def forward(self, x):
        return self.body(x).flatten(1)


def build(channels):
    torch.manual_seed(0)
    return Refiner(channels), LocalDiscriminator(channels)
