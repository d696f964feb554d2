"""Synthetic hourly telemetry from a 600 l reef tank (lights, CO2 reactor, feeding, alkalinity)."""
import math

import torch

LAGS = 6


def telemetry(gen, hours):
    t = torch.arange(hours, dtype=torch.float32)
    light = torch.clamp(torch.sin(2 * math.pi * ((t % 24) - 8) / 24 * 1.6), min=0)
    co2 = (torch.rand(hours, generator=gen) < 0.35).float() * (0.5 + torch.rand(hours, generator=gen))
    feed = (torch.rand(hours, generator=gen) < 0.08).float()
    alk = 8.0 + torch.cumsum(0.02 * torch.randn(hours, generator=gen), 0).clamp(-1.5, 1.5)
    temp = 25.5 + 0.6 * light + 0.1 * torch.randn(hours, generator=gen)
    ph = torch.empty(hours)
    ph[0] = 8.1
    for i in range(1, hours):
        target = 7.9 + 0.06 * (alk[i] - 8) + 0.25 * light[i]
        ph[i] = (ph[i - 1] + 0.3 * (target - ph[i - 1]) - 0.08 * co2[i] - 0.03 * feed[i]
                 - 0.01 * (temp[i] - 25.5) + 0.01 * torch.randn(1, generator=gen))
    return torch.stack([ph, light, co2, feed, alk, temp], 1)


def windows(series, lags=LAGS):
    """History of every channel plus the hour's planned controls (lights, CO2 dose, feeding...)."""
    x = torch.stack([torch.cat([series[i - lags:i].flatten(), series[i, 1:]]) for i in range(lags, len(series))])
    y = (series[lags:, 0] - series[lags - 1:-1, 0]).unsqueeze(1)
    return x, y
