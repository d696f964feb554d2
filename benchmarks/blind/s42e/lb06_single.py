"""Turntable wow & flutter from a 3150 Hz test-record capture.

Input: instantaneous frequency deviation of the test tone (256 points over ~2 s).
Target: weighted wow and flutter levels (%). Gradient accumulation over micro-batches with a
DDP-style `no_sync()` context (single process here), optimizer hooks for bookkeeping.
"""
import contextlib
import math
import time
from dataclasses import dataclass

import torch
from torch import nn


@dataclass
class Setup:
    samples: int = 3072
    points: int = 256
    batch: int = 64
    micro_batches: int = 4
    epochs: int = 4
    lr: float = 2e-3
    seed: int = 0


def captures(n, points, gen):
    t = torch.linspace(0, 2.0, points)
    rpm_hz = 33.333 / 60
    wow = 0.02 + 0.25 * torch.rand(n, 1, generator=gen)            # % peak at platter rate
    flutter = 0.01 + 0.08 * torch.rand(n, 1, generator=gen)        # % peak, motor cogging
    f_flutter = 12 + 20 * torch.rand(n, 1, generator=gen)
    ecc = wow * torch.sin(2 * math.pi * rpm_hz * t + 6.28 * torch.rand(n, 1, generator=gen))
    mot = flutter * torch.sin(2 * math.pi * f_flutter * t)
    noise = 0.01 * torch.randn(n, points, generator=gen)
    dev = ecc + mot + noise
    y = torch.cat([wow / math.sqrt(2), flutter / math.sqrt(2)], dim=1) * 10
    return dev.unsqueeze(1) * 10, y


class FlutterMeter(nn.Module):
    def __init__(self):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv1d(1, 24, 9, padding=4), nn.ReLU(),
            nn.Conv1d(24, 24, 9, stride=2, padding=4), nn.ReLU(),
            nn.Conv1d(24, 32, 9, stride=2, padding=4), nn.ReLU(),
        )
        self.slow = nn.AdaptiveAvgPool1d(1)
        self.head = nn.Sequential(nn.Linear(64, 64), nn.ReLU(), nn.Linear(64, 2))

    def forward(self, x):
        f = self.features(x)
        energy = f.pow(2).mean(-1)
        return self.head(torch.cat([self.slow(f).squeeze(-1), energy], dim=1))


class GradAccumulator:
    """Single-process stand-in for DDP's gradient bucketing: counts micro-batches and
    tells the caller when the accumulated gradient is complete."""

    def __init__(self, module, micro_batches):
        self.module = module
        self.micro_batches = micro_batches
        self.pending = 0
        self.syncs = 0

    @contextlib.contextmanager
    def no_sync(self):
        yield
        self.pending += 1

    def sync(self):
        self.syncs += 1
        self.pending += 1
        for p in self.module.parameters():
            if p.grad is not None:
                p.grad.div_(self.micro_batches)      # sum of micro-batch grads -> mean

    def ready(self):
        return self.pending == self.micro_batches


def install_step_hooks(opt, stats):
    def after_step(optimizer, args, kwargs):
        stats["steps"] += 1
        optimizer.zero_grad(set_to_none=True)        # grads of this window are consumed
    return opt.register_step_post_hook(after_step)


def main(cfg=Setup()):
    torch.manual_seed(cfg.seed)
    torch.set_num_threads(1)
    torch.backends.cudnn.benchmark = True
    gen = torch.Generator().manual_seed(cfg.seed)
    x, y = captures(cfg.samples, cfg.points, gen)
    xv, yv = captures(512, cfg.points, gen)
    meter = FlutterMeter()
    adam = torch.optim.AdamW(meter.parameters(), lr=cfg.lr, foreach=True)
    scaler = torch.cuda.amp.GradScaler(enabled=False)
    stats = {"steps": 0}
    install_step_hooks(adam, stats)
    acc = GradAccumulator(meter, cfg.micro_batches)
    mb = cfg.batch // cfg.micro_batches

    for epoch in range(cfg.epochs):
        meter.train()
        t0 = time.perf_counter()
        order = torch.randperm(cfg.samples, generator=gen)
        running, count = 0.0, 0
        for start in range(0, cfg.samples - cfg.batch + 1, cfg.batch):
            idx = order[start:start + cfg.batch]
            acc.pending = 0
            for m in range(cfg.micro_batches):
                sl = idx[m * mb:(m + 1) * mb]
                last = m == cfg.micro_batches - 1
                ctx = contextlib.nullcontext() if last else acc.no_sync()
                with ctx:
                    with torch.autocast("cpu", dtype=torch.bfloat16, enabled=False):
                        out = meter(x[sl])
                    err = nn.functional.mse_loss(out, y[sl])
                    scaler.scale(err).backward()
                if last:
                    acc.sync()
                running += err.item()
                count += 1
            if acc.ready():
                scaler.step(adam)
                scaler.update()
        dt = time.perf_counter() - t0
        meter.eval()
        with torch.no_grad():
            mae = (meter(xv) - yv).abs().mean(0) / 10
        print(f"epoch {epoch}: train mse {running / count:.4f}  valid MAE wow {mae[0]:.4f} % "
              f"flutter {mae[1]:.4f} %  {cfg.samples / dt:.0f} captures/s  steps {stats['steps']}")
    leftover = sum(p.grad is not None for p in meter.parameters())
    print(f"parameters still holding .grad after the last step: {leftover}")


if __name__ == "__main__":
    main()
