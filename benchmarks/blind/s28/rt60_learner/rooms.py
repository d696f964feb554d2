import math

import torch

RATE = 4000  # Hz, after decimation of the measured impulse responses
BANDS = (125, 250, 500, 1000)


def impulse_responses(count, samples=1024, seed=0):
    """Synthetic room impulse responses: a direct path, a few early reflections and a
    late tail of noise whose energy falls by 60 dB in RT60 seconds (slightly faster in
    the higher bands, as absorption grows with frequency)."""
    generator = torch.Generator().manual_seed(seed)
    t = torch.arange(samples) / RATE
    rt60 = 0.15 + 0.85 * torch.rand(count, generator=generator)   # 0.15 .. 1.0 s
    responses = torch.zeros(count, samples)
    for i in range(count):
        tail = torch.zeros(samples)
        for band, centre in enumerate(BANDS):
            band_rt = rt60[i] * (1.15 - 0.1 * band)
            decay = torch.exp(-6.9 * t / band_rt)
            carrier = torch.sin(2 * math.pi * centre * t + 2 * math.pi * torch.rand(1, generator=generator))
            tail += decay * carrier * torch.randn(samples, generator=generator)
        onset = int(torch.randint(10, 40, (1,), generator=generator))
        tail[:onset] = 0
        tail[onset] += 4.0
        for _ in range(4):
            at = onset + int(torch.randint(8, 120, (1,), generator=generator))
            tail[at] += (0.5 + torch.rand(1, generator=generator).item()) * (-1) ** at
        responses[i] = tail + 1e-3 * torch.randn(samples, generator=generator)
    return responses, rt60


def energy_envelope(responses, frame=32):
    """Log energy per frame (the Schroeder-like view a DSP person would start from)."""
    frames = responses.unfold(1, frame, frame)
    energy = frames.pow(2).mean(-1)
    return torch.log10(energy + 1e-8).unsqueeze(1)


def batches(features, targets, size, generator):
    order = torch.randperm(len(targets), generator=generator)
    for start in range(0, len(order), size):
        rows = order[start:start + size]
        yield features[rows], targets[rows]
