import torch
from torch import nn


class MixingModel(nn.Module):
    """Each spring's water is a convex mixture of non-negative end-member compositions."""

    def __init__(self, n_springs, n_members, n_species, generator=None):
        super().__init__()
        shares = torch.rand(n_springs, n_members, generator=generator)
        self.shares = nn.Parameter(shares / shares.sum(dim=1, keepdim=True))
        self.members = nn.Parameter(50.0 * torch.rand(n_members, n_species, generator=generator))

    def forward(self, spring):
        return (self.shares[spring] @ self.members).clamp(min=0.0).log1p()
