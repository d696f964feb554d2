from dataclasses import dataclass, field

import numpy as np
import torch

from .data import ROD_ALPHA, logbook
from .model import ClockRate
from .params import build_params
from .updater import ManualSGD, ParamLogger


@dataclass
class CalibCfg:
    n_clocks: int = 8
    physics: dict = field(default_factory=lambda: {"type": "rod_thermal", "kwargs": {"n_rods": 4}})
    lr: float = 1e-2
    steps: int = 1500
    batch: int = 128
    bounds: dict = field(default_factory=lambda: {"alpha": (0.0, 2.0), "circular": (0.0, 1.0)})


def main():
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    rng = torch.Generator().manual_seed(9)
    cfg = CalibCfg()

    model = ClockRate()
    model.set_num_clocks(cfg.n_clocks)
    coeffs = build_params(cfg.physics)
    tensors = list(model.named_parameters()) + list(coeffs.items())
    opt = ManualSGD(tensors, lr=cfg.lr, bounds=cfg.bounds)
    logger = ParamLogger(tensors)

    for step in range(cfg.steps):
        batch, rate = logbook(cfg.batch, cfg.n_clocks, rng)
        loss = (model(batch, coeffs) - rate).pow(2).mean()
        opt.zero_grad()
        loss.backward()
        opt.step()
        if step % 500 == 0:
            print(f"step {step:3d}  mse {loss.item():.3f}  {logger.summary()}")

    print("fitted alpha:", np.round(coeffs["alpha"].detach().numpy(), 3), " true:", ROD_ALPHA.numpy())
    print(f"fitted circular {coeffs['circular'].item():.3f}  (true 0.35)")


if __name__ == "__main__":
    main()
