import torch
from torch.utils.data import DataLoader, TensorDataset


def make_loader(n=1024, in_dim=20, n_classes=6, batch_size=32, seed=0):
    g = torch.Generator().manual_seed(seed)
    centers = torch.randn(n_classes, in_dim, generator=g) * 2
    y = torch.randint(0, n_classes, (n,), generator=g)
    x = centers[y] + torch.randn(n, in_dim, generator=g)
    return DataLoader(TensorDataset(x, y), batch_size=batch_size, shuffle=True, generator=g)
