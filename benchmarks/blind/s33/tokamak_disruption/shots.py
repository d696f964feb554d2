"""Synthetic diagnostics windows from tokamak shots.

Channels: locked-mode amplitude, radiated power fraction, internal inductance,
q95, Greenwald density fraction, loop voltage. Label: a disruption follows the
window within the warning horizon.
"""
import torch

SIGNALS = ("locked_mode", "prad_frac", "li", "q95", "greenwald", "v_loop")


def shot_windows(n, window, generator=None):
    t = torch.linspace(0.0, 1.0, window)
    base = torch.tensor([0.2, 0.35, 0.9, 4.2, 0.6, 0.8])
    x = base.view(1, 1, -1) + 0.15 * torch.randn(n, window, len(SIGNALS), generator=generator)
    disrupt = torch.rand(n, generator=generator) < 0.3
    ramp = t.view(1, -1) ** 2 * disrupt.float().view(-1, 1)
    x[..., 0] += 0.5 * ramp
    x[..., 1] += 0.15 * ramp
    x[..., 3] -= 0.3 * ramp
    x[..., 4] += 0.1 * ramp
    return x, disrupt.float()


def batches(x, y, batch_size, generator=None):
    order = torch.randperm(x.shape[0], generator=generator)
    for idx in order.split(batch_size):
        yield x[idx], y[idx]
