import torch


def blobs(n, n_classes=4, dim=10, spread=1.5):
    centers = 2.0 * torch.randn(n_classes, dim)
    labels = torch.randint(0, n_classes, (n,))
    return centers[labels] + spread * torch.randn(n, dim), labels, centers


def batches(x, y, size):
    perm = torch.randperm(x.shape[0])
    for i in range(0, x.shape[0], size):
        idx = perm[i:i + size]
        yield x[idx], y[idx]
