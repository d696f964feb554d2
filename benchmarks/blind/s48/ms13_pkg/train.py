from dataclasses import dataclass, field

import numpy as np
import torch

from .factory import make_optimizer
from .registry import MODELS
from .update import TwoPlayerUpdate


@dataclass
class SkipCfg:
    gen: dict = field(default_factory=lambda: {"type": "bounce_gen", "args": {"noise_dim": 4}})
    disc: dict = field(default_factory=lambda: {"type": "bounce_disc", "args": {}})
    optim: dict = field(default_factory=lambda: {
        "gen": {"kind": "adam", "lr": 2e-3},
        "disc": {"kind": "adam", "lr": 2e-3},
    })
    iters: int = 400
    batch: int = 64


def skim_throws(n, rng, n_bounces=8):
    """Bounce spacing (m): first hop from throw speed, geometric shrink from energy lost per impact."""
    speed = 6.0 + 6.0 * torch.rand(n, generator=rng)
    first = speed ** 2 / 9.81 * 0.15
    restitution = 0.6 + 0.25 * torch.rand(n, generator=rng)
    k = torch.arange(n_bounces, dtype=torch.float32)
    jitter = 1.0 + 0.03 * torch.randn(n, n_bounces, generator=rng)
    return first[:, None] * restitution[:, None] ** k[None] * jitter


def main():
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    rng = torch.Generator().manual_seed(6)
    cfg = SkipCfg()
    gen, disc = MODELS.build(cfg.gen), MODELS.build(cfg.disc)
    update = TwoPlayerUpdate(gen, disc, {"gen": make_optimizer(gen, cfg.optim["gen"]),
                                         "disc": make_optimizer(disc, cfg.optim["disc"])})
    for it in range(cfg.iters):
        d_loss, g_loss = update(skim_throws(cfg.batch, rng), torch.randn(cfg.batch, gen.noise_dim, generator=rng))
        if it % 100 == 0:
            print(f"iter {it:3d}  d {d_loss:.3f}  g {g_loss:.3f}")
    with torch.no_grad():
        fake = gen(torch.randn(1000, gen.noise_dim, generator=rng))
    real = skim_throws(1000, rng)
    ratio = lambda s: (s[:, 1:] / s[:, :-1]).mean().item()
    print(f"mean shrink ratio real {ratio(real):.3f} gen {ratio(fake):.3f}; first hop real {real[:, 0].mean():.2f} gen {fake[:, 0].mean():.2f}")


if __name__ == "__main__":
    main()
