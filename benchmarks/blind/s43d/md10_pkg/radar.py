"""Synthetic GPR traces (towed sled radar on a glacier), summarised per trace.

A hidden crevasse shows as a hyperbolic diffraction with a strong, ringing reflection
below a snow bridge; firn layering and meltwater lenses are look-alikes.
"""
import torch

N_SAMPLES = 64


def _trace(label, g):
    t = torch.linspace(0, 1, N_SAMPLES)
    trace = 0.4 * torch.exp(-30 * t) * torch.cos(40 * t)           # direct wave
    for depth in torch.rand(3, generator=g):                        # firn layers
        trace += 0.08 * torch.exp(-400 * (t - depth) ** 2)
    if label == 1:
        d = 0.2 + 0.5 * float(torch.rand(1, generator=g))
        trace += 0.28 * torch.exp(-120 * (t - d) ** 2) * torch.cos(90 * (t - d))
    elif float(torch.rand(1, generator=g)) < 0.3:                   # meltwater lens
        d = 0.2 + 0.5 * float(torch.rand(1, generator=g))
        trace += 0.18 * torch.exp(-300 * (t - d) ** 2)
    return trace + 0.05 * torch.randn(N_SAMPLES, generator=g)


def survey_line(n, gen, crevasse_rate=0.3):
    labels = torch.bernoulli(torch.full((n,), crevasse_rate), generator=gen).long()
    traces = torch.stack([_trace(int(l), gen) for l in labels])
    return traces, labels
