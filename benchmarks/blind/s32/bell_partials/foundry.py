"""Synthetic bell profiles: wall thickness at 8 stations from lip to crown, diameter and
height, and the five principal partials in cents relative to the nominal."""
import torch

STATIONS = 8
PARTIALS = ("hum", "prime", "tierce", "quint", "superquint")
# a well-tuned (true-harmonic) bell: hum two octaves, prime one octave, minor-third tierce...
TRUE_HARMONIC = torch.tensor([-2400.0, -1200.0, -900.0, -500.0, 700.0])


def cast_bells(n, generator=None):
    g = generator
    thickness = 1.0 + 0.15 * torch.randn(n, STATIONS, generator=g).cumsum(dim=1) / 3
    thickness = thickness.clamp(0.6, 1.6)
    diameter = 0.5 + 1.0 * torch.rand(n, 1, generator=g)
    height_ratio = 0.7 + 0.15 * torch.rand(n, 1, generator=g)
    station = torch.linspace(0, 1, STATIONS)
    sens = torch.stack([
        200 * torch.exp(-((station - 0.2) / 0.2) ** 2),
        150 * torch.exp(-((station - 0.5) / 0.25) ** 2),
        -120 * torch.exp(-((station - 0.35) / 0.15) ** 2),
        80 * torch.exp(-((station - 0.8) / 0.2) ** 2),
        -60 * station,
    ])
    offsets = (thickness - 1.0) @ sens.T + 300 * (height_ratio - 0.78) * torch.tensor(
        [1.0, 0.6, -0.4, 0.3, -0.8])
    partials = TRUE_HARMONIC + offsets + 5 * torch.randn(n, len(PARTIALS), generator=g)
    features = torch.cat([thickness, diameter, height_ratio], dim=1)
    return features, (partials - TRUE_HARMONIC) / 100.0
