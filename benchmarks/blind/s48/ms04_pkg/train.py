from dataclasses import dataclass, field
from functools import partial

import numpy as np
import torch

from .loop import GanLoop
from .registry import NETWORKS, OBJECTIVES
from .solver import make_optimizers


@dataclass
class PileCfg:
    n_events: int = 12
    batch: int = 64
    iters: int = 500
    nets: dict = field(default_factory=lambda: {
        "gen": {"type": "pile_generator", "args": {"latent": 6}},
        "disc": {"type": "pile_discriminator", "args": {}},
    })
    objective: dict = field(default_factory=lambda: {"type": "logistic"})
    optim: dict = field(default_factory=lambda: {
        "gen": {"name": "Adam", "kwargs": {"lr": 1e-3, "betas": (0.5, 0.99)}},
        "disc": {"name": "Adam", "kwargs": {"lr": 1e-3, "betas": (0.5, 0.99)}},
    })


def avalanche_batch(rng, *, n, n_events):
    """Sorted log sizes of the avalanches in one tray run; tail exponent depends on tray tilt."""
    alpha = 1.2 + 0.4 * torch.rand(n, 1, generator=rng)
    u = torch.rand(n, n_events, generator=rng).clamp_min(1e-6)
    log_sizes = -torch.log(u) / alpha
    return torch.sort(log_sizes, dim=1, descending=True).values


def main():
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    rng = torch.Generator().manual_seed(11)
    cfg = PileCfg()

    nets = {k: NETWORKS.build(v, n_events=cfg.n_events) for k, v in cfg.nets.items()}
    loop = GanLoop(nets["gen"], nets["disc"], make_optimizers(nets, cfg.optim), OBJECTIVES.build(cfg.objective))
    sampler = partial(avalanche_batch, n=cfg.batch, n_events=cfg.n_events)
    loop.run(sampler, cfg.iters, rng)

    with torch.no_grad():
        fake = nets["gen"](torch.randn(2000, 6, generator=rng)).numpy()
    real = avalanche_batch(rng, n=2000, n_events=cfg.n_events).numpy()
    print(f"largest event: real {real[:, 0].mean():.3f}  gen {fake[:, 0].mean():.3f}")
    print(f"median event:  real {np.median(real, axis=0)[6]:.3f}  gen {np.median(fake, axis=0)[6]:.3f}")


if __name__ == "__main__":
    main()
