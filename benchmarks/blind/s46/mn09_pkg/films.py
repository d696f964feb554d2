"""Synthetic reflectance spectra of soap-bubble films.

White light reflected from a soap film of thickness d interferes with itself: the reflectance
oscillates in wavenumber with period ~ 1 / (2 n d).  As a bubble drains the film thins, so the
label is a thickness bin (thick / medium / thin / almost-popping black film).
"""
import numpy as np
import torch

N_WATER = 1.33


def film_spectra(n, n_bins=64, seed=0):
    rng = np.random.default_rng(seed)
    cls = rng.integers(0, 4, size=n)
    thickness = np.choose(cls, [900.0, 600.0, 350.0, 120.0]) * rng.uniform(0.85, 1.15, size=n)
    wavelength = np.linspace(400.0, 700.0, n_bins)[None, :]
    phase = 4 * np.pi * N_WATER * thickness[:, None] / wavelength + np.pi
    refl = 0.5 * (1 - np.cos(phase)) * rng.uniform(0.7, 1.0, size=(n, 1))
    refl += 0.05 * rng.standard_normal(refl.shape)
    return torch.tensor(refl, dtype=torch.float32), torch.tensor(cls, dtype=torch.long)


def spectral_views(x):
    """Two views: random illuminant tilt, gain and noise."""
    ramp = torch.linspace(-1.0, 1.0, x.size(1))

    def one():
        tilt = 0.15 * torch.randn(x.size(0), 1) * ramp
        gain = 1.0 + 0.1 * torch.randn(x.size(0), 1)
        return x * gain + tilt + 0.03 * torch.randn_like(x)
    return one(), one()
