import torch
from torch.utils.data import DataLoader, TensorDataset


def glyphs(n, n_classes=5, seed=0):
    g = torch.Generator().manual_seed(seed)
    y = torch.randint(0, n_classes, (n,), generator=g)
    x = 0.2 * torch.randn(n, 1, 12, 12, generator=g)
    for i in range(n):
        k = int(y[i])
        x[i, 0, k * 2:k * 2 + 2, :] += 1.0
        x[i, 0, :, 11 - k * 2] += 0.5
    return TensorDataset(x, y)


def loaders():
    return (DataLoader(glyphs(600), batch_size=32, shuffle=True),
            DataLoader(glyphs(200, seed=9), batch_size=100))
