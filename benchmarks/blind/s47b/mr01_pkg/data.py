import math

import torch


def faucet_series(n_series, length, gen):
    """Log inter-drop intervals of a leaky tap at random flow rates.

    Slow flow drips periodically; past a threshold the intervals period-double
    and get noisier (the dripping-faucet attractor). The flow rate is the latent
    the contrastive encoder should recover without labels.
    """
    flow = torch.rand(n_series, 1, generator=gen) * 0.6 + 0.2
    t = torch.arange(length).float().unsqueeze(0)
    base = torch.sin(2 * math.pi * t * flow * 0.5)
    doubled = (flow > 0.45).float() * 0.5 * torch.sin(math.pi * t * flow * 0.5)
    jitter = torch.randn(n_series, length, generator=gen) * 0.1 * flow
    return base + doubled + jitter, flow.squeeze(1)


def augment(x, gen):
    """Random circular shift, gain jitter and sensor noise."""
    shift = int(torch.randint(0, x.shape[1], (1,), generator=gen))
    gain = 1.0 + 0.2 * torch.randn(x.shape[0], 1, generator=gen)
    noise = 0.05 * torch.randn(x.shape, generator=gen)
    return torch.roll(x, shifts=shift, dims=1) * gain + noise


def batches(x, batch_size, gen):
    order = torch.randperm(x.shape[0], generator=gen)
    for i in range(0, x.shape[0] - batch_size + 1, batch_size):
        yield x[order[i:i + batch_size]]
