import torch
import torch.nn.functional as F


def cloudy_pairs(n, size=32, seed=0):
    g = torch.Generator().manual_seed(seed)
    ground = F.avg_pool2d(torch.rand(n, 4, size, size, generator=g), 5, 1, 2)
    cloud = F.avg_pool2d(torch.rand(n, 1, size, size, generator=g), 9, 1, 4)
    alpha = ((cloud - 0.5) * 8).sigmoid()
    cloudy = (1 - alpha) * ground + alpha * 0.9
    return cloudy, ground
