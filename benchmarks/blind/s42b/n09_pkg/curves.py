"""Magnitude responses (dB, 64 log-spaced bins, 50 Hz-12 kHz) of passive pickups + cable load."""
import math

import torch

N_BINS = 64
FREQS = torch.logspace(math.log10(50), math.log10(12000), N_BINS)


def pickup_responses(n=4000, seed=31):
    g = torch.Generator().manual_seed(seed)
    kind = torch.randint(0, 3, (n,), generator=g)             # single coil, P90, humbucker
    f0 = torch.tensor([5200.0, 3800.0, 2600.0])[kind] * torch.exp(0.18 * torch.randn(n, generator=g))
    q = torch.tensor([2.6, 2.0, 1.6])[kind] * torch.exp(0.2 * torch.randn(n, generator=g))
    r = FREQS[None] / f0[:, None]
    # second-order low-pass of coil inductance + cable capacitance
    mag = 1.0 / torch.sqrt((1 - r ** 2) ** 2 + (r / q[:, None]) ** 2)
    db = 20 * torch.log10(mag)
    db = db + 0.4 * torch.randn(n, N_BINS, generator=g)
    return (db / 10.0), kind


def describe(curves):
    db = curves * 10.0
    peak_bin = db.argmax(1)
    return {
        "peak_hz": FREQS[peak_bin].median().item(),
        "peak_db": db.max(1).values.mean().item(),
        "hf_db": db[:, -1].mean().item(),
    }
