import math

import torch


def chain_recordings(n, length, gen):
    """Frame-mounted accelerometer traces while pedalling.

    Every trace carries the pedal-cadence hum; a dry chain adds short squeak
    bursts (a high-frequency carrier gated twice per crank revolution).
    """
    t = torch.linspace(0, 2, length).unsqueeze(0)
    cadence = 1.0 + torch.rand(n, 1, generator=gen)
    dry = (torch.rand(n, 1, generator=gen) < 0.5).float()
    hum = 0.6 * torch.sin(2 * math.pi * cadence * t)
    gate = (torch.sin(4 * math.pi * cadence * t) > 0.7).float()
    squeak = dry * gate * 0.35 * torch.sin(2 * math.pi * 40 * t)
    road = 0.15 * torch.randn(n, length, generator=gen)
    return hum + squeak + road, dry.squeeze(1).long()


def weak_labels(x, truth, gen, flip=0.25):
    """Labels from a crowd-sourced 'did it squeak?' form: a quarter are wrong."""
    flips = torch.rand(truth.shape, generator=gen) < flip
    return torch.where(flips, 1 - truth, truth)
