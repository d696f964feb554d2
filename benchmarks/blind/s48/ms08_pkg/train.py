from dataclasses import dataclass, field

import numpy as np
import torch

from .augment import two_gusts
from .engine import PretrainEngine
from .registry import ENCODERS, OBJECTIVES, build_from_cfg


@dataclass
class PretrainCfg:
    n_bins: int = 64
    encoder: dict = field(default_factory=lambda: {"type": "chime_conv", "args": {"dim": 32}})
    terms: dict = field(default_factory=lambda: {
        "nce": (1.0, {"type": "info_nce", "args": {"temperature": 0.2}}),
        "var": (5.0, {"type": "variance_floor", "args": {"floor": 0.15}}),
    })
    optim: dict = field(default_factory=lambda: {"name": "Adam", "kwargs": {"lr": 1e-3}})
    iters: int = 100
    batch: int = 64


def main():
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    rng = torch.Generator().manual_seed(8)
    cfg = PretrainCfg()

    encoder = build_from_cfg(cfg.encoder, ENCODERS, n_bins=cfg.n_bins)
    optimizer = getattr(torch.optim, cfg.optim["name"])(encoder.parameters(), **cfg.optim["kwargs"])
    terms = {k: (w, build_from_cfg(spec, OBJECTIVES)) for k, (w, spec) in cfg.terms.items()}
    engine = PretrainEngine(encoder, optimizer, terms, n_bins=cfg.n_bins)

    for it in range(cfg.iters):
        tube_len = 0.5 + 1.0 * torch.rand(cfg.batch, generator=rng)
        logs = engine.step(tube_len, rng)
        if it % 40 == 0:
            print(f"iter {it:3d}  " + "  ".join(f"{k} {v[0]:.3f} (|g| {v[1]:.3f})" for k, v in logs.items()))

    with torch.no_grad():
        lengths = torch.linspace(0.5, 1.5, 200)
        za, zb = two_gusts(lengths, cfg.n_bins, rng)
        top1 = ((encoder(za) @ encoder(zb).t()).argmax(dim=1) == torch.arange(200)).float().mean().item()
    print(f"cross-gust retrieval top-1 over 200 tube lengths: {top1:.3f}")


if __name__ == "__main__":
    main()
