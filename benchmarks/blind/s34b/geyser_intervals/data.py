import torch


def eruption_log(n, seed=0):
    """Synthetic geyser log: long eruptions are followed by long waits."""
    g = torch.Generator().manual_seed(seed)
    long_mode = torch.rand(n, generator=g) < 0.65
    duration = torch.where(long_mode,
                           4.2 + 0.4 * torch.randn(n, generator=g),
                           2.0 + 0.25 * torch.randn(n, generator=g))
    prev_interval = 70.0 + 12.0 * torch.randn(n, generator=g)
    lake_level = torch.randn(n, generator=g)          # standardised reservoir gauge
    barometer = torch.randn(n, generator=g)
    interval = (33.0 + 10.8 * duration + 0.12 * (prev_interval - 70.0)
                + 1.5 * lake_level - 0.8 * barometer)
    # occasional "minor play" episodes add long heavy-tailed delays
    delay = torch.distributions.StudentT(3.0).sample((n,)) * 3.0
    interval = interval + delay
    x = torch.stack([(duration - 3.5) / 1.1, (prev_interval - 70.0) / 12.0,
                     lake_level, barometer], dim=1)
    return x, interval.unsqueeze(1)


def loader(x, y, batch_size, generator):
    order = torch.randperm(len(x), generator=generator)
    for i in range(0, len(x) - batch_size + 1, batch_size):
        idx = order[i:i + batch_size]
        yield x[idx], y[idx]
