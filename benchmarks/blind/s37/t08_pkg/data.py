import torch


def two_moons(n, noise=0.05):
    t = torch.rand(n) * 3.14159
    upper = torch.rand(n) < 0.5
    x = torch.where(upper, torch.cos(t), 1 - torch.cos(t))
    y = torch.where(upper, torch.sin(t), 0.5 - torch.sin(t))
    return torch.stack([x, y], 1) + noise * torch.randn(n, 2)
