"""python -m d12_pkg.train"""
from dataclasses import dataclass

import torch

from . import sugarbush
from .step import create_train_state, predict, train_step


@dataclass(frozen=True)
class Cfg:
    seed: int = 0
    taps: int = 6000
    width: int = 48
    depth: int = 2
    lr: float = 3e-3
    gp_weight: float = 1e-3
    batch: int = 128
    epochs: int = 5


def main(cfg=Cfg()):
    torch.manual_seed(cfg.seed)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(cfg.seed)
    x, y = sugarbush.season(gen, cfg.taps)
    xt, yt = sugarbush.season(gen, 1500)
    state = create_train_state(gen, x.shape[1], (x.mean(0), x.std(0)), cfg)

    for epoch in range(cfg.epochs):
        logs = []
        for idx in torch.randperm(len(x), generator=gen).split(cfg.batch):
            state, metrics = train_step(state, (x[idx], y[idx]), cfg)
            logs.append(metrics)
        with torch.no_grad():
            mae = (predict(state, xt) - yt).abs().mean().item()
        mean = {k: sum(m[k] for m in logs) / len(logs) for k in logs[0]}
        print(f"epoch {epoch}: mse {mean['mse']:.3f} |grad| {mean['grad_norm']:.3f} test MAE {mae:.3f} l/tap/day")


if __name__ == "__main__":
    main()
