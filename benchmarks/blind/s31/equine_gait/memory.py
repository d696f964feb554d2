"""Class prototypes in embedding space, trained by their own optimiser."""
import torch
from torch import nn


class PrototypeMemory(nn.Module):
    def __init__(self, classes, dim, temperature=1.0):
        super().__init__()
        self.centres = nn.Parameter(torch.randn(classes, dim) * 0.5)
        self.temperature = temperature

    def logits(self, z):
        return -torch.cdist(z, self.centres).pow(2) / self.temperature

    def pull(self, z, labels):
        return (z.detach() - self.centres[labels]).pow(2).sum(dim=1).mean()

    def spread(self):
        gaps = torch.pdist(self.centres.detach())
        return gaps.min().item(), gaps.mean().item()
