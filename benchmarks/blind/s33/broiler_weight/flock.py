"""Broiler house records: daily feed, water, house temperature and sampled
bird weights for the first three weeks; target is the day-35 live weight (kg).
"""
import torch

DAYS = 21
FEATURES = ("feed_g", "water_ml", "temp_c", "weight_g")


def houses(n, generator):
    day = torch.arange(1, DAYS + 1, dtype=torch.float32)
    vigour = 1 + 0.08 * torch.randn(n, 1, generator=generator)
    heat = 2.0 * torch.randn(n, 1, generator=generator)
    temp = 33 - 0.45 * day + heat + 0.5 * torch.randn(n, DAYS, generator=generator)
    stress = torch.relu(temp - (33 - 0.45 * day) - 1.0)
    feed = vigour * (12 + 5.2 * day) * (1 - 0.03 * stress)
    water = feed * (1.8 + 0.05 * stress)
    weight = 42 + torch.cumsum(feed * 0.62, dim=1)
    weight = weight * (1 + 0.02 * torch.randn(n, DAYS, generator=generator))
    x = torch.stack([feed, water, temp, weight], dim=-1)
    final = (weight[:, -1] + 14 * 0.55 * feed[:, -1] * 1.25) / 1000
    final = final * (1 - 0.01 * stress.mean(1)) + 0.03 * torch.randn(n, generator=generator)
    return x, final
