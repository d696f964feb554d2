import torch
from torch.utils.data import DataLoader, TensorDataset


def defect_patches(n, num_classes, seed):
    """16x16 patches; class k puts a bright blob in quadrant k."""
    g = torch.Generator().manual_seed(seed)
    y = torch.randint(0, num_classes, (n,), generator=g)
    x = 0.3 * torch.randn(n, 1, 16, 16, generator=g)
    for i in range(n):
        r, c = divmod(int(y[i]), 2)
        x[i, 0, r * 8 + 2:r * 8 + 6, c * 8 + 2:c * 8 + 6] += 1.0
    return TensorDataset(x, y)


def make_loader(cfg, train=True):
    ds = defect_patches(480 if train else 160, cfg.model.num_classes, 0 if train else 1)
    return DataLoader(ds, batch_size=cfg.batch_size, shuffle=train)
