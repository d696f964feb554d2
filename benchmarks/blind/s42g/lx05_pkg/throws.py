import torch

STEPS = 12


def juggling_arcs(n, seed=3):
    """Ball trajectories in a three-ball cascade: (x, height) at 12 time steps."""
    g = torch.Generator().manual_seed(seed)
    t = torch.linspace(0, 1, STEPS)
    v0 = 2.5 + 0.5 * torch.rand(n, 1, generator=g)
    span = 0.3 + 0.1 * torch.rand(n, 1, generator=g)
    height = v0 * t - 0.5 * 9.81 * 0.5 * t ** 2
    x = span * t - span / 2
    arcs = torch.cat([x, height], dim=1)
    return arcs + 0.01 * torch.randn(arcs.shape, generator=g)


def sharded_loader(arcs, batch, rank, world, epoch):
    g = torch.Generator().manual_seed(100 + epoch)
    order = torch.randperm(arcs.shape[0], generator=g)
    order = order[rank::world]
    for s in range(0, order.numel() - batch + 1, batch):
        yield arcs[order[s:s + batch]]
