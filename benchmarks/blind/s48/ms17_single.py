"""Stovetop popcorn: predict when each kernel pops, with an uncertainty.

Inputs per kernel: moisture content, kernel mass, pan temperature, oil amount.
The network outputs mean and log-std of log pop time (s) and is trained with Gaussian NLL;
a calibration tracker checks the 1-sigma coverage as training goes.
"""
from dataclasses import dataclass, field

import numpy as np
import torch
import torch.nn.functional as F
from torch import nn

HEADS = {}


def head(name):
    def deco(cls):
        HEADS[name] = cls
        return cls
    return deco


@dataclass
class PopCfg:
    head: str = "gaussian"
    hidden: int = 48
    optim: dict = field(default_factory=lambda: {"name": "Adam", "kwargs": {"lr": 2e-3, "weight_decay": 1e-5}})
    epochs: int = 5
    batch: int = 64
    n_kernels: int = 2048
    min_log_std: float = -4.0


@head("gaussian")
class GaussianHead(nn.Module):
    def __init__(self, hidden, *, min_log_std=-5.0):
        super().__init__()
        self.mu = nn.Linear(hidden, 1)
        self.log_std = nn.Linear(hidden, 1)
        self.min_log_std = min_log_std

    def forward(self, h):
        return self.mu(h).squeeze(-1), self.log_std(h).squeeze(-1).clamp(min=self.min_log_std)


class PopTimer(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(4, cfg.hidden), nn.SiLU(), nn.Linear(cfg.hidden, cfg.hidden), nn.SiLU())
        self.head = HEADS[cfg.head](cfg.hidden, min_log_std=cfg.min_log_std)

    def forward(self, x):
        return self.head(self.body(x))


class CoverageTracker:
    """Fraction of targets inside mu +- 1 sigma (should approach 0.683)."""

    def __init__(self):
        self.inside, self.count = 0, 0

    def update(self, mu, log_std, target):
        z = (target.cpu().numpy() - mu.cpu().numpy()) / np.exp(log_std.cpu().numpy())
        self.inside += int(np.sum(np.abs(z) < 1.0))
        self.count += z.size

    def result(self):
        return self.inside / max(self.count, 1)


def kernels(n, rng):
    moisture = 0.11 + 0.05 * torch.rand(n, generator=rng)          # 14 % is ideal
    mass = 0.12 + 0.06 * torch.rand(n, generator=rng)              # grams
    pan = 180.0 + 60.0 * torch.rand(n, generator=rng)              # deg C
    oil = torch.rand(n, generator=rng)
    heat_time = 60.0 * (mass / 0.15) / ((pan - 150.0) / 60.0) * (1.0 - 0.3 * oil)
    burst = 1.0 + 4.0 * (moisture - 0.14).abs() / 0.03             # dry or wet kernels scatter more
    log_t = torch.log(heat_time) + 0.1 * burst * torch.randn(n, generator=rng)
    x = torch.stack([(moisture - 0.135) / 0.015, (mass - 0.15) / 0.02, (pan - 210.0) / 20.0, oil - 0.5], 1)
    return x, log_t


def train(cfg, rng):
    x, y = kernels(cfg.n_kernels, rng)
    model = PopTimer(cfg)
    opt = getattr(torch.optim, cfg.optim["name"])(model.parameters(), **cfg.optim["kwargs"])
    for epoch in range(cfg.epochs):
        tracker, total = CoverageTracker(), 0.0
        for idx in torch.randperm(x.shape[0], generator=rng).split(cfg.batch):
            mu, log_std = model(x[idx])
            loss = F.gaussian_nll_loss(mu, y[idx], torch.exp(2 * log_std))
            opt.zero_grad()
            loss.backward()
            opt.step()
            tracker.update(mu, log_std, y[idx])
            total += loss.item() * idx.numel()
        print(f"epoch {epoch}  nll {total / x.shape[0]:.4f}  1-sigma coverage {tracker.result():.3f}")
    return model


def main():
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    rng = torch.Generator().manual_seed(19)
    model = train(PopCfg(), rng)
    x, y = kernels(1000, rng)
    with torch.no_grad():
        mu, _ = model(x)
    print(f"median |error| in pop time: {(torch.exp(mu) - torch.exp(y)).abs().median().item():.1f} s")


if __name__ == "__main__":
    main()
