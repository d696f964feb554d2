import math

import torch

N_POINTS = 16


def brush_strokes(n, seed=0):
    """Synthetic calligraphy strokes: (x, y) of 16 pen positions, a curved sweep with pressure jitter."""
    g = torch.Generator().manual_seed(seed)
    t = torch.linspace(0, 1, N_POINTS)
    angle = (torch.rand(n, 1, generator=g) - 0.5) * math.pi / 3
    bend = 0.3 + 0.4 * torch.rand(n, 1, generator=g)
    x = t * torch.cos(angle) - bend * torch.sin(math.pi * t) * torch.sin(angle)
    y = t * torch.sin(angle) + bend * torch.sin(math.pi * t) * torch.cos(angle)
    pts = torch.stack([x, y], dim=-1) + 0.01 * torch.randn(n, N_POINTS, 2, generator=g)
    return pts.flatten(1)


def rank_batches(data, batch, rank, world_size, seed):
    g = torch.Generator().manual_seed(seed)
    idx = torch.randperm(data.shape[0], generator=g)[rank::world_size]
    for i in range(0, len(idx) - batch + 1, batch):
        yield data[idx[i:i + batch]]
