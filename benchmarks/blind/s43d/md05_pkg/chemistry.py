"""Synthetic trace-element profiles (log10 ppm) of rubies from five deposits."""
import torch

ORIGINS = ["Mogok", "Thai-Cambodian", "Madagascar", "Mozambique", "Sri Lanka"]
ELEMENTS = ["Cr", "Fe", "Ga", "V", "Ti", "Mg", "Si"]

# rough deposit signatures: marble-hosted (low Fe) vs basalt-related (high Fe)
_CENTRES = torch.tensor([
    [3.6, 1.9, 1.7, 2.3, 1.9, 1.6, 2.0],
    [3.1, 3.6, 1.6, 1.1, 1.6, 1.4, 2.1],
    [3.3, 3.0, 1.8, 1.5, 1.7, 1.3, 2.0],
    [3.4, 3.2, 1.5, 1.4, 1.4, 1.7, 2.2],
    [3.0, 2.6, 1.9, 1.7, 2.2, 1.5, 2.1],
])


def sample_stones(n, gen):
    origin = torch.randint(0, len(ORIGINS), (n,), generator=gen)
    x = _CENTRES[origin] + 0.28 * torch.randn(n, len(ELEMENTS), generator=gen)
    return x, origin
