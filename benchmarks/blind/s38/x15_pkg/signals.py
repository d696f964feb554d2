import torch


def motor_imagery(n, channels=4, length=128, fs=128.0, seed=0):
    """Left/right imagery: mu-band (10 Hz) desynchronisation over the contralateral channels."""
    g = torch.Generator().manual_seed(seed)
    t = torch.arange(length) / fs
    y = torch.randint(0, 2, (n,), generator=g)
    amp = torch.ones(n, channels)
    amp[y == 0, :channels // 2] = 0.4
    amp[y == 1, channels // 2:] = 0.4
    phase = torch.rand(n, channels, 1, generator=g) * 6.283
    x = amp.unsqueeze(-1) * torch.sin(2 * torch.pi * 10.0 * t + phase)
    x = x + 0.5 * torch.randn(n, channels, length, generator=g)
    return x, y


def minibatches(x, y, size):
    perm = torch.randperm(len(y))
    for i in range(0, len(y), size):
        idx = perm[i:i + size]
        yield x[idx], y[idx]
