import math

import torch

SAMPLES = 256
KINDS = ("noise", "local", "regional")


def _burst(t, onset, freq, decay, amp):
    after = (t - onset).clamp(min=0)
    return amp * (t >= onset).float() * torch.exp(-after / decay) * torch.sin(2 * math.pi * freq * after)


def traces(count, generator):
    """Three-component (Z, N, E) windows: background noise, or P and S arrivals of a quake."""
    t = torch.arange(SAMPLES, dtype=torch.float32)
    kind = torch.randint(len(KINDS), (count,), generator=generator)
    noise = torch.randn(count, 3, SAMPLES + 4, generator=generator)
    noise = (noise[..., 4:] + noise[..., 3:-1] + noise[..., 2:-2]) / 3.0
    waves = 0.7 * noise
    for i in range(count):
        if kind[i] == 0:
            continue
        p = 30 + float(torch.rand(1, generator=generator)) * 60
        gap = (15 + 30 * float(torch.rand(1, generator=generator))) if kind[i] == 1 else (35 + 50 * float(torch.rand(1, generator=generator)))
        freq = 0.09 if kind[i] == 1 else 0.07
        amp = 0.5 + 0.7 * float(torch.rand(1, generator=generator))
        waves[i, 0] += _burst(t, p, freq * 1.5, 12.0, amp)
        waves[i, 1] += _burst(t, p + gap, freq, 25.0, 1.3 * amp)
        waves[i, 2] += _burst(t, p + gap + 2, freq, 25.0, 1.1 * amp)
    return waves, kind
