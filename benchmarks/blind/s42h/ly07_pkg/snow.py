"""Synthetic glide tests: time (s) for a test ski over a 60 m flat, per wax and snow condition."""
import torch

WAXES = ["hydrocarbon_cold", "hydrocarbon_warm", "fluoro_free_universal", "klister"]


def glide_tests(n=400, seed=7):
    g = torch.Generator().manual_seed(seed)
    snow_t = -20 + 20 * torch.rand(n, generator=g)           # snow temperature, C
    humidity = 40 + 55 * torch.rand(n, generator=g)          # %
    grain = 0.2 + 1.8 * torch.rand(n, generator=g)           # grain size, mm
    wax = torch.randint(0, len(WAXES), (n,), generator=g)
    best_t = torch.tensor([-14.0, -3.0, -8.0, -1.0])[wax]    # each wax has a sweet spot
    mismatch = (snow_t - best_t).abs() / 10
    time_s = 11.5 + 1.6 * mismatch ** 2 + 0.012 * (humidity - 60) + 0.5 * grain
    time_s = time_s + 0.15 * torch.randn(n, generator=g)
    feats = torch.stack([snow_t / 10, (humidity - 60) / 20, grain], dim=1)
    onehot = torch.nn.functional.one_hot(wax, len(WAXES)).float()
    return torch.cat([feats, onehot], dim=1), time_s.unsqueeze(1), snow_t
