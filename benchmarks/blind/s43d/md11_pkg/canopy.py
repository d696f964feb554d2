"""Synthetic 24-band canopy reflectance of four mangrove genera (plus illumination effects)."""
import torch

SPECIES = ["Rhizophora", "Avicennia", "Sonneratia", "Bruguiera"]
N_BANDS = 24


def _signature(k, wl):
    red_edge = 0.55 + 0.03 * k
    nir = 0.35 + 0.06 * ((k * 7) % 4)
    green = 0.08 + 0.02 * ((k * 3) % 4)
    return (green * torch.exp(-((wl - 0.22) / 0.07) ** 2)
            + nir * torch.sigmoid((wl - red_edge) / 0.03)
            - 0.05 * (k % 2) * torch.exp(-((wl - 0.85) / 0.05) ** 2))


def fly_transect(n, gen):
    wl = torch.linspace(0, 1, N_BANDS)
    sigs = torch.stack([_signature(k, wl) for k in range(len(SPECIES))])
    y = torch.randint(0, len(SPECIES), (n,), generator=gen)
    illum = 0.7 + 0.6 * torch.rand(n, 1, generator=gen)
    x = sigs[y] * illum + 0.035 * torch.randn(n, N_BANDS, generator=gen)
    return x, y
