"""Synthetic press runs: ink recipe + press settings -> spectral reflectance of the patch."""
import torch

INKS = ("cyan", "magenta", "yellow", "black", "extender")
BANDS = torch.linspace(400, 700, 16)


def _bump(centre, width, height):
    return height * torch.exp(-0.5 * ((BANDS - centre) / width) ** 2)


TRUE_K = torch.stack([
    _bump(620, 60, 2.2) + 0.05,
    _bump(540, 40, 2.0) + 0.05,
    _bump(440, 35, 2.4) + 0.04,
    torch.full_like(BANDS, 2.8),
    torch.full_like(BANDS, 0.01),
])
TRUE_S = torch.tensor([0.8, 0.8, 0.9, 0.7, 1.2])


def reflectance(recipe, settings):
    k = recipe @ TRUE_K + 1e-3
    s = (recipe @ TRUE_S)[:, None] + 1e-3
    ks = k / s
    r_inf = 1 + ks - torch.sqrt(ks * ks + 2 * ks)
    anilox, speed = settings[:, :1], settings[:, 1:]
    film = 1.0 + 0.25 * anilox - 0.1 * speed
    return r_inf ** film


def press_run(n, generator=None):
    recipe = torch.distributions.Dirichlet(torch.full((len(INKS),), 0.6)).sample((n,))
    settings = torch.randn(n, 2, generator=generator)
    refl = reflectance(recipe, settings)
    refl = (refl + 0.01 * torch.randn(refl.shape, generator=generator)).clamp(0.0, 1.0)
    return recipe, settings, refl
