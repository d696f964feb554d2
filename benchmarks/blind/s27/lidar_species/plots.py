"""Synthetic airborne-LiDAR crown metrics for individual trees of six species."""
import torch

SPECIES = ("scots_pine", "norway_spruce", "silver_birch", "aspen", "oak", "larch")
METRICS = 14


def crowns(n, generator):
    labels = torch.randint(len(SPECIES), (n,), generator=generator)
    centres = torch.randn(len(SPECIES), METRICS, generator=torch.Generator().manual_seed(99))
    height = 12 + 10 * torch.rand(n, 1, generator=generator)
    x = 0.45 * centres[labels] + 0.8 * torch.randn(n, METRICS, generator=generator)
    x[:, :4] += 0.08 * height  # height percentiles
    return torch.cat([x, height / 20], dim=1), labels


def split(x, y, fraction):
    cut = int(len(y) * fraction)
    return (x[:cut], y[:cut]), (x[cut:], y[cut:])
