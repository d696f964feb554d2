import torch


def endmember_library(bands=40, k=3, seed=0):
    g = torch.Generator().manual_seed(seed)
    wl = torch.linspace(0, 1, bands)
    centres = torch.rand(k, 1, generator=g)
    spectra = 0.2 + 0.8 * torch.exp(-((wl - centres) ** 2) / 0.05)
    return spectra                      # (k, bands), non-negative


def synthetic_scene(n_pixels=1024, bands=40, k=3, snr_noise=0.01, seed=0):
    g = torch.Generator().manual_seed(seed)
    E = endmember_library(bands, k, seed)
    alpha = torch.distributions.Dirichlet(torch.full((k,), 0.4)).sample((n_pixels,))
    pixels = alpha @ E + snr_noise * torch.randn(n_pixels, bands, generator=g)
    return pixels.clamp(min=0), alpha, E
