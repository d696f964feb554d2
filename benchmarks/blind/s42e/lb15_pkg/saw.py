"""Synthetic battery-chainsaw cut logs: motor current and handle vibration during a 1 s cut
(128 samples each) -> remaining chain sharpness (0 = dull, 1 = fresh)."""
import math

import torch

N_SAMPLES = 128


def cut_logs(n, gen):
    t = torch.linspace(0, 1, N_SAMPLES)
    sharp = torch.rand(n, 1, generator=gen)
    wood = 0.5 + torch.rand(n, 1, generator=gen)                  # hardness
    feed = 0.7 + 0.6 * torch.rand(n, 1, generator=gen)            # operator push
    tooth_hz = 30 + 10 * torch.rand(n, 1, generator=gen)
    current = (8 + 10 * wood * feed * (1.6 - 0.6 * sharp)
               + 1.5 * torch.sin(2 * math.pi * 3 * t) * feed
               + 0.5 * torch.randn(n, N_SAMPLES, generator=gen))
    vib = ((0.3 + 0.9 * (1 - sharp) * wood) * torch.sin(2 * math.pi * tooth_hz * t)
           + 0.2 * torch.randn(n, N_SAMPLES, generator=gen))
    x = torch.stack([(current - 16) / 5, vib], dim=1)
    return x, sharp.squeeze(1)


def batches(x, y, batch, gen):
    order = torch.randperm(x.shape[0], generator=gen)
    for s in range(0, x.shape[0] - batch + 1, batch):
        idx = order[s:s + batch]
        yield x[idx].contiguous(), y[idx]
