import math

import torch


def two_moons(n, noise=0.08):
    half = n // 2
    t_upper = math.pi * torch.rand(half)
    t_lower = math.pi * torch.rand(n - half)
    upper = torch.stack([torch.cos(t_upper), torch.sin(t_upper)], dim=1)
    lower = torch.stack([1.0 - torch.cos(t_lower), 0.5 - torch.sin(t_lower)], dim=1)
    points = torch.cat([upper, lower]) + noise * torch.randn(n, 2)
    return (points - torch.tensor([0.5, 0.25])) / torch.tensor([0.87, 0.5])
