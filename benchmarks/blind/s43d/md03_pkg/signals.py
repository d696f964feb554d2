"""Synthetic 15-minute bottom-pressure windows summarised as spectral/shape features.

Classes: 0 tidal background, 1 seismic (Rayleigh-wave) shaking, 2 tsunami wave, 3 sensor glitch.
"""
import math
import torch

CLASSES = ["tide", "seismic", "tsunami", "glitch"]


def _window(kind, g, n=120):
    t = torch.linspace(0, 1, n)
    tide = 0.3 * torch.sin(2 * math.pi * (0.05 + 0.02 * torch.rand(1, generator=g)) * t)
    sig = tide + 0.03 * torch.randn(n, generator=g)
    if kind == 1:
        sig = sig + 0.08 * torch.randn(n, generator=g) * torch.exp(-4 * t)
    elif kind == 2:
        onset = float(torch.rand(1, generator=g)) * 0.5
        sig = sig + 0.06 * torch.sin(2 * math.pi * 3 * (t - onset)).clamp_min(0) * (t > onset)
    elif kind == 3:
        j = int(torch.randint(5, n - 5, (1,), generator=g))
        sig[j:j + 3] += 0.2
    return sig


def _features(sig):
    d = sig[1:] - sig[:-1]
    spec = torch.fft.rfft(sig - sig.mean()).abs()
    return torch.stack([
        sig.std(), d.std(), d.abs().max(), spec[1:4].sum(), spec[4:12].sum(),
        spec[12:40].sum(), (d > 0.05).float().mean(), sig.max() - sig.min(),
    ])


def make_split(n, seed):
    g = torch.Generator().manual_seed(seed)
    labels = torch.randint(0, len(CLASSES), (n,), generator=g)
    feats = torch.stack([_features(_window(int(k), g)) for k in labels])
    return feats, labels
