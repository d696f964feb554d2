"""Synthetic per-frame skin-pattern descriptors from aquarium video of Octopus vulgaris.

Patterns: uniform, mottle, disruptive, passing cloud, deimatic (eye spots).
"""
import torch

PATTERNS = ["uniform", "mottle", "disruptive", "passing_cloud", "deimatic"]
N_DESC = 16


def frames(n, gen, noise=1.0):
    proto = torch.randn(len(PATTERNS), N_DESC, generator=torch.Generator().manual_seed(77))
    label = torch.randint(0, len(PATTERNS), (n,), generator=gen)
    contrast = 0.5 + torch.rand(n, 1, generator=gen)           # lighting / distance to camera
    x = proto[label] * contrast + noise * torch.randn(n, N_DESC, generator=gen)
    return x, label
