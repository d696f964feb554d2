import torch


def sensor_snapshots(n, channels=24, modes=3, noise=0.05, seed=0):
    """Readings that live near a few low-dimensional operating modes."""
    g = torch.Generator().manual_seed(seed)
    basis = torch.randn(modes, 4, channels, generator=g) / 2.0
    mode = torch.randint(0, modes, (n,), generator=g)
    latent = torch.randn(n, 4, generator=g)
    x = torch.einsum("nk,nkc->nc", latent, basis[mode])
    x = torch.tanh(x + 0.3 * mode.float().unsqueeze(1))
    return x + noise * torch.randn(n, channels, generator=g), mode


def minibatches(x, batch_size, generator=None):
    order = torch.randperm(len(x), generator=generator)
    for start in range(0, len(x) - batch_size + 1, batch_size):
        yield x[order[start:start + batch_size]]
