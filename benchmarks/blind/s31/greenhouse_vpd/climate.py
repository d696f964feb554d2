"""Synthetic hourly greenhouse logs: outside weather, actuators, inside temperature and VPD."""
import math

import torch

FEATURES = ("t_out", "rh_out", "solar", "vent", "pipe", "mist")
TARGETS = ("t_in", "vpd")


def saturation_kpa(t_c):
    return 0.6108 * torch.exp(17.27 * t_c / (t_c + 237.3))


def simulate(days, vent_gain, mist_gain, generator):
    hours = days * 24
    t = torch.arange(hours, dtype=torch.float32)
    daily = torch.sin(2 * math.pi * (t - 9) / 24)
    t_out = 12 + 6 * daily + torch.randn(hours, generator=generator).cumsum(0) * 0.05
    rh_out = (0.75 - 0.15 * daily + 0.03 * torch.randn(hours, generator=generator)).clamp(0.3, 1.0)
    solar = (800 * daily.clamp(min=0) * (0.7 + 0.3 * torch.rand(hours, generator=generator))) / 1000
    vent = (0.2 + 0.6 * solar + 0.1 * torch.rand(hours, generator=generator)).clamp(0, 1)
    pipe = (45 - 2.0 * t_out + 3 * torch.randn(hours, generator=generator)).clamp(20, 70)
    mist = (solar > 0.5).float() * torch.rand(hours, generator=generator)

    t_in = torch.empty(hours)
    rh_in = torch.empty(hours)
    t_in[0], rh_in[0] = 18.0, 0.7
    for h in range(1, hours):
        gain = 6.0 * solar[h] + 0.05 * (pipe[h] - t_in[h - 1])
        loss = vent_gain * vent[h] * (t_in[h - 1] - t_out[h]) + 0.08 * (t_in[h - 1] - t_out[h])
        t_in[h] = t_in[h - 1] + 0.5 * (gain - loss)
        moist = 0.04 * solar[h] + mist_gain * 0.05 * mist[h] - 0.3 * vent[h] * (rh_in[h - 1] - rh_out[h])
        rh_in[h] = (rh_in[h - 1] + moist).clamp(0.35, 0.98)
    vpd = saturation_kpa(t_in) * (1 - rh_in)
    inputs = torch.stack([t_out / 20, rh_out, solar, vent, pipe / 50, mist], dim=1)
    targets = torch.stack([t_in / 20, vpd], dim=1)
    return inputs, targets


def windows(inputs, targets, lookback):
    idx = torch.arange(lookback, inputs.shape[0] - 1)
    x = torch.stack([inputs[i - lookback:i] for i in idx.tolist()])
    y = targets[idx + 1]
    return x, y


def split(x, y, fraction=0.8):
    cut = int(fraction * x.shape[0])
    return (x[:cut], y[:cut]), (x[cut:], y[cut:])
