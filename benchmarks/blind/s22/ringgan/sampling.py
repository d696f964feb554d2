import math

import torch


def ring_batch(n, modes=8, radius=2.0, std=0.05):
    k = torch.randint(0, modes, (n,)).float()
    angle = 2 * math.pi * k / modes
    centers = torch.stack([radius * torch.cos(angle), radius * torch.sin(angle)], dim=1)
    return centers + std * torch.randn(n, 2)


def draw(gen, n):
    z = torch.randn(n, gen.z_dim)
    return {"z": z, "samples": gen(z)}
