"""Synthetic folded-profile candidates from a pulsar search pipeline.

Classes: 0 = noise, 1 = narrow-band RFI (broad periodic structure), 2 = pulsar (narrow pulse).
"""
import torch

BINS = 64
CLASSES = ("noise", "rfi", "pulsar")


def make_candidates(n, generator):
    labels = torch.randint(0, len(CLASSES), (n,), generator=generator)
    phase = torch.arange(BINS, dtype=torch.float32)
    centre = torch.randint(0, BINS, (n, 1), generator=generator).float()
    distance = torch.remainder(phase - centre + BINS / 2, BINS) - BINS / 2
    width = 1.0 + 2.0 * torch.rand(n, 1, generator=generator)
    pulse = torch.exp(-0.5 * (distance / width) ** 2)
    harmonic = torch.randint(1, 4, (n, 1), generator=generator).float()
    rfi = 0.5 * (1 + torch.cos(2 * torch.pi * harmonic * (phase - centre) / BINS))
    snr = 0.6 + 0.8 * torch.rand(n, 1, generator=generator)
    profiles = 0.5 * torch.randn(n, BINS, generator=generator)
    profiles += snr * torch.where((labels == 2)[:, None], pulse, torch.zeros_like(pulse))
    profiles += 0.8 * snr * torch.where((labels == 1)[:, None], rfi, torch.zeros_like(rfi))
    on_pulse = (distance.abs() <= 2 * width) & (labels == 2)[:, None]
    return profiles, labels, on_pulse
