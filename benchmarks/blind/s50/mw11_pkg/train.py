"""Driver: python -m mw11_pkg.train"""
import argparse

import numpy as np
import torch

from .evaluate import validate
from .frames import gust_pairs
from .losses import build_optimizer
from .network import GustFlowNet
from .trainer import train_iteration


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--pairs", type=int, default=48)
    ap.add_argument("--size", type=int, default=20)
    ap.add_argument("--batch", type=int, default=6)
    ap.add_argument("--epochs", type=int, default=6)
    cfg = ap.parse_args()
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(5)
    data = gust_pairs(cfg.pairs, cfg.size, gen)
    held = gust_pairs(12, cfg.size, gen)

    net = GustFlowNet()
    opt = build_optimizer(net)
    print(f"val epe before {validate(net, held):.3f}")
    for epoch in range(cfg.epochs):
        order = torch.randperm(cfg.pairs)
        epoch_loss, epe_sum, n = 0.0, 0.0, 0
        for i in range(0, cfg.pairs, cfg.batch):
            idx = order[i:i + cfg.batch]
            stats = train_iteration(net, opt, [t[idx] for t in data])
            epoch_loss += stats["loss"]
            epe_sum += stats["epe"]
            n += 1
        print(f"epoch {epoch}  loss {epoch_loss.item() / n:.4f}  train epe {epe_sum / n:.3f}  "
              f"val epe {validate(net, held):.3f}")


if __name__ == "__main__":
    main()
