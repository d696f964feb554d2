import torch


def starter_curves(n, length, gen):
    """Jar height over a feeding cycle: logistic rise, peak, then slow collapse.

    Hydration sets the collapse rate, kitchen temperature the rise speed. A
    rubber band on the jar gives a biased reading for the first few samples.
    """
    t = torch.linspace(0, 1, length).unsqueeze(0)
    speed = 8 + 10 * torch.rand(n, 1, generator=gen)
    hydration = torch.rand(n, 1, generator=gen)
    rise = 1.0 / (1.0 + torch.exp(-speed * (t - 0.35)))
    collapse = torch.relu(t - 0.6) * (0.5 + 1.5 * hydration)
    band = 0.1 * (t < 0.1).float()
    noise = 0.03 * torch.randn(n, length, generator=gen)
    return rise - collapse + band + noise, hydration.squeeze(1)


def views(x, gen):
    scale = 1.0 + 0.15 * torch.randn(x.shape[0], 1, generator=gen)
    offset = 0.1 * torch.randn(x.shape[0], 1, generator=gen)
    return x * scale + offset + 0.03 * torch.randn(x.shape, generator=gen)


def minibatches(x, size, gen):
    idx = torch.randperm(x.shape[0], generator=gen)
    for i in range(0, x.shape[0] - size + 1, size):
        yield x[idx[i:i + size]]
