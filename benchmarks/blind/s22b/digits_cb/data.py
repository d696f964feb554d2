import torch


def gaussian_blobs(n, n_classes=5, dim=16, spread=1.2):
    centers = 2.0 * torch.randn(n_classes, dim)
    labels = torch.randint(0, n_classes, (n,))
    return centers[labels] + spread * torch.randn(n, dim), labels


def loader(x, y, batch_size):
    perm = torch.randperm(x.shape[0])
    for i in range(0, x.shape[0], batch_size):
        idx = perm[i:i + batch_size]
        yield x[idx], y[idx]
