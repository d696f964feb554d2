"""Accelerated light-ageing of paint swatches.

Each swatch gets a dose in 12 wavelength bands (350-700 nm), a relative
humidity and a pigment family. Target: colour change dE00 after the run.
"""
import torch

BANDS = tuple(range(350, 710, 30))
FAMILIES = ("lake", "azo", "earth", "ultramarine")
# how strongly each family responds to short wavelengths
_SENSITIVITY = torch.tensor([1.6, 1.1, 0.15, 0.4])


def ageing_runs(n, generator):
    wl = torch.tensor(BANDS, dtype=torch.float32)
    dose = torch.rand(n, len(BANDS), generator=generator) * 4.0
    rh = 30 + 40 * torch.rand(n, 1, generator=generator)
    fam = torch.randint(0, len(FAMILIES), (n,), generator=generator)
    spectral_weight = torch.exp(-(wl - 350) / 90.0)
    effective = (dose * spectral_weight).sum(1, keepdim=True)
    k = _SENSITIVITY[fam].unsqueeze(1) * (1 + (rh - 50) / 80)
    delta_e = 8.0 * (1 - torch.exp(-0.25 * k * effective))
    delta_e = delta_e + 0.2 * torch.randn(n, 1, generator=generator)
    onehot = torch.nn.functional.one_hot(fam, len(FAMILIES)).float()
    return dose, torch.cat([rh / 100, onehot], dim=1), delta_e.squeeze(1)
