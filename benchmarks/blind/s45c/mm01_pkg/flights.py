"""Synthetic disc-golf flight paths (lateral drift seen from behind the tee).

Each throw is sampled at 24 points along the fairway. A disc with high
stability fades hard left at the end (RHBH), an understable disc turns right
first. Wind and release angle add their own bend.
"""
import math

import torch

N_POINTS = 24


def _one_batch(n, g):
    t = torch.linspace(0.0, 1.0, N_POINTS)
    turn = torch.rand(n, 1, generator=g) * 2.0 - 0.5        # -0.5 .. 1.5
    fade = torch.rand(n, 1, generator=g) * 2.0 + 0.5         # 0.5 .. 2.5
    hyzer = torch.randn(n, 1, generator=g) * 0.4
    wind = torch.randn(n, 1, generator=g) * 0.3
    path = (turn * torch.sin(math.pi * t) * 0.8
            - fade * t ** 4
            + hyzer * t
            + wind * t ** 2)
    path = path + 0.03 * torch.randn(n, N_POINTS, generator=g)
    return path


def make_flights(n=2000, seed=7):
    g = torch.Generator().manual_seed(seed)
    paths = _one_batch(n, g)
    mu, sd = paths.mean(), paths.std()
    return (paths - mu) / sd, (mu.item(), sd.item())


def path_stats(paths):
    """few numbers to compare real vs generated throws"""
    end = paths[:, -1]
    peak = paths.max(dim=1).values
    rough = (paths[:, 1:] - paths[:, :-1]).abs().mean(dim=1)
    return {
        "end_mean": end.mean().item(),
        "end_std": end.std().item(),
        "peak_mean": peak.mean().item(),
        "roughness": rough.mean().item(),
    }
