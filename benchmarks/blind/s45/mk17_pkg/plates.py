import torch
from torch.utils.data import DataLoader, TensorDataset

INPUTS = ("thickness_mm", "density", "E_long_GPa", "E_cross_GPa", "lower_bout_mm", "upper_bout_mm",
          "brace_height_mm", "x_brace")
MODES = ("ring_hz", "x_dipole_hz", "cross_dipole_hz")


def carved_tops(n=3000, seed=0):
    """Free-plate tap-tone modes (Chladni ring / dipoles) of spruce guitar tops."""
    g = torch.Generator().manual_seed(seed)
    u = lambda lo, hi: lo + (hi - lo) * torch.rand(n, generator=g)  # noqa: E731
    t, rho, el, ec = u(2.3, 3.2), u(0.36, 0.48), u(9.0, 15.0), u(0.6, 1.2)
    lower, upper, brace = u(360, 400), u(270, 300), u(10, 16)
    x_brace = (torch.rand(n, generator=g) < 0.6).float()
    stiff = t * (el / rho) ** 0.5 / 1000
    ring = 32000 * stiff * (380 / lower) ** 2 * (1 + 0.012 * (brace - 13)) * (1 + 0.04 * x_brace)
    x_dipole = 0.62 * ring * (ec / el * 12) ** 0.35 * (290 / upper)
    cross = 0.45 * ring * (el / ec / 14) ** 0.3 * (1 - 0.05 * x_brace)
    y = torch.stack([ring, x_dipole, cross], 1) * (1 + 0.015 * torch.randn(n, 3, generator=g))
    x = torch.stack([t, rho, el, ec, lower, upper, brace, x_brace], 1)
    return (x - x.mean(0)) / x.std(0), y


def loaders(batch_size=64):
    x, y = carved_tops()
    return (DataLoader(TensorDataset(x[:2500], y[:2500]), batch_size=batch_size, shuffle=True),
            DataLoader(TensorDataset(x[2500:], y[2500:]), batch_size=500))
