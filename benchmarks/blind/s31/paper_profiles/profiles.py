"""Cross-direction (CD) basis-weight profiles from a scanning gauge, 64 slices across the web.

Deviations in g/m2 from target: edge effects, streaks at the headbox slice-lip actuators
(every 8 slices), and a slow wave from the wire; amplitudes vary from scan to scan.
"""
import math

import torch

SLICES = 64


def scans(n, generator):
    x = torch.linspace(-1, 1, SLICES)[None, :]
    edge = (0.6 + 0.3 * torch.randn(n, 1, generator=generator)) * (x.abs() ** 6)
    phase = 2 * math.pi * torch.rand(n, 1, generator=generator)
    wave = (0.25 + 0.1 * torch.rand(n, 1, generator=generator)) * torch.sin(2.5 * math.pi * x + phase)
    lip = torch.arange(SLICES)[None, :] % 8 == 3
    streak = lip.float() * (0.3 * torch.rand(n, 1, generator=generator))
    noise = 0.05 * torch.randn(n, SLICES, generator=generator)
    return edge + wave + streak + noise


def stream(batch_size, generator):
    while True:
        yield scans(batch_size, generator)


def summary(profiles):
    edges = profiles[:, list(range(4)) + list(range(SLICES - 4, SLICES))].mean().item()
    centre = profiles[:, 16:48]
    streak = (centre[:, 3::8].mean() - centre.mean()).item()
    spectrum = torch.fft.rfft(profiles - profiles.mean(dim=1, keepdim=True), dim=1).abs().mean(0)
    return {"edge": edges, "streak": streak, "spread": profiles.std().item(), "spectrum": spectrum}
