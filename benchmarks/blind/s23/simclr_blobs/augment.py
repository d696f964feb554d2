import torch


def make_centers(n_clusters=10, dim=16):
    return torch.randn(n_clusters, dim)


def make_points(centers, n, spread=0.8):
    labels = torch.randint(0, centers.size(0), (n,))
    return centers[labels] + spread * torch.randn(n, centers.size(1)), labels


def augment(x, noise=0.3, drop=0.2):
    keep = (torch.rand_like(x) > drop).float()
    scale = 1 + 0.1 * torch.randn(x.size(0), 1)
    return (x * keep * scale) + noise * torch.randn_like(x)


def view_pairs(points, batch_size, steps):
    for _ in range(steps):
        idx = torch.randint(0, points.size(0), (batch_size,))
        anchor = points[idx]
        yield augment(anchor), augment(anchor)
