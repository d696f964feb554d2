"""Synthetic MALDI collagen-marker intensities for parchment folios.

Markers (m/z): 1105, 1192, 1427, 1580, 2131, 2883, 2999, 3017, 3033, 3093 (+ noise peaks).
"""
import torch

SPECIES = ["calf", "sheep", "goat"]
N_MARKERS = 14

_PROFILE = torch.tensor([
    [1.0, 0.2, 0.9, 0.1, 0.8, 0.7, 0.1, 0.6, 0.2, 0.5, 0.3, 0.3, 0.3, 0.3],
    [0.2, 1.0, 0.8, 0.7, 0.1, 0.6, 0.8, 0.1, 0.5, 0.4, 0.3, 0.3, 0.3, 0.3],
    [0.3, 0.9, 0.2, 0.8, 0.2, 0.5, 0.7, 0.2, 0.9, 0.4, 0.3, 0.3, 0.3, 0.3],
])


def sample_folios(n, gen, degradation=0.45):
    sp = torch.randint(0, len(SPECIES), (n,), generator=gen)
    decay = torch.rand(n, 1, generator=gen)                     # deamidation / poor storage
    x = _PROFILE[sp] * (1 - degradation * decay) + 0.25 * torch.randn(n, N_MARKERS, generator=gen)
    return x, sp
