"""Synthetic hive-scale data: daily weight gain of a beehive vs. weather.

Features (per day): max temperature (C), sunshine hours, rainfall (mm), wind (m/s).
Target: net weight change of the hive in kg (nectar flow minus consumption).
"""
import torch


FEATURES = ["t_max", "sun_h", "rain_mm", "wind_ms"]


def make_hive_days(n_days=240, seed=0):
    g = torch.Generator().manual_seed(seed)
    t_max = 10 + 18 * torch.rand(n_days, generator=g)
    sun = 12 * torch.rand(n_days, generator=g)
    rain = torch.relu(torch.randn(n_days, generator=g) * 6)
    wind = 8 * torch.rand(n_days, generator=g)
    gain = 0.09 * (t_max - 14) + 0.11 * sun - 0.04 * rain - 0.05 * wind - 0.3
    gain = gain + 0.08 * torch.randn(n_days, generator=g)
    X = torch.stack([t_max, sun, rain, wind], dim=1)
    return X, gain.unsqueeze(1)


def standardize(X):
    mu, sd = X.mean(0, keepdim=True), X.std(0, keepdim=True)
    return (X - mu) / sd, (mu, sd)
