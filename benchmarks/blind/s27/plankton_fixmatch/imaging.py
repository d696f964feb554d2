"""Synthetic 20x20 in-flow imaging-cytometer frames of four plankton groups."""
import math

import torch

GROUPS = ("diatom_chain", "dinoflagellate", "copepod", "radiolarian")
SIZE = 20


def frames(n, generator):
    labels = torch.randint(len(GROUPS), (n,), generator=generator)
    ys, xs = torch.meshgrid(torch.linspace(-1, 1, SIZE), torch.linspace(-1, 1, SIZE),
                            indexing="ij")
    angle = math.pi * torch.rand(n, 1, 1, generator=generator)
    u = xs * torch.cos(angle) + ys * torch.sin(angle)
    v = -xs * torch.sin(angle) + ys * torch.cos(angle)
    r, theta = (xs ** 2 + ys ** 2).sqrt(), torch.atan2(ys, xs)
    scale = 0.8 + 0.4 * torch.rand(n, 1, 1, generator=generator)
    chain = (torch.cos(7 * u / scale) > 0.3).float() * (v.abs() < 0.18).float()
    dino = torch.exp(-((u / (0.55 * scale)) ** 2 + (v / (0.4 * scale)) ** 2) * 3)
    dino = dino * (1 - 0.6 * (v.abs() < 0.05).float())
    cope = (torch.exp(-((u / (0.45 * scale)) ** 2 + (v / 0.25) ** 2) * 3)
            + 0.8 * (torch.abs(v - 0.35 * u) < 0.05).float() * (u < -0.2).float())
    radio = (r < 0.55 * scale).float() * (0.5 + 0.5 * torch.cos(9 * theta))
    images = torch.stack([chain, dino, cope, radio], dim=1)[torch.arange(n), labels]
    images = images + 0.25 * torch.randn(n, SIZE, SIZE, generator=generator)
    return images.unsqueeze(1), labels
