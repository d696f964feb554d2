"""Roller-coaster wheel assemblies: per-lap vibration features from axle accelerometers.
Target: the next lap's RMS vibration (g), which rises as polyurethane wheels wear."""
import torch

FEATURES = ["rms_g", "kurtosis", "peak_hz", "wheel_temp", "load_frac", "ambient_c"]


def fleet_streams(n_cars=16, n_laps=481, seed=19):
    g = torch.Generator().manual_seed(seed)
    wear_rate = 0.0004 + 0.0006 * torch.rand(n_cars, 1, generator=g)
    laps = torch.arange(n_laps).float().unsqueeze(0)
    wear = wear_rate * laps + 0.05 * torch.rand(n_cars, 1, generator=g)
    load = 0.4 + 0.6 * torch.rand(n_cars, n_laps, generator=g)
    ambient = 18 + 10 * torch.sin(laps / 60) + torch.randn(n_cars, n_laps, generator=g)
    temp = ambient + 15 * load + 20 * wear
    flat_spot = (torch.rand(n_cars, n_laps, generator=g) < 0.01).float().cumsum(1).clamp(max=3)
    rms = (0.2 + 0.8 * wear ** 1.5 + 0.1 * load + 0.05 * flat_spot
           + 0.02 * torch.randn(n_cars, n_laps, generator=g))
    kurt = 3 + 2 * flat_spot + 4 * wear + 0.3 * torch.randn(n_cars, n_laps, generator=g)
    peak = 40 + 30 * wear + 5 * torch.randn(n_cars, n_laps, generator=g)
    x = torch.stack([rms, kurt / 5, peak / 60, temp / 40, load, ambient / 30], -1)
    y = torch.roll(rms, -1, 1)
    return x[:, :-1], y[:, :-1]
