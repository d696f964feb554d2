"""Synthetic FDM printer telemetry: extruder stepper current (64 samples), filament tension,
hotend temperature error and volumetric speed. Label: partial nozzle clog within 2 minutes."""
import math

import torch

TRACE = 64


def printer_logs(n, gen):
    t = torch.linspace(0, 1, TRACE)
    speed = 5 + 15 * torch.rand(n, 1, generator=gen)                 # mm3/s
    temp_err = 4 * torch.randn(n, 1, generator=gen)                  # K
    clog = torch.rand(n, 1, generator=gen) < 0.3
    severity = clog.float() * (0.3 + 0.7 * torch.rand(n, 1, generator=gen))
    base = 0.5 + 0.02 * speed
    skip = severity * 0.4 * (torch.sin(2 * math.pi * (3 + 5 * severity) * t) > 0.7).float()
    current = base + 0.08 * torch.sin(2 * math.pi * 20 * t) + skip \
        + 0.05 * torch.randn(n, TRACE, generator=gen)
    tension = 1.0 + 0.8 * severity - 0.01 * temp_err + 0.1 * torch.randn(n, 1, generator=gen)
    scalars = torch.cat([(speed - 12.5) / 4.3, temp_err / 4, (tension - 1.2) / 0.3], dim=1)
    return current.unsqueeze(1), scalars, clog.float().squeeze(1)


class Prefetcher:
    """Stages the next shuffled batch while the current one is consumed."""

    def __init__(self, tensors, batch, gen, device=torch.device("cpu")):
        self.tensors, self.batch, self.gen, self.device = tensors, batch, gen, device

    def __iter__(self):
        n = self.tensors[0].shape[0]
        order = torch.randperm(n, generator=self.gen)
        nxt = None
        for s in range(0, n - self.batch + 1, self.batch):
            idx = order[s:s + self.batch]
            cur = tuple(t[idx].to(self.device, non_blocking=True) for t in self.tensors)
            if nxt is not None:
                yield nxt
            nxt = cur
        if nxt is not None:
            yield nxt
