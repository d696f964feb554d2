import torch


def make_clusters(num_classes=8, per_class=40, dim=20, spread=0.6, seed=3):
    g = torch.Generator().manual_seed(seed)
    centers = torch.randn(num_classes, dim, generator=g) * 2.0
    xs, ys = [], []
    for c in range(num_classes):
        xs.append(centers[c] + spread * torch.randn(per_class, dim, generator=g))
        ys.append(torch.full((per_class,), c, dtype=torch.long))
    return torch.cat(xs), torch.cat(ys)


def iterate_minibatches(x, y, batch_size, shuffle=True):
    idx = torch.randperm(len(x)) if shuffle else torch.arange(len(x))
    for start in range(0, len(x), batch_size):
        sel = idx[start:start + batch_size]
        yield x[sel], y[sel]
