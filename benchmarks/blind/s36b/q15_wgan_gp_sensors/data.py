import torch


def sensor_rows(n, seed=0):
    """Temperature, humidity, pressure and a derived dew-point-like feature."""
    g = torch.Generator().manual_seed(seed)
    temp = torch.randn(n, generator=g)
    humid = -0.6 * temp + 0.8 * torch.randn(n, generator=g)
    press = 0.3 * torch.randn(n, generator=g) + 0.2 * humid
    dew = temp - 0.5 * torch.relu(-humid)
    return torch.stack([temp, humid, press, dew], dim=1)


def infinite_batches(x, batch_size):
    while True:
        perm = torch.randperm(len(x))
        for s in range(0, len(x) - batch_size + 1, batch_size):
            yield x[perm[s:s + batch_size]]
