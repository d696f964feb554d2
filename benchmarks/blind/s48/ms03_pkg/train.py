from dataclasses import dataclass, field

import numpy as np
import torch

from .averaging import ParamEMA
from .registry import LOSSES, NETS, build_from_cfg, build_optimizer
from .steps import AdversarialStep


@dataclass
class GanCfg:
    gen: dict = field(default_factory=lambda: {"type": "drip_gen", "args": {"z_dim": 8, "seq_len": 16}})
    critic: dict = field(default_factory=lambda: {"type": "drip_critic", "args": {"seq_len": 16}})
    loss: dict = field(default_factory=lambda: {"type": "non_saturating", "args": {"label_smooth": 0.1}})
    opt_g: dict = field(default_factory=lambda: {"type": "adam", "args": {"lr": 1e-3, "betas": (0.5, 0.9)}})
    opt_d: dict = field(default_factory=lambda: {"type": "adam", "args": {"lr": 1e-3, "betas": (0.5, 0.9)}})
    iters: int = 400
    batch: int = 64
    ema_decay: float = 0.98


def faucet_intervals(n, seq_len, rng):
    """Normalised inter-drop intervals from a logistic map in its period-2/4 window."""
    r = 3.45 + 0.1 * torch.rand(n, generator=rng)
    x = 0.3 + 0.4 * torch.rand(n, generator=rng)
    for _ in range(50):                       # burn-in onto the attractor
        x = r * x * (1 - x)
    seq = []
    for _ in range(seq_len):
        x = r * x * (1 - x)
        seq.append(x)
    return torch.stack(seq, dim=1) + 0.01 * torch.randn(n, seq_len, generator=rng)


def lag2_alternation(seq):
    d = np.diff(seq, axis=1)
    return float(np.mean(np.sign(d[:, 1:]) != np.sign(d[:, :-1])))


def main():
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    rng = torch.Generator().manual_seed(3)
    cfg = GanCfg()

    gen = build_from_cfg(cfg.gen, NETS)
    critic = build_from_cfg(cfg.critic, NETS)
    step = AdversarialStep(gen, critic,
                           build_optimizer(gen, cfg.opt_g), build_optimizer(critic, cfg.opt_d),
                           build_from_cfg(cfg.loss, LOSSES), ema=ParamEMA(gen, decay=cfg.ema_decay))
    for it in range(cfg.iters):
        logs = step(faucet_intervals(cfg.batch, 16, rng), rng)
        if it % 100 == 0:
            print(f"iter {it:4d}  d {logs['d']:.3f}  g {logs['g']:.3f}")

    with torch.no_grad():
        samples = step.ema(torch.randn(512, gen.z_dim, generator=rng)).numpy()
    real = faucet_intervals(512, 16, rng).numpy()
    print(f"alternation rate real {lag2_alternation(real):.3f}  ema-gen {lag2_alternation(samples):.3f}")
    print(f"mean interval real {real.mean():.3f}  ema-gen {samples.mean():.3f}")


if __name__ == "__main__":
    main()
