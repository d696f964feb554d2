"""Synthetic drop-test records: canopy / payload / deployment -> peak opening load (kN)."""
import torch
from torch.utils.data import DataLoader, TensorDataset

FEATURES = ("canopy_area_m2", "mass_kg", "deploy_speed_ms", "density_ratio", "reefing_ratio", "line_length_m")


def simulate_drops(n, seed=0):
    g = torch.Generator().manual_seed(seed)
    u = lambda lo, hi: lo + (hi - lo) * torch.rand(n, generator=g)
    area = u(20.0, 90.0)
    mass = u(60.0, 180.0)
    speed = u(25.0, 70.0)
    density = u(0.55, 1.0)
    reefing = u(0.3, 1.0)
    lines = u(5.0, 12.0)
    q = 0.5 * 1.225 * density * speed ** 2                   # dynamic pressure, Pa
    fill = (area.sqrt() / lines).clamp(0.4, 1.6)
    ck = 1.1 + 0.8 * reefing * fill                           # opening-load factor
    mass_ratio = (mass / (1.225 * density * area ** 1.5)).clamp(max=2.0)
    load = q * area * 0.8 * ck * (0.35 + 0.65 * mass_ratio.sqrt()) / 1000.0
    load = load * torch.exp(0.12 * torch.randn(n, generator=g))    # gusts, skew, packing
    x = torch.stack([area, mass, speed, density, reefing, lines], dim=1)
    return x, load.log().unsqueeze(1)


class Standardizer:
    def __init__(self, x):
        self.mean = x.mean(0, keepdim=True)
        self.std = x.std(0, keepdim=True)

    def __call__(self, x):
        return (x - self.mean) / self.std


def build_loaders(n_train=1200, n_val=300, n_test=300, batch_size=64, seed=0):
    x, y = simulate_drops(n_train + n_val + n_test, seed)
    scaler = Standardizer(x[:n_train])
    x = scaler(x)
    y_mean, y_std = y[:n_train].mean(), y[:n_train].std()
    y = (y - y_mean) / y_std
    splits = {"train": slice(0, n_train), "val": slice(n_train, n_train + n_val), "test": slice(n_train + n_val, None)}
    loaders = {
        k: DataLoader(TensorDataset(x[s], y[s]), batch_size=batch_size, shuffle=(k == "train"))
        for k, s in splits.items()
    }
    return loaders, (y_mean, y_std)
