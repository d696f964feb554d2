"""Synthetic rack telemetry and a pinned-memory prefetcher."""
import math

import torch


def make_telemetry(cfg, gen):
    n, r = cfg.samples, cfg.racks
    minute = torch.arange(n, dtype=torch.float32) * 5.0
    phase = 2 * math.pi * minute / 1440.0
    load = 0.45 + 0.25 * torch.sin(phase)[:, None] + 0.1 * torch.rand(n, r, generator=gen)
    supply = 17.0 + 1.5 * torch.randn(n, 1, generator=gen).cumsum(0).div(40).tanh()
    fan = 0.6 + 0.3 * torch.rand(n, 1, generator=gen)
    outdoor = 12.0 + 8.0 * torch.sin(phase - 1.2)[:, None]
    x = torch.cat([load, supply, fan, outdoor / 10,
                   torch.sin(phase)[:, None], torch.cos(phase)[:, None]], dim=1)
    # inlet temperature 15 minutes ahead: supply air + recirculation from hot aisle
    recirc = 6.0 * load.mean(1, keepdim=True) * (1.2 - fan)
    inlet = supply + recirc + 0.05 * outdoor + 0.2 * torch.randn(n, 1, generator=gen)
    return x, (inlet - 22.0) / 3.0


class HostPrefetcher:
    """Keeps the next batch staged in (pinned) host memory and copies it with non_blocking."""

    def __init__(self, x, y, batch, device, gen):
        self.x, self.y, self.batch, self.device, self.gen = x, y, batch, device, gen
        self.pin = device.type == "cuda"

    def __len__(self):
        return self.x.shape[0] // self.batch

    def __iter__(self):
        order = torch.randperm(self.x.shape[0], generator=self.gen)
        staged = None
        for b in range(len(self)):
            idx = order[b * self.batch:(b + 1) * self.batch]
            xb, yb = self.x[idx], self.y[idx]
            if self.pin:
                xb, yb = xb.pin_memory(), yb.pin_memory()
            nxt = (xb.to(self.device, non_blocking=True), yb.to(self.device, non_blocking=True))
            if staged is not None:
                yield staged
            staged = nxt
        if staged is not None:
            yield staged
