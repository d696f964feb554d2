"""Driver: python -m mw14_pkg.train"""
import argparse

import numpy as np
import torch

from .completion import BallCompleter
from .paperball import scan_pair
from .trainer import CompletionTrainer


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--balls", type=int, default=64)
    ap.add_argument("--n_full", type=int, default=192)
    ap.add_argument("--n_partial", type=int, default=128)
    ap.add_argument("--batch", type=int, default=16)
    ap.add_argument("--iters", type=int, default=120)
    cfg = ap.parse_args()
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(4)
    partial, full = scan_pair(cfg.balls, cfg.n_full, cfg.n_partial, gen)
    test_partial, test_full = scan_pair(16, cfg.n_full, cfg.n_partial, gen)

    trainer = CompletionTrainer(BallCompleter(cfg.n_full))
    print(f"test chamfer before {trainer.render_test(test_partial, test_full):.4f}")
    for it in range(cfg.iters):
        idx = torch.randint(0, cfg.balls, (cfg.batch,))
        loss = trainer.train_iteration(partial[idx], full[idx])
        if it % 40 == 39:
            print(f"it {it + 1:4d}  train {loss:.4f}  test {trainer.render_test(test_partial, test_full):.4f}")


if __name__ == "__main__":
    main()
