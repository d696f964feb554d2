"""Synthetic near-infrared reflectance spectra (1100-2500 nm, 141 bands) of hard cheese wheels.

Ripening changes the water band (~1450/1940 nm), protein breakdown the N-H bands (~2050/2180 nm)
and fat the C-H bands (~1210/1730 nm). Targets: age in months and instrumental firmness (N).
"""
import torch

WAVELENGTHS = torch.linspace(1100, 2500, 141)
BANDS = {"water": (1450.0, 1940.0), "protein": (2050.0, 2180.0), "fat": (1210.0, 1730.0)}


def _peaks(centres, width):
    return sum(torch.exp(-0.5 * ((WAVELENGTHS - c) / width) ** 2) for c in centres)


def wheels(n, generator):
    age = 2 + 22 * torch.rand(n, generator=generator)
    fat = 0.28 + 0.05 * torch.rand(n, generator=generator)
    water = 0.42 - 0.008 * age + 0.02 * torch.randn(n, generator=generator)
    proteolysis = 0.02 * age + 0.05 * torch.randn(n, generator=generator)
    firmness = 20 + 1.4 * age - 60 * (water - 0.3) + 3 * torch.randn(n, generator=generator)
    absorb = (water[:, None] * _peaks(BANDS["water"], 40)
              + fat[:, None] * _peaks(BANDS["fat"], 30)
              + 0.3 * proteolysis[:, None] * _peaks(BANDS["protein"], 35))
    baseline = (0.2 + 0.1 * torch.rand(n, 1, generator=generator)
                + 0.05 * torch.rand(n, 1, generator=generator) * (WAVELENGTHS - 1100) / 1400)
    spectra = baseline + absorb + 0.004 * torch.randn(n, WAVELENGTHS.numel(), generator=generator)
    targets = torch.stack([age / 24, firmness / 50], dim=1)
    return spectra, targets
