"""Vineyard frost fans: predict whether a wind machine must start within the hour.

Blocks are weighted by vine value (young Pinot blocks matter more). torchrun-ready, single process by default.
"""
import os
from contextlib import contextmanager
from dataclasses import dataclass

import torch
import torch.nn as nn
import torch.nn.functional as F


@dataclass
class RunCfg:
    world_size: int = int(os.environ.get("WORLD_SIZE", 1))
    rank: int = int(os.environ.get("RANK", 0))
    local_rank: int = int(os.environ.get("LOCAL_RANK", 0))
    epochs: int = 5
    micro_batch: int = 32
    accumulate: int = 2
    lr: float = 3e-3


def frost_nights(n=2000, seed=4):
    g = torch.Generator().manual_seed(seed)
    air = -3 + 9 * torch.rand(n, generator=g)
    dew = air - 6 * torch.rand(n, generator=g)
    inversion = 4 * torch.rand(n, generator=g)
    wind = 3 * torch.rand(n, generator=g)
    cloud = torch.rand(n, generator=g)
    risk = -0.9 * air - 0.3 * (air - dew) + 0.8 * inversion - 1.2 * wind - 2 * cloud + 1.0
    start = (risk + 0.5 * torch.randn(n, generator=g) > 0).float()
    block_value = 1.0 + 2.0 * (torch.rand(n, generator=g) < 0.25).float()
    x = torch.stack([air / 6, dew / 6, inversion / 4, wind / 3, cloud], 1)
    return x, start.unsqueeze(1), block_value.unsqueeze(1)


class FanTrigger(nn.Module):
    def __init__(self, hidden=24):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(5, hidden), nn.Tanh(), nn.Linear(hidden, hidden), nn.Tanh(),
                                 nn.Linear(hidden, 1))

    def forward(self, x):
        return self.net(x)


class SimpleDDP(nn.Module):
    def __init__(self, module, world_size):
        super().__init__()
        self.module = module
        self.world_size = world_size
        self.sync = True

    def forward(self, x):
        return self.module(x)

    @contextmanager
    def no_sync(self):
        self.sync = False
        try:
            yield
        finally:
            self.sync = True

    def allreduce_grads(self):
        for p in self.module.parameters():
            if p.grad is not None:
                p.grad.div_(self.world_size)


def unwrap_model(m):
    return m.module if isinstance(m, SimpleDDP) else m


class Trainer:
    def __init__(self, cfg):
        self.cfg = cfg
        self.ddp = SimpleDDP(FanTrigger(), cfg.world_size)
        self.opt = torch.optim.Adam(self.ddp.parameters(), lr=cfg.lr)

    def micro_step(self, xb, yb, wb):
        logits = self.ddp(xb)
        per_block = F.binary_cross_entropy_with_logits(logits, yb, reduction="none") * wb
        scaled = per_block / (self.cfg.accumulate * self.cfg.world_size)
        scaled.backward()
        return per_block.mean().item()

    def fit(self, x, y, w):
        x, y, w = (t[self.cfg.rank::self.cfg.world_size] for t in (x, y, w))
        mb = self.cfg.micro_batch
        for epoch in range(self.cfg.epochs):
            perm = torch.randperm(x.shape[0])
            running = 0.0
            for k, s in enumerate(range(0, len(perm), mb)):
                b = perm[s:s + mb]
                last = (k + 1) % self.cfg.accumulate == 0
                if last:
                    running += self.micro_step(x[b], y[b], w[b])
                    self.ddp.allreduce_grads()
                    self.opt.step()
                    self.opt.zero_grad()
                else:
                    with self.ddp.no_sync():
                        running += self.micro_step(x[b], y[b], w[b])
            if self.cfg.rank == 0:
                print(f"epoch {epoch} weighted bce {running / (k + 1):.4f}")


if __name__ == "__main__":
    torch.manual_seed(0)
    Trainer(RunCfg()).fit(*frost_nights())
