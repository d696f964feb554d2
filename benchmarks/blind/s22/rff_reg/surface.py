import torch


def sample_surface(n):
    x = 4 * torch.rand(n, 2) - 2
    y = torch.sin(2 * x[:, 0]) * torch.cos(x[:, 1]) + 0.05 * torch.randn(n)
    return x, y.unsqueeze(1)
