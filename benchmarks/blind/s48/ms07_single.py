"""Minutes until an ice cube disappears in a drink.

Inputs: cube edge (cm), drink temperature (C), drink volume (ml), stirred or not, glass vs. steel cup.
Target: log melt time. Trained with a cosine-decayed Adam, progress tracked by running meters.
"""
import math
from dataclasses import dataclass, field

import numpy as np
import torch
from torch import nn

REGRESSORS = {}


def register(name):
    def deco(cls):
        REGRESSORS[name] = cls
        return cls
    return deco


@dataclass
class MeltCfg:
    arch: str = "residual_mlp"
    arch_kwargs: dict = field(default_factory=lambda: {"width": 48, "depth": 3})
    optim: str = "Adam"
    optim_kwargs: dict = field(default_factory=lambda: {"lr": 2e-3})
    epochs: int = 10
    batch_size: int = 32
    criterion: dict = field(default_factory=lambda: {"beta": 0.2})


class RunningStat:
    """Sample-weighted running mean of whatever is fed to it."""

    def __init__(self, name):
        self.name = name
        self.total = 0.0
        self.weight = 0

    def update(self, value, weight=1):
        self.total += value * weight
        self.weight += weight

    def mean(self):
        return self.total / max(self.weight, 1)

    def reset(self):
        self.total, self.weight = 0.0, 0


class ResBlock(nn.Module):
    def __init__(self, width):
        super().__init__()
        self.fc1, self.fc2 = nn.Linear(width, width), nn.Linear(width, width)
        self.norm = nn.LayerNorm(width)

    def forward(self, h):
        return h + self.fc2(torch.relu(self.fc1(self.norm(h))))


@register("residual_mlp")
class MeltRegressor(nn.Module):
    def __init__(self, n_in=5, *, width=32, depth=2):
        super().__init__()
        self.inp = nn.Linear(n_in, width)
        self.blocks = nn.Sequential(*[ResBlock(width) for _ in range(depth)])
        self.out = nn.Linear(width, 1)

    def forward(self, x):
        return self.out(self.blocks(self.inp(x))).squeeze(-1)


def melt_table(n, rng):
    edge = 1.5 + 2.0 * torch.rand(n, generator=rng)
    temp = 2.0 + 28.0 * torch.rand(n, generator=rng)
    vol = 150.0 + 350.0 * torch.rand(n, generator=rng)
    stirred = (torch.rand(n, generator=rng) < 0.4).float()
    steel = (torch.rand(n, generator=rng) < 0.3).float()
    h = 1.0 + 2.5 * stirred + 0.6 * steel                               # effective heat-transfer factor
    minutes = 80.0 * edge / (h * (temp + 1.0) ** 0.9) * (1 + 60.0 / vol)
    x = torch.stack([edge - 2.5, (temp - 16.0) / 8.0, (vol - 325.0) / 100.0, stirred - 0.4, steel - 0.3], 1)
    return x, torch.log(minutes) + 0.05 * torch.randn(n, generator=rng)


def train(cfg, rng):
    x, y = melt_table(2048, rng)
    model = REGRESSORS[cfg.arch](**cfg.arch_kwargs)
    opt = getattr(torch.optim, cfg.optim)(model.parameters(), **cfg.optim_kwargs)
    n_steps = cfg.epochs * math.ceil(x.shape[0] / cfg.batch_size)
    sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=n_steps)
    crit = nn.SmoothL1Loss(**cfg.criterion)
    train_loss = RunningStat("train/smooth_l1")
    for epoch in range(cfg.epochs):
        train_loss.reset()
        for idx in torch.randperm(x.shape[0], generator=rng).split(cfg.batch_size):
            xb, yb = x[idx], y[idx]
            loss = crit(model(xb), yb)
            opt.zero_grad()
            loss.backward()
            opt.step()
            sched.step()
            train_loss.update(loss, xb.shape[0])
        if epoch % 3 == 0 or epoch == cfg.epochs - 1:
            print(f"epoch {epoch:2d}  {train_loss.name} {float(train_loss.mean()):.4f}")
    return model


def main():
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    rng = torch.Generator().manual_seed(13)
    model = train(MeltCfg(), rng)
    x_te, y_te = melt_table(512, rng)
    model.eval()
    with torch.no_grad():
        rel = (torch.exp(model(x_te) - y_te) - 1).abs().median().item()
    print(f"median relative error in melt time: {rel * 100:.1f}%")


if __name__ == "__main__":
    main()
