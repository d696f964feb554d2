"""Synthetic reflectance spectra of harvested cranberries (16 bands), few labelled for rot.

Classes: sound, field rot, storage rot. Most berries on the sorting line are unlabelled.
"""
import torch

BANDS = 16
CLASSES = ("sound", "field_rot", "storage_rot")


def spectra(n, generator):
    label = torch.randint(0, len(CLASSES), (n,), generator=generator)
    wl = torch.linspace(0.0, 1.0, BANDS)
    red = torch.exp(-((wl - 0.55) / 0.12) ** 2)
    water = torch.exp(-((wl - 0.9) / 0.05) ** 2)
    brown = 1.0 - wl
    shapes = torch.stack([red, 0.6 * red + 0.5 * brown, 0.7 * red + 0.4 * water])
    ripeness = 0.8 + 0.4 * torch.rand(n, 1, generator=generator)
    x = ripeness * shapes[label] + 0.25 * torch.randn(n, BANDS, generator=generator)
    return x, label


def weak_view(x, generator):
    return x + 0.05 * torch.randn(x.shape, generator=generator)


def strong_view(x, generator):
    gain = 1.0 + 0.2 * torch.randn(len(x), 1, generator=generator)
    shift = 0.1 * torch.randn(len(x), 1, generator=generator)
    return gain * x + shift + 0.15 * torch.randn(x.shape, generator=generator)
