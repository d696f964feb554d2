import math

import torch

LENGTH = 64
CONDITIONS = ("healthy", "imbalance", "inner_race", "outer_race")


def snippets(count, generator):
    """Accelerometer snippets of a rotating shaft under four machine conditions."""
    t = torch.arange(LENGTH, dtype=torch.float32)
    kind = torch.randint(len(CONDITIONS), (count,), generator=generator)
    shaft = 0.05 + 0.02 * torch.rand(count, 1, generator=generator)
    phase = 2 * math.pi * torch.rand(count, 1, generator=generator)
    x = 0.5 * torch.sin(2 * math.pi * shaft * t + phase)
    x = x + torch.where((kind == 1)[:, None], 1.0 * torch.sin(2 * math.pi * shaft * t + phase), torch.zeros(()))
    period = torch.where(kind == 2, 9.0, 14.0)[:, None]
    start = torch.rand(count, 1, generator=generator) * period
    since = torch.remainder(t - start, period)
    ringing = torch.exp(-since / 2.0) * torch.sin(2 * math.pi * 0.3 * since)
    faulty = ((kind == 2) | (kind == 3))[:, None]
    x = x + torch.where(faulty, 1.2 * ringing, torch.zeros(()))
    return x + 0.05 * torch.randn(count, LENGTH, generator=generator), kind
