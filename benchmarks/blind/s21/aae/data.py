import torch


def two_moons_lifted(n, dim=10):
    """2-D moons embedded linearly into `dim` dimensions plus noise."""
    t = torch.rand(n) * 3.1416
    upper = torch.rand(n) < 0.5
    x = torch.where(upper, torch.cos(t), 1 - torch.cos(t))
    y = torch.where(upper, torch.sin(t), 0.5 - torch.sin(t))
    lift = torch.randn(2, dim) / 1.5
    return torch.stack([x, y], 1) @ lift + 0.05 * torch.randn(n, dim)


def minibatches(x, bs):
    while True:
        perm = torch.randperm(len(x))
        for s in range(0, len(perm) - bs + 1, bs):
            yield x[perm[s:s + bs]]
