"""Synthetic tempermeter cooling curves of chocolate samples.

A tempermeter cools a sample cup and logs its temperature for 6 minutes. The slope around the
crystallisation plateau gives the temper index (about 4-6 for well-tempered chocolate); under-
tempered samples (too few form-V seeds) tend to bloom.
"""
import torch

SAMPLES = 120
RECIPE = ("cocoa_butter", "milk_fat", "temper_temp", "agitation")


def cooling_curve(ti, generator):
    n = ti.shape[0]
    t = torch.linspace(0, 6, SAMPLES)[None, :]
    base = 12 + 17 * torch.exp(-t / 1.6)
    plateau_at = 2.0 + 0.1 * torch.randn(n, 1, generator=generator)
    release = torch.sigmoid((t - plateau_at) * 6) * torch.exp(-(t - plateau_at).clamp(min=0) / 1.5)
    latent = (7.0 - ti)[:, None] * 0.6 * release
    noise = 0.05 * torch.randn(n, SAMPLES, generator=generator)
    return (base + latent + noise - 20) / 5


def batch_of_samples(n, generator):
    recipe = torch.rand(n, len(RECIPE), generator=generator)
    ti = (4.0 + 3.5 * recipe[:, 3] - 2.0 * (recipe[:, 2] - 0.5) ** 2 * 4
          - 1.2 * recipe[:, 1] + 0.3 * torch.randn(n, generator=generator))
    bloom = (ti < 4.2).float()
    return cooling_curve(ti, generator)[:, None, :], recipe, ti, bloom
