"""Synthetic ale fermentations: wort and process settings -> end-of-fermentation measurements."""
import torch

INPUTS = ("original_gravity", "mash_temp", "pitch_rate", "ferm_temp", "oxygen_ppm", "days")
TARGETS = ("final_gravity", "ph", "abv", "diacetyl")


def fermentations(n, generator):
    u = torch.rand(n, len(INPUTS), generator=generator)
    og = 1.040 + 0.040 * u[:, 0]
    attenuation = 0.68 + 0.12 * (1 - u[:, 1]) + 0.05 * u[:, 2] + 0.04 * u[:, 5]
    fg = og - (og - 1.0) * attenuation
    abv = (og - fg) * 131.25
    ph = 4.6 - 0.3 * u[:, 3] - 0.2 * u[:, 2] + 0.1 * u[:, 4]
    diacetyl = 0.15 * torch.exp(-3.0 * u[:, 5]) * (1 + u[:, 3]) / (0.5 + u[:, 2])
    y = torch.stack([(fg - 1.0) * 1000, ph, abv, diacetyl * 10], dim=1)
    y = y + 0.05 * torch.randn(n, len(TARGETS), generator=generator)
    return u, y


def shuffled(x, y, size):
    order = torch.randperm(len(y))
    for i in range(0, len(order), size):
        yield x[order[i:i + size]], y[order[i:i + size]]
