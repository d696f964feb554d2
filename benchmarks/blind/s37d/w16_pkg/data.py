import torch
from torch.utils.data import DataLoader, TensorDataset


def gesture_set(classes, per_class, seq_len, channels, seed):
    """IMU-like sequences: class c is a sinusoid at frequency (c+1) on channel c % channels."""
    g = torch.Generator().manual_seed(seed)
    xs, ys = [], []
    t = torch.linspace(0, 1, seq_len)
    for c in classes:
        x = 0.3 * torch.randn(per_class, channels, seq_len, generator=g)
        x[:, c % channels] += torch.sin(2 * 3.1416 * (c + 1) * t)
        xs.append(x)
        ys.append(torch.full((per_class,), c, dtype=torch.long))
    return TensorDataset(torch.cat(xs), torch.cat(ys))


def loader(classes, opt, seed, shuffle=True):
    ds = gesture_set(classes, opt.per_class, opt.seq_len, opt.channels, seed)
    return DataLoader(ds, batch_size=opt.batch_size, shuffle=shuffle)
