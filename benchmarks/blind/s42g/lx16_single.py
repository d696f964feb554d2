"""Trampoline gymnastics: predict time-of-flight (s) of a routine element from take-off IMU features.

Gradient accumulation over micro-batches with a DDP-style no_sync(); torchrun-ready, one process by default.
"""
import os
from contextlib import contextmanager, nullcontext

import torch
import torch.nn as nn
import torch.nn.functional as F


def launch_info():
    return {"world_size": int(os.environ.get("WORLD_SIZE", 1)), "rank": int(os.environ.get("RANK", 0)),
            "local_rank": int(os.environ.get("LOCAL_RANK", 0))}


def takeoffs(n=2400, seed=21):
    g = torch.Generator().manual_seed(seed)
    v_up = 6 + 3 * torch.rand(n, generator=g)                 # m/s at leaving the bed
    depression = 0.6 + 0.5 * torch.rand(n, generator=g)       # bed depression (m)
    twist = torch.randint(0, 4, (n,), generator=g).float()    # half twists
    somersault = torch.randint(0, 4, (n,), generator=g).float()
    tof = 2 * v_up / 9.81 + 0.1 * depression - 0.02 * twist - 0.015 * somersault
    tof = tof + 0.02 * torch.randn(n, generator=g)
    x = torch.stack([(v_up - 6) / 3, depression, twist / 3, somersault / 3], 1)
    return x, tof.unsqueeze(1)


class FlightTimeNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.mlp = nn.Sequential(nn.Linear(4, 32), nn.SiLU(), nn.Linear(32, 32), nn.SiLU(), nn.Linear(32, 1))

    def forward(self, x):
        return self.mlp(x)


class GradSyncWrapper(nn.Module):
    def __init__(self, module, world_size):
        super().__init__()
        self.module = module
        self.world_size = world_size
        self._enabled = True

    def forward(self, x):
        return self.module(x)

    @contextmanager
    def no_sync(self):
        self._enabled = False
        try:
            yield
        finally:
            self._enabled = True

    def sync(self):
        if self._enabled:
            for p in self.module.parameters():
                if p.grad is not None:
                    p.grad.div_(self.world_size)


def unwrap_model(m):
    return m.module if isinstance(m, GradSyncWrapper) else m


class AccumulatingRunner:
    def __init__(self, info, accum=4, micro=16, lr=3e-3, clip=1.0):
        self.info = info
        self.accum, self.micro, self.clip = accum, micro, clip
        self.net = GradSyncWrapper(FlightTimeNet(), info["world_size"])
        self.opt = torch.optim.AdamW(self.net.parameters(), lr=lr)
        self.updates = 0

    def _apply_update(self):
        self.net.sync()
        torch.nn.utils.clip_grad_norm_(self.net.parameters(), self.clip)
        self.opt.step()
        self.opt.zero_grad(set_to_none=True)
        self.updates += 1

    def epoch(self, x, y, epoch):
        g = torch.Generator().manual_seed(epoch)
        order = torch.randperm(x.shape[0], generator=g)[self.info["rank"]::self.info["world_size"]]
        batches = order.split(self.micro)
        total = 0.0
        for i, b in enumerate(batches):
            is_boundary = (i + 1) % self.accum == 0 or i + 1 == len(batches)
            with (nullcontext() if is_boundary else self.net.no_sync()):
                mae = F.l1_loss(self.net(x[b]), y[b])
                (mae / self.accum).backward()
            total += mae.item()
            if is_boundary:
                self._apply_update()
        return total / len(batches)


def main(epochs=6):
    torch.manual_seed(0)
    info = launch_info()
    x, y = takeoffs()
    runner = AccumulatingRunner(info)
    for e in range(epochs):
        mae = runner.epoch(x, y, e)
        if info["rank"] == 0:
            print(f"epoch {e} MAE {mae * 1000:.1f} ms ({runner.updates} updates)")
    if info["rank"] == 0:
        net = unwrap_model(runner.net).eval()
        with torch.no_grad():
            print("ToF for v=8 m/s, 0.8 m, full twist, no somersault:",
                  round(net(torch.tensor([[2 / 3, 0.8, 2 / 3, 0.0]])).item(), 3), "s")


if __name__ == "__main__":
    main()
