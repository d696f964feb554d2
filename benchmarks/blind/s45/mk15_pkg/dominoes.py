import torch
from torch.utils.data import DataLoader, TensorDataset

FEATURES = ("spacing_mm", "height_mm", "thickness_mm", "width_mm", "mass_g", "friction", "floor_hardness")


def topple_runs(n=5000, seed=0):
    """Measured propagation speed (m/s) of a toppling wave along a straight domino line."""
    g = torch.Generator().manual_seed(seed)
    height = 30 + 40 * torch.rand(n, generator=g)
    spacing = height * (0.15 + 0.7 * torch.rand(n, generator=g))
    thick = 5 + 5 * torch.rand(n, generator=g)
    width = height * (0.4 + 0.1 * torch.rand(n, generator=g))
    mass = 0.55 * height * thick * width / 1000
    mu = 0.1 + 0.4 * torch.rand(n, generator=g)
    floor = torch.rand(n, generator=g)
    d = spacing / height
    speed = (9.81 * height / 1000).sqrt() * (1.2 + 2.0 * d - 1.6 * d ** 2) * (1 - 0.3 * mu) * (1 + 0.05 * floor)
    speed = speed * (1 - 0.5 * (thick / height)) * (1 + 0.02 * torch.randn(n, generator=g))
    x = torch.stack([spacing, height, thick, width, mass, mu, floor], 1)
    return (x - x.mean(0)) / x.std(0), speed.unsqueeze(1)


def loaders(batch_size=128):
    x, y = topple_runs()
    return (DataLoader(TensorDataset(x[:4000], y[:4000]), batch_size=batch_size, shuffle=True),
            DataLoader(TensorDataset(x[4000:], y[4000:]), batch_size=1000))
