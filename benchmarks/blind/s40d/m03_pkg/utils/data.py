import math

import torch

DEFECTS = ["ok", "chipped", "cracked", "discoloured"]


def make_tablets(n, size=24, seed=0):
    """Top-view RGB crops of round tablets on a conveyor, with one defect class each."""
    g = torch.Generator().manual_seed(seed)
    labels = torch.randint(0, len(DEFECTS), (n,), generator=g)
    ys, xs = torch.meshgrid(torch.linspace(-1, 1, size), torch.linspace(-1, 1, size), indexing="ij")
    cx = 0.1 * torch.randn(n, 1, 1, generator=g)
    cy = 0.1 * torch.randn(n, 1, 1, generator=g)
    r = torch.sqrt((xs - cx) ** 2 + (ys - cy) ** 2)
    tablet = (r < 0.7).float()
    ang = torch.atan2(ys - cy, xs - cx)
    phase = 2 * math.pi * torch.rand(n, 1, 1, generator=g)
    chip = ((torch.cos(ang - phase) > 0.93) & (r > 0.45)).float()
    crack = (((xs - cx) * torch.cos(phase) + (ys - cy) * torch.sin(phase)).abs() < 0.05).float()
    lab = labels.view(-1, 1, 1)
    tablet = tablet - tablet * chip * (lab == 1).float()
    shade = tablet * (1 - 0.6 * crack * (lab == 2).float())
    rgb = torch.stack([shade * 0.95, shade * 0.93, shade * 0.90], 1)
    stain = (lab == 3).float() * tablet * torch.exp(-((r - 0.3) ** 2) / 0.02)
    rgb[:, 2] -= 0.5 * stain
    rgb[:, 0] += 0.2 * stain
    rgb += 0.08 * torch.randn(rgb.shape, generator=g)
    return rgb, labels
