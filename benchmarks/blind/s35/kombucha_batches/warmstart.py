"""Warm starting between monthly rounds (shrink and perturb, Ash & Adams 2020)."""
import torch


class ShrinkPerturb:
    def __init__(self, shrink=0.5, sigma=0.02, seed=11):
        self.shrink = shrink
        self.sigma = sigma
        self.generator = torch.Generator().manual_seed(seed)

    def __call__(self, model):
        for param in model.parameters():
            noise = torch.randn(param.shape, generator=self.generator) * self.sigma
            param.mul_(self.shrink).add_(noise)
