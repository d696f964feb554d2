import torch


def trial_runs(n, seed):
    """Sheepdog trial runs: outrun, lift, fetch, drive and pen features -> judge's points lost (0-100 scale)."""
    g = torch.Generator().manual_seed(seed)
    outrun_width = torch.rand(n, generator=g)
    lift_speed = torch.rand(n, generator=g)
    fetch_line = torch.rand(n, generator=g) * 5            # metres off line, average
    drive_gates = torch.randint(0, 3, (n,), generator=g).float()
    pen_time = 30 + 90 * torch.rand(n, generator=g)
    sheep_temper = torch.rand(n, generator=g)
    lost = 20 - 8 * outrun_width + 6 * lift_speed + 3 * fetch_line - 4 * drive_gates + 0.08 * pen_time \
        + 5 * sheep_temper + 2 * torch.randn(n, generator=g)
    x = torch.stack([outrun_width, lift_speed, fetch_line / 5, drive_gates / 2, pen_time / 120, sheep_temper], 1)
    return x, lost.unsqueeze(1)


def rank_batches(x, y, batch, rank, world, epoch):
    order = torch.randperm(x.shape[0], generator=torch.Generator().manual_seed(epoch))[rank::world]
    for s in range(0, order.numel(), batch):
        b = order[s:s + batch]
        yield x[b], y[b]
