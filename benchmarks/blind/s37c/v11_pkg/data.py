import torch
from torch.utils.data import DataLoader, TensorDataset


def prototype_task(n, in_dim, n_classes, seed):
    g = torch.Generator().manual_seed(seed)
    protos = torch.randn(n_classes, in_dim, generator=g) * 2
    y = torch.randint(0, n_classes, (n,), generator=g)
    x = protos[y] + torch.randn(n, in_dim, generator=g)
    return TensorDataset(x, y)


def task_loader(cfg, n_classes, seed, n=768):
    return DataLoader(prototype_task(n, cfg.in_dim, n_classes, seed),
                      batch_size=cfg.batch_size, shuffle=True)
