import torch
from torch.utils.data import DataLoader, TensorDataset


def make_wine_like(n, d, seed):
    g = torch.Generator().manual_seed(seed)
    x = torch.randn(n, d, generator=g)
    w = torch.linspace(-1.0, 1.0, d)
    quality = 5.5 + x @ w * 0.4 + 0.2 * torch.tanh(x[:, 0] * x[:, 1])
    quality = quality + 0.1 * torch.randn(n, generator=g)
    return TensorDataset(x, quality.unsqueeze(1))


def loaders(cfg):
    tr = make_wine_like(800, cfg.in_features, cfg.seed)
    va = make_wine_like(200, cfg.in_features, cfg.seed + 7)
    return (DataLoader(tr, batch_size=cfg.batch_size, shuffle=True),
            DataLoader(va, batch_size=cfg.batch_size))
