import torch


def jitter(x, sigma=0.05):
    return x + sigma * torch.randn_like(x)


def scale(x, sigma=0.1):
    return x * (1 + sigma * torch.randn(x.size(0), x.size(1), 1))


def sensor_windows(n=10, bs=32, ch=3, length=32, seed=0):
    g = torch.Generator().manual_seed(seed)
    t = torch.linspace(0, 6.28, length)
    for _ in range(n):
        freq = torch.rand(bs, ch, 1, generator=g) * 3 + 1
        yield torch.sin(freq * t) + 0.1 * torch.randn(bs, ch, length, generator=g)
