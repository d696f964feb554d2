from dataclasses import dataclass, field

import numpy as np
import torch

from .data import describe, precession_log
from .params import init_params
from .physics import log_residual
from .solver import GradientDescent


@dataclass
class TopCfg:
    top: dict = field(default_factory=lambda: {"omega0": 120.0, "mass": 0.04, "arm": 0.012})
    init: dict = field(default_factory=lambda: {"type": "log_space", "kwargs": {"inertia_guess": 2e-5}})
    lr: float = 0.5
    scale: dict = field(default_factory=lambda: {"log_friction": 0.5})
    iters: int = 300
    batch: int = 64


def main():
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    rng = torch.Generator().manual_seed(14)
    cfg = TopCfg()
    params = init_params(cfg.init)
    solver = GradientDescent(params, lr=cfg.lr, scale=cfg.scale)
    for it in range(cfg.iters):
        batch = precession_log(cfg.batch, rng, **cfg.top)
        loss = log_residual(params, batch, **cfg.top).pow(2).mean()
        solver.zero_grad()
        loss.backward()
        solver.step()
        if it % 100 == 0:
            print(f"iter {it:3d}  loss {loss.item():.5f}  {describe(solver.state())}")
    print("fitted:", describe(solver.state()))


if __name__ == "__main__":
    main()
