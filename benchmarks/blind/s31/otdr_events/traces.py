"""Synthetic OTDR shots: Rayleigh backscatter (dB) along 256 range bins with events."""
import torch

EVENTS = ("splice", "connector", "bend", "break")
BINS = 256


def shot(n, generator, noise=0.15):
    km = torch.linspace(0, 25, BINS)
    trace = (-0.2 * km).expand(n, BINS).clone()
    labels = torch.zeros(n, len(EVENTS))
    for kind in range(len(EVENTS)):
        present = torch.rand(n, generator=generator) < 0.35
        labels[:, kind] = present.float()
        low, high = (200, 240) if kind == 3 else (30, 190)
        where = torch.randint(low, high, (n,), generator=generator)
        step = (torch.arange(BINS)[None, :] >= where[:, None]).float()
        spike = torch.exp(-0.5 * ((torch.arange(BINS)[None, :] - where[:, None]) / 1.5) ** 2)
        if kind == 0:
            effect = -0.3 * step
        elif kind == 1:
            effect = -0.4 * step + 2.5 * spike
        elif kind == 2:
            effect = -0.8 * step * (1 + 0.3 * torch.rand(n, 1, generator=generator))
        else:
            effect = -12.0 * step + 4.0 * spike
        trace = trace + present[:, None].float() * effect
    clean = trace.clamp(min=-14.0)
    noisy = clean + noise * torch.randn(n, BINS, generator=generator) * (1 + 0.1 * km.abs())
    trend = -0.2 * km
    return (noisy - trend)[:, None, :] / 5, (clean - trend)[:, None, :] / 5, labels
