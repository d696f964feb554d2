import math

import torch


def strike_envelopes(n=2048, steps=40, seed=0):
    """Log-amplitude envelopes of struck aluminium chime tubes (dB re. strike peak).

    Three partials with different decay times beat against each other; tube
    length sets the decay, the striker hardness sets the initial partial mix.
    """
    g = torch.Generator().manual_seed(seed)
    t = torch.linspace(0.0, 4.0, steps)
    length = 0.3 + 0.6 * torch.rand(n, 1, generator=g)
    hardness = torch.rand(n, 1, generator=g)
    taus = torch.cat([1.2 * length / 0.6, 0.6 * length / 0.6, 0.3 * length / 0.6], dim=1)
    mix = torch.stack([torch.ones(n), 0.3 + 0.6 * hardness.squeeze(1), 0.1 + 0.5 * hardness.squeeze(1)], dim=1)
    beat = 1.0 + 0.15 * torch.cos(2 * math.pi * (0.5 + torch.rand(n, 1, generator=g)) * t)
    amp = (mix.unsqueeze(2) * torch.exp(-t / taus.unsqueeze(2))).sum(1) * beat
    db = 20 * torch.log10(amp / amp[:, :1])
    return (db + 0.5 * torch.randn(n, steps, generator=g)) / 40.0


def decay_slope(env):
    """Least-squares slope (dB per step, on the /40 scale) of each envelope."""
    steps = env.size(1)
    t = torch.arange(steps, dtype=env.dtype)
    tc = t - t.mean()
    return ((env - env.mean(1, keepdim=True)) * tc).sum(1) / (tc ** 2).sum()
