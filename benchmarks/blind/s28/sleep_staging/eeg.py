import math

import torch

STAGES = ("W", "N1", "N2", "N3", "REM")

# Night-time stage transitions (rows: from, columns: to), roughly as in scored hypnograms.
TRANSITIONS = torch.tensor([
    [0.80, 0.15, 0.03, 0.00, 0.02],
    [0.10, 0.50, 0.35, 0.00, 0.05],
    [0.03, 0.05, 0.77, 0.10, 0.05],
    [0.02, 0.01, 0.17, 0.80, 0.00],
    [0.05, 0.05, 0.05, 0.00, 0.85],
])

# Per stage: (dominant frequency in cycles per 128 samples, amplitude, spindle rate)
SIGNATURES = {
    0: (22.0, 0.6, 0.0),   # wake: fast, low amplitude
    1: (12.0, 0.8, 0.0),   # N1: theta
    2: (14.0, 0.9, 0.6),   # N2: spindles
    3: (3.0, 2.0, 0.0),    # N3: slow waves
    4: (13.0, 0.7, 0.0),   # REM: theta-like, low amplitude
}


def hypnogram(length, generator):
    stages = torch.empty(length, dtype=torch.long)
    stage = 0
    for i in range(length):
        stages[i] = stage
        stage = int(torch.multinomial(TRANSITIONS[stage], 1, generator=generator))
    return stages


def epoch_signal(stage, samples, generator):
    freq, amp, spindle = SIGNATURES[stage]
    t = torch.arange(samples, dtype=torch.float32)
    freq = freq * (1.0 + 0.25 * (torch.rand(1, generator=generator) - 0.5))
    phase = 2 * math.pi * torch.rand(1, generator=generator)
    wave = amp * torch.sin(2 * math.pi * freq * t / 128 + phase)
    if spindle and torch.rand(1, generator=generator) < spindle:
        centre = int(torch.randint(20, samples - 20, (1,), generator=generator))
        burst = torch.exp(-((t - centre) / 8.0) ** 2)
        wave = wave + 1.5 * burst * torch.sin(2 * math.pi * 24 * t / 128)
    # the sleep stages are hard to tell apart from one 30 s epoch: add a lot of noise
    return wave + 1.2 * torch.randn(samples, generator=generator)


def nights(count, length=40, samples=128, seed=0):
    generator = torch.Generator().manual_seed(seed)
    signals = torch.empty(count, length, 1, samples)
    labels = torch.empty(count, length, dtype=torch.long)
    for n in range(count):
        labels[n] = hypnogram(length, generator)
        for i in range(length):
            signals[n, i, 0] = epoch_signal(int(labels[n, i]), samples, generator)
    return signals, labels


def loader(signals, labels, batch_size, shuffle, generator=None):
    order = torch.randperm(len(signals), generator=generator) if shuffle else torch.arange(len(signals))
    for start in range(0, len(order), batch_size):
        rows = order[start:start + batch_size]
        yield signals[rows], labels[rows]
