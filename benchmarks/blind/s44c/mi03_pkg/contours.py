import math

import torch

SEQ_LEN = 32


def theremin_contours(n, seed=0):
    """Pitch contours in semitones relative to the phrase's first note.

    A player glides between two notes (portamento) with hand vibrato on top;
    the vibrato rate is 5-7 Hz at a 50 Hz control rate.
    """
    g = torch.Generator().manual_seed(seed)
    t = torch.arange(SEQ_LEN).float().unsqueeze(0) / 50.0
    interval = torch.randint(-7, 8, (n, 1), generator=g).float()
    glide_at = 0.2 + 0.3 * torch.rand(n, 1, generator=g)
    glide = interval * torch.sigmoid((t - glide_at) * 40.0)
    rate = 5.0 + 2.0 * torch.rand(n, 1, generator=g)
    depth = 0.15 + 0.25 * torch.rand(n, 1, generator=g)
    phase = 2 * math.pi * torch.rand(n, 1, generator=g)
    vib = depth * torch.sin(2 * math.pi * rate * t + phase)
    return (glide + vib) / 7.0


def contour_stats(x):
    """Crude descriptors to compare real and generated phrases."""
    x = x * 7.0
    span = x[:, -4:].mean(1) - x[:, :4].mean(1)
    wiggle = (x[:, 1:] - x[:, :-1]).abs().mean(1)
    return span.abs().mean().item(), wiggle.mean().item()
