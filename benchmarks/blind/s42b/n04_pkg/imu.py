"""Synthetic 6-axis IMU windows (accel xyz, gyro xyz) at 400 Hz, 0.25 s long."""
import math

import torch

DAMAGE = ("healthy", "chipped_tip", "bent_blade", "cracked_hub", "tape_imbalance")


def hover_windows(n, seed, length=100):
    g = torch.Generator().manual_seed(seed)
    t = torch.arange(length) / 400.0
    rpm_band = torch.randint(0, 3, (n,), generator=g)
    damage = torch.randint(0, len(DAMAGE), (n,), generator=g)
    rotor_hz = 90.0 + 25.0 * rpm_band.float() + 4.0 * torch.randn(n, generator=g)
    phase = 2 * math.pi * torch.rand(n, 1, generator=g)
    base = torch.sin(2 * math.pi * rotor_hz[:, None] * t + phase)

    # 1x, 2x, blade-pass and broadband signatures of each damage type
    amp1 = torch.tensor([0.05, 0.20, 0.12, 0.08, 0.35])[damage][:, None]
    amp2 = torch.tensor([0.02, 0.05, 0.25, 0.06, 0.04])[damage][:, None]
    broad = torch.tensor([0.05, 0.08, 0.07, 0.22, 0.06])[damage][:, None]
    h2 = torch.sin(2 * math.pi * 2 * rotor_hz[:, None] * t + 2 * phase)
    chans = []
    for axis in range(6):
        gain = 1.0 if axis < 3 else 0.6
        noise = torch.randn(n, length, generator=g)
        chans.append(gain * (amp1 * base + amp2 * h2 + broad * noise + 0.1 * (axis == 2)))
    X = torch.stack(chans, dim=1)
    return X, rpm_band, damage


def batches(X, y, batch_size=64, shuffle=True):
    idx = torch.randperm(len(y)) if shuffle else torch.arange(len(y))
    for s in range(0, len(y), batch_size):
        j = idx[s:s + batch_size]
        yield X[j], y[j]
