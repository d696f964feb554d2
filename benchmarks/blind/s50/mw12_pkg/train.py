"""Driver: python -m mw12_pkg.train"""
import argparse

import numpy as np
import torch

from .decoder import FoldDecoder
from .encoder import ShellEncoder
from .shells import shell_batch
from .trainer import ShellAE


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--shells", type=int, default=64)
    ap.add_argument("--points", type=int, default=256)
    ap.add_argument("--batch", type=int, default=16)
    ap.add_argument("--epochs", type=int, default=10)
    cfg = ap.parse_args()
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(2)
    train_set = shell_batch(cfg.shells, cfg.points, gen)
    test_set = shell_batch(16, cfg.points, gen)

    ae = ShellAE(ShellEncoder(), FoldDecoder(n_out=cfg.points))
    cd0, fs0, _ = ae.evaluate(test_set)
    print(f"before: chamfer {cd0:.4f}  F@0.05 {fs0:.3f}")
    for epoch in range(cfg.epochs):
        losses, gnorms = [], []
        for idx in torch.randperm(cfg.shells).split(cfg.batch):
            loss, gz = ae.train_iteration(train_set[idx])
            losses.append(loss)
            gnorms.append(gz)
        if epoch % 3 == 0 or epoch == cfg.epochs - 1:
            cd, fs, recon = ae.evaluate(test_set)
            print(f"epoch {epoch}  train {np.mean(losses):.4f}  |dL/dz| {np.mean(gnorms):.4f}  "
                  f"test chamfer {cd:.4f}  F@0.05 {fs:.3f}  recon spread {np.ptp(recon):.2f}")


if __name__ == "__main__":
    main()
