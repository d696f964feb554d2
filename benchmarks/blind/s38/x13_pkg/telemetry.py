import torch


def inverter_windows(n, length=48, anomalous=0.0, seed=0):
    """Daily DC current / AC power / temperature windows of a PV inverter."""
    g = torch.Generator().manual_seed(seed)
    t = torch.linspace(0, 1, length)
    sun = torch.clamp(torch.sin(torch.pi * t), min=0)
    irr = 0.7 + 0.3 * torch.rand(n, 1, generator=g)
    dc = irr * sun + 0.03 * torch.randn(n, length, generator=g)
    ac = 0.96 * dc + 0.02 * torch.randn(n, length, generator=g)
    temp = 0.3 + 0.5 * dc + 0.03 * torch.randn(n, length, generator=g)
    faulty = torch.rand(n, generator=g) < anomalous
    ac[faulty] = ac[faulty] * 0.6
    return torch.stack([dc, ac, temp], dim=1).flatten(1), faulty
