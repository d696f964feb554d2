import math

import torch


def make_drip_series(n_series, length, generator):
    """Inter-drip intervals of a leaky tap (Shaw's dripping faucet, toy version).

    The flow rate sets how far along the period-doubling route the tap is; each
    series is a noisy iterate of a logistic-like return map scaled to seconds.
    """
    flow = 2.9 + 1.05 * torch.rand(n_series, 1, generator=generator)
    u = 0.2 + 0.6 * torch.rand(n_series, 1, generator=generator)
    steps = []
    for _ in range(length):
        u = flow * u * (1.0 - u)
        steps.append(u)
    intervals = 0.15 + 0.35 * torch.cat(steps, dim=1)
    intervals = intervals + 0.01 * torch.randn(intervals.shape, generator=generator)
    regime = (flow.squeeze(1) > 3.45).long() + (flow.squeeze(1) > 3.57).long()
    return intervals, regime


class DripAugment:
    """Two cheap views: amplitude rescale, jitter and a circular time shift."""

    def __init__(self, scale=0.15, jitter=0.02, max_shift=6):
        self.scale = scale
        self.jitter = jitter
        self.max_shift = max_shift

    def __call__(self, x, generator):
        b = x.shape[0]
        gain = 1.0 + self.scale * (2 * torch.rand(b, 1, generator=generator) - 1)
        out = x * gain + self.jitter * torch.randn(x.shape, generator=generator)
        shift = int(torch.randint(0, self.max_shift + 1, (1,), generator=generator))
        return torch.roll(out, shifts=shift, dims=1)


def iterate_minibatches(x, y, batch_size, generator):
    order = torch.randperm(x.shape[0], generator=generator)
    for start in range(0, x.shape[0], batch_size):
        idx = order[start:start + batch_size]
        yield x[idx], y[idx]


def n_batches(n, batch_size):
    return int(math.ceil(n / batch_size))
