import torch
import torch.nn as nn


class EndmemberDecoder(nn.Module):
    def __init__(self, k, bands):
        super().__init__()
        self.endmembers = nn.Parameter(torch.rand(k, bands))

    def forward(self, abundances):
        return abundances @ self.endmembers


class UnmixingAutoencoder(nn.Module):
    def __init__(self, bands, k, hidden=64):
        super().__init__()
        self.encoder = nn.Sequential(nn.Linear(bands, hidden), nn.LeakyReLU(0.1), nn.Linear(hidden, k))
        self.decoder = EndmemberDecoder(k, bands)

    def abundances(self, x):
        return torch.softmax(self.encoder(x), dim=-1)   # non-negative, sum-to-one

    def forward(self, x):
        return self.decoder(self.abundances(x))
