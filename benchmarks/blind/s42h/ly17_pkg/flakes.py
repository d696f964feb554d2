"""'Real' data: ratios of the six arm lengths of photographed snow crystals (sorted, normalised).

Dendrites grow almost symmetrically; a minority are lopsided (grew near a surface).
"""
import torch


def real_flakes(n, g=None):
    sym = 1.0 + 0.05 * torch.randn(n, 6, generator=g)
    lopsided = torch.rand(n, 1, generator=g) < 0.3
    skew = torch.tensor([1.35, 1.2, 1.0, 0.9, 0.8, 0.7])
    arms = torch.where(lopsided, sym * skew, sym)
    arms, _ = arms.sort(dim=1, descending=True)
    return arms / arms.mean(dim=1, keepdim=True)
