"""Synthetic boomerang throws.

Features: release speed (m/s), spin (rev/s), layover angle (deg), release elevation (deg),
head-wind (m/s). Target: distance (m) from the thrower at which the boomerang comes back to
catch height."""
import math
import torch


def simulate(n, gen):
    speed = 18 + 10 * torch.rand(n, generator=gen)
    spin = 8 + 6 * torch.rand(n, generator=gen)
    layover = 10 + 50 * torch.rand(n, generator=gen)
    elev = 5 + 15 * torch.rand(n, generator=gen)
    wind = 3 * torch.randn(n, generator=gen)
    # advance ratio: speed / (spin * span)
    advance = speed / (spin * 0.6)
    miss = (2.0 * (advance - 3.2) ** 2 + 0.06 * (layover - 25) ** 2 / 10 + 0.25 * (elev - 10).abs()
            + 0.9 * wind.abs() + 0.5 * torch.randn(n, generator=gen).abs())
    x = torch.stack([(speed - 23) / 5, (spin - 11) / 3, (layover - 35) / 15, (elev - 12) / 5, wind / 3], 1)
    return x, torch.log1p(miss).unsqueeze(1)


def datasets(args):
    gen = torch.Generator().manual_seed(args.seed)
    x, y = simulate(args.throws, gen)
    xt, yt = simulate(1000, gen)
    return (x, y), (xt, yt)


def to_metres(log_miss):
    return torch.expm1(log_miss)


def angle_deg(rad):
    return rad * 180 / math.pi
