import torch
from torch.utils.data import DataLoader, TensorDataset

COLUMNS = ("hydration_pct", "fat_pct", "rest_min", "dough_temp_c", "platen_temp_c",
           "press_force_kN", "dwell_s", "ball_g")


def pressings(n=5000, seed=0):
    """Tortilla line: dough ball + hot-press settings -> pressed thickness and diameter."""
    g = torch.Generator().manual_seed(seed)
    u = lambda lo, hi: lo + (hi - lo) * torch.rand(n, generator=g)  # noqa: E731
    hyd, fat, rest = u(45, 60), u(5, 15), u(5, 60)
    dtemp, ptemp, force, dwell, ball = u(24, 36), u(180, 230), u(5, 25), u(0.8, 2.5), u(35, 55)
    relax = 1 - 0.35 * torch.exp(-rest / 20) * (1 - (hyd - 45) / 30)
    spread = (force * dwell) ** 0.4 * (1 + 0.02 * (hyd - 50)) * (1 + 0.015 * (fat - 10)) * relax
    spread = spread * (1 + 0.004 * (dtemp - 30)) * (1 - 0.001 * (ptemp - 200))
    diameter = 10.5 * spread ** 0.5 * (ball / 45) ** 0.33
    thickness = ball / (3.1416 * (diameter / 2) ** 2 * 0.95) * 10 * (1 + 0.15 * (ptemp > 215).float())
    y = torch.stack([thickness, diameter], 1)
    y = y * (1 + 0.02 * torch.randn(n, 2, generator=g))
    x = torch.stack([hyd, fat, rest, dtemp, ptemp, force, dwell, ball], 1)
    return x, y


def loaders(batch_size):
    x, y = pressings()
    x = (x - x.mean(0)) / x.std(0)
    tr, va = slice(0, 4000), slice(4000, None)
    return (DataLoader(TensorDataset(x[tr], y[tr]), batch_size=batch_size, shuffle=True),
            DataLoader(TensorDataset(x[va], y[va]), batch_size=1000))
