import torch
from torch import nn


class SpikeCoder(nn.Module):
    def __init__(self, samples, atoms, hidden=64):
        super().__init__()
        self.encoder = nn.Sequential(nn.Linear(samples, hidden), nn.Tanh(), nn.Linear(hidden, atoms))
        self.threshold = nn.Parameter(torch.full((atoms,), 0.1))
        self.atoms = nn.Parameter(torch.randn(atoms, samples) / samples ** 0.5)

    def encode(self, snippets):
        return torch.relu(self.encoder(snippets) - self.threshold)

    def forward(self, snippets):
        codes = self.encode(snippets)
        return codes @ self.atoms, codes
