"""Synthetic weigh-off records: tape measurements on the vine and the official weight."""
import torch

MEASURES = (
    "over_the_top_cm", "side_to_side_cm", "circumference_cm", "days_after_pollination",
    "wall_thickness_proxy", "seed_line", "soil_temp", "irrigation_mm",
)


def weigh_off(n, generator):
    ott = 300.0 + 80.0 * torch.rand(n, generator=generator)
    sts = 0.95 * ott + 15.0 * torch.randn(n, generator=generator)
    circ = 1.25 * ott + 20.0 * torch.randn(n, generator=generator)
    days = 60.0 + 40.0 * torch.rand(n, generator=generator)
    wall = torch.randn(n, generator=generator)
    seed = torch.randint(0, 4, (n,), generator=generator)
    soil = 18.0 + 4.0 * torch.randn(n, generator=generator)
    water = 20.0 + 5.0 * torch.randn(n, generator=generator)
    size = (ott + sts + circ) / 3.0
    line_effect = torch.tensor([0.0, 0.08, -0.05, 0.12])[seed]
    ripening = torch.tanh((days - 80.0) / 10.0)
    kg = 4.0e-5 * size.pow(2.75) * (1.0 + 0.08 * wall * ripening + line_effect)
    kg = kg * (1.0 + 0.02 * torch.randn(n, generator=generator))
    x = torch.stack([ott, sts, circ, days, wall, seed.float(), soil, water], dim=1)
    return x, kg.unsqueeze(1)


def standardiser(x):
    mean, std = x.mean(dim=0), x.std(dim=0)
    return lambda v: (v - mean) / std
