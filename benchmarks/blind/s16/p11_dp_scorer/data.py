import torch


def stripes(n, n_classes=4, size=12, seed=0):
    """Images whose class is the orientation/position of a bright stripe."""
    g = torch.Generator().manual_seed(seed)
    y = torch.randint(0, n_classes, (n,), generator=g)
    x = 0.3 * torch.randn(n, 1, size, size, generator=g)
    for i, c in enumerate(y.tolist()):
        if c == 0:
            x[i, 0, size // 2, :] += 1.5
        elif c == 1:
            x[i, 0, :, size // 2] += 1.5
        elif c == 2:
            x[i, 0].diagonal().add_(1.5)
        else:
            x[i, 0, 2:4, 2:4] += 2.0
    return x, y


def batches(x, y, size, shuffle=False):
    idx = torch.randperm(len(y)) if shuffle else torch.arange(len(y))
    for s in range(0, len(y), size):
        j = idx[s:s + size]
        yield x[j], y[j]
