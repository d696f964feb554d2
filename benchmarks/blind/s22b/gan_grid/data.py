import torch


def grid_mixture(n, side=3, scale=2.0, std=0.1):
    coords = torch.linspace(-scale, scale, side)
    centers = torch.cartesian_prod(coords, coords)
    pick = torch.randint(0, centers.shape[0], (n,))
    return centers[pick] + std * torch.randn(n, 2)
