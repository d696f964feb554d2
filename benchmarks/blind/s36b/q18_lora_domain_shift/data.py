import torch


def _task(seed):
    g = torch.Generator().manual_seed(seed)
    return torch.randn(16, 5, generator=g)


def domain(n, shift, seed=0):
    """Same classes in both domains; the target sensors mix channels and carry offsets."""
    g = torch.Generator().manual_seed(seed)
    x = torch.randn(n, 16, generator=g)
    y = (x @ _task(99)).argmax(1)
    if shift:
        g_shift = torch.Generator().manual_seed(5)
        mix = torch.eye(16) + 0.125 * torch.randn(16, 16, generator=g_shift)
        x = x @ mix + 0.5 * torch.randn(16, generator=g_shift)
    return x, y


def batches(x, y, batch_size):
    perm = torch.randperm(len(x))
    for s in range(0, len(x), batch_size):
        j = perm[s:s + batch_size]
        yield x[j], y[j]
