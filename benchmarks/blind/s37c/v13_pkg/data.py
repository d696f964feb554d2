import torch
from torch.utils.data import DataLoader, TensorDataset


def transactions(n, d=12, fraud_rate=0.08, seed=0):
    g = torch.Generator().manual_seed(seed)
    x = torch.randn(n, d, generator=g)
    y = (torch.rand(n, generator=g) < fraud_rate).float()
    x[y == 1, :3] += 1.5
    return TensorDataset(x, y)


def split_loaders(batch_size=128):
    return (DataLoader(transactions(4000, seed=0), batch_size=batch_size, shuffle=True),
            DataLoader(transactions(1000, seed=1), batch_size=512))
