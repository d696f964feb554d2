import torch
from torch.utils.data import DataLoader, TensorDataset


def tiles(n, n_classes=5, bands=4, size=16, seed=0):
    g = torch.Generator().manual_seed(seed)
    y = torch.randint(0, n_classes, (n,), generator=g)
    signature = torch.randn(n_classes, bands, 1, 1, generator=g)
    x = signature[y] + 0.8 * torch.randn(n, bands, size, size, generator=g)
    return TensorDataset(x, y)


def make_loaders(batch_size=32):
    return (DataLoader(tiles(640), batch_size=batch_size, shuffle=True),
            DataLoader(tiles(200, seed=5), batch_size=100))
