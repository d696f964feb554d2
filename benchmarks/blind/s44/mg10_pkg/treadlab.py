"""Synthetic wear-test panel: runners log their kilometres and the lab measures tread loss."""
import torch
from torch.utils.data import DataLoader, TensorDataset

STRIKE = ("heel", "midfoot", "forefoot")


def wear_panel(n, seed=0):
    g = torch.Generator().manual_seed(seed)
    u = lambda lo, hi: lo + (hi - lo) * torch.rand(n, generator=g)
    mass, pace, km, shore = u(48, 100), u(3.5, 7.5), u(50, 900), u(55, 75)
    strike = torch.randint(0, 3, (n,), generator=g)
    asphalt = torch.rand(n, generator=g)
    trail = (1 - asphalt) * torch.rand(n, generator=g)
    pronation = u(-1, 1)                                      # supination < 0 < overpronation
    base = km / 1000 * (mass / 70) ** 1.3 * (70 / shore) ** 2 * (0.6 + 0.9 * asphalt + 0.4 * trail)
    faster = (6.0 / pace) ** 0.8
    heel = base * faster * torch.tensor([2.2, 1.0, 0.4])[strike]
    fore = base * faster * torch.tensor([0.8, 1.2, 2.0])[strike]
    lateral = base * (1.0 - 0.6 * pronation) * 1.1
    y = torch.stack([heel, fore, lateral], 1) * torch.exp(0.08 * torch.randn(n, 3, generator=g))
    x = torch.cat([
        torch.stack([(mass - 74) / 15, (pace - 5.5) / 1.2, (km - 475) / 250, (shore - 65) / 6,
                     asphalt, trail, pronation], 1),
        torch.nn.functional.one_hot(strike, 3).float(),
    ], 1)
    return x, y


def build_loaders(n_train=2000, n_val=500, batch_size=32):
    x, y = wear_panel(n_train + n_val, seed=21)
    train = TensorDataset(x[:n_train], y[:n_train])
    val = TensorDataset(x[n_train:], y[n_train:])
    return DataLoader(train, batch_size=batch_size, shuffle=True), DataLoader(val, batch_size=500)
