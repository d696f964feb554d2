import torch
import torch.nn.functional as F


def make_tiles(n, size=32, seed=0):
    """4-band tiles (RGB + NIR) with smooth 'water' blobs; label 1 = water."""
    g = torch.Generator().manual_seed(seed)
    field = F.avg_pool2d(torch.randn(n, 1, size, size, generator=g), 7, 1, 3)
    water = (field > 0.1).float()
    bands = torch.cat([
        0.3 + 0.1 * torch.randn(n, 3, size, size, generator=g) - 0.2 * water,
        0.6 - 0.5 * water + 0.1 * torch.randn(n, 1, size, size, generator=g),
    ], 1)
    return bands, water.squeeze(1).long()


def iou(logits, target):
    pred = logits.argmax(1)
    inter = ((pred == 1) & (target == 1)).sum().item()
    union = ((pred == 1) | (target == 1)).sum().item()
    return inter / max(union, 1)
