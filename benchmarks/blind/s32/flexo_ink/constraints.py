"""Constraints applied to a layer after every optimiser step."""
import torch


class NonNegative:
    """Absorption coefficients are physical quantities and cannot go below zero."""

    def __init__(self, attribute="weight", floor=0.0):
        self.attribute = attribute
        self.floor = floor

    def __call__(self, module):
        tensor = getattr(module, self.attribute)
        tensor.clamp_(min=self.floor)


class MaxNorm:
    def __init__(self, max_norm=3.0, attribute="weight"):
        self.max_norm = max_norm
        self.attribute = attribute

    @torch.no_grad()
    def __call__(self, module):
        tensor = getattr(module, self.attribute)
        norms = tensor.norm(dim=1, keepdim=True).clamp(min=1e-8)
        tensor.mul_(torch.clamp(self.max_norm / norms, max=1.0))
