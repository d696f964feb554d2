"""Driver: python -m mw09_pkg.train"""
import argparse

import numpy as np
import torch

from .losses import make_optimizer
from .models import RippleFlow
from .render_eval import validate
from .synth import pond_pairs
from .trainer import FlowTrainer


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--pairs", type=int, default=64)
    ap.add_argument("--size", type=int, default=20)
    ap.add_argument("--batch", type=int, default=6)
    ap.add_argument("--steps", type=int, default=60)
    cfg = ap.parse_args()
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(11)
    img0, img1, flow = pond_pairs(cfg.pairs, cfg.size, gen)
    held = pond_pairs(16, cfg.size, gen)

    model = RippleFlow()
    opt, sched = make_optimizer(model, steps=cfg.steps)
    trainer = FlowTrainer(model, opt, sched)
    print(f"val epe before {validate(model, held)[0]:.3f}")
    for step in range(cfg.steps):
        idx = torch.from_numpy(np.random.choice(cfg.pairs, cfg.batch, replace=False))
        epe = trainer.train_iteration(img0[idx], img1[idx], flow[idx])
        if step % 20 == 19:
            val_epe, acc = validate(model, held)
            print(f"step {step + 1:4d}  loss {trainer.mean_recent():.4f}  train epe {float(epe):.3f}  "
                  f"val epe {val_epe:.3f}  <0.5px {acc:.2f}")


if __name__ == "__main__":
    main()
