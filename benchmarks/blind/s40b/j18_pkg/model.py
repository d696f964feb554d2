"""Poisson GLM with a small nonlinear interaction block."""
import torch
from torch import nn


class VisitRate(nn.Module):
    def __init__(self, n_in: int = 5, hidden: int = 16):
        super().__init__()
        self.linear = nn.Linear(n_in, 1)
        self.interact = nn.Sequential(nn.Linear(n_in, hidden), nn.Tanh(), nn.Linear(hidden, 1))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return (self.linear(x) + self.interact(x)).squeeze(-1)     # log rate
