import math

import torch


def sway_traces(n, length, gen, fs=10.0):
    """Three-axis accelerometer clipped to a hammock's spreader bar.

    The hammock swings like a damped pendulum, period 2*pi*sqrt(L/g) for an
    effective rope length L; a fidgeting occupant adds small kicks, and the
    vertical axis sees the swing at twice the frequency.
    """
    rope = 1.0 + 1.5 * torch.rand(n, 1, generator=gen)
    omega = torch.sqrt(9.81 / rope)
    t = torch.arange(length).float().unsqueeze(0) / fs
    decay = torch.exp(-t * (0.05 + 0.1 * torch.rand(n, 1, generator=gen)))
    phase = 2 * math.pi * torch.rand(n, 1, generator=gen)
    lateral = decay * torch.sin(omega * t + phase)
    vertical = 0.3 * decay * torch.cos(2 * omega * t + 2 * phase)
    kicks = (torch.rand(n, length, generator=gen) > 0.97).float() * 0.5
    along = 0.1 * torch.randn(n, length, generator=gen) + kicks
    x = torch.stack([lateral, vertical, along], dim=1)
    return x + 0.05 * torch.randn(x.shape, generator=gen), rope.squeeze(1)


def segments(x, seg):
    n, c, length = x.shape
    return x.reshape(n, c, length // seg, seg).permute(0, 2, 1, 3).reshape(n, length // seg, c * seg)
