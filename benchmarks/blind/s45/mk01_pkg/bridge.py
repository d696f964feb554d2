import math

import torch
from torch.utils.data import DataLoader, TensorDataset


def simulate_sway(n_windows=1536, length=48, fs=10.0, seed=0):
    """Lateral deck displacement (mm) of a footbridge, one window per crossing group.

    First lateral mode near 0.9-1.1 Hz, light damping, plus a pedestrian lock-in
    component whose amplitude grows over the window.
    """
    g = torch.Generator().manual_seed(seed)
    t = torch.arange(length, dtype=torch.float32) / fs
    f0 = 0.9 + 0.2 * torch.rand(n_windows, 1, generator=g)
    zeta = 0.01 + 0.02 * torch.rand(n_windows, 1, generator=g)
    amp = 2.0 + 4.0 * torch.rand(n_windows, 1, generator=g)
    phase = 2 * math.pi * torch.rand(n_windows, 1, generator=g)
    free = amp * torch.exp(-zeta * 2 * math.pi * f0 * t) * torch.sin(2 * math.pi * f0 * t + phase)
    crowd = torch.rand(n_windows, 1, generator=g)
    lock_in = crowd * 0.15 * t * torch.sin(2 * math.pi * f0 * t)
    noise = 0.2 * torch.randn(n_windows, length, generator=g)
    return free + lock_in * amp + noise


def dominant_frequency(windows, fs=10.0):
    spec = torch.fft.rfft(windows - windows.mean(dim=1, keepdim=True), dim=1).abs()
    freqs = torch.fft.rfftfreq(windows.size(1), d=1.0 / fs)
    return freqs[spec[:, 1:].argmax(dim=1) + 1]


def make_loader(windows, batch_size=64):
    scale = windows.abs().max()
    ds = TensorDataset(windows / scale)
    return DataLoader(ds, batch_size=batch_size, shuffle=True, drop_last=True), scale
