"""Unpaired 'day' and 'night' aerial tiles (3x16x16), generated procedurally."""
import torch
import torch.nn.functional as F


def _terrain(n, gen):
    coarse = torch.rand(n, 3, 4, 4, generator=gen)
    return F.interpolate(coarse, size=16, mode="bilinear", align_corners=False)


def day_tiles(n, gen):
    base = 0.45 + 0.4 * _terrain(n, gen)
    base[:, 2] += 0.1  # bluish haze
    return (base * 2 - 1).clamp(-1, 1)


def night_tiles(n, gen):
    base = 0.08 * _terrain(n, gen)
    lights = (torch.rand(n, 1, 16, 16, generator=gen) > 0.93).float()
    glow = F.avg_pool2d(lights, 3, stride=1, padding=1) * 2.5
    base = base + glow * torch.tensor([1.0, 0.8, 0.3]).view(1, 3, 1, 1)
    return (base * 2 - 1).clamp(-1, 1)


class UnpairedTiles:
    def __init__(self, seed=0):
        self.gen = torch.Generator().manual_seed(seed)

    def batch(self, n):
        return day_tiles(n, self.gen), night_tiles(n, self.gen)
