import torch


SIGNAL = 4


def clustered(n, d=16, k=5, spread=0.5, nuisance=3.0):
    """Cluster identity lives in the first SIGNAL dims; the rest is loud nuisance."""
    centers = torch.randn(k, SIGNAL) * 1.5
    labels = torch.randint(0, k, (n,))
    signal = centers[labels] + spread * torch.randn(n, SIGNAL)
    return torch.cat([signal, nuisance * torch.randn(n, d - SIGNAL)], 1), labels


def two_views(x, sigma=0.2, nuisance=3.0):
    views = []
    for _ in range(2):
        v = x + sigma * torch.randn_like(x)
        v[:, SIGNAL:] = nuisance * torch.randn_like(v[:, SIGNAL:])
        views.append(v)
    return views
