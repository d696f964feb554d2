import torch
import torch.nn as nn


class LearnedAugmenter(nn.Module):
    """Produces a bounded channel-mixing + additive perturbation of each trial."""

    def __init__(self, channels=4, length=128, budget=0.3):
        super().__init__()
        self.budget = budget
        self.mix = nn.Parameter(torch.zeros(channels, channels))
        self.noise_net = nn.Sequential(
            nn.Conv1d(channels, 16, 7, padding=3), nn.Tanh(), nn.Conv1d(16, channels, 7, padding=3))

    def forward(self, x):
        mixing = torch.eye(x.shape[1]) + self.budget * torch.tanh(self.mix)
        return torch.einsum("ij,bjt->bit", mixing, x) + self.budget * torch.tanh(self.noise_net(x))
