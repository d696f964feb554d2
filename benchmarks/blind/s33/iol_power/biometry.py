"""Pre-operative biometry of cataract patients and the IOL power that gave
the intended post-operative refraction (a thin-lens vergence model with a
personalised effective lens position, plus measurement noise).
"""
import torch

COLUMNS = ("axial_mm", "k_mean_d", "acd_mm", "lens_mm", "wtw_mm", "target_d")


def vergence_power(axial, k, elp, target, n=1.336):
    axial_m, elp_m = axial / 1000, elp / 1000
    k_eff = k + target
    return n / (axial_m - elp_m) - n / (n / k_eff - elp_m)


def cohort(n, generator):
    axial = 23.5 + 1.2 * torch.randn(n, generator=generator)
    k = 43.5 + 1.5 * torch.randn(n, generator=generator)
    acd = 3.1 + 0.35 * torch.randn(n, generator=generator)
    lens = 4.6 + 0.3 * torch.randn(n, generator=generator)
    wtw = 11.8 + 0.4 * torch.randn(n, generator=generator)
    target = -0.5 * (torch.rand(n, generator=generator) < 0.3).float()
    elp = 0.62 * acd + 0.3 * lens + 0.25 * (wtw - 11.8) + 0.9
    power = vergence_power(axial, k, elp, target)
    power = power + 0.25 * torch.randn(n, generator=generator)
    x = torch.stack([axial, k, acd, lens, wtw, target], dim=1)
    return x, power
