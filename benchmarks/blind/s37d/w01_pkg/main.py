import argparse
import logging
import os
import random

import torch

from .config import CFG
from .solver import Solver


def seed_everything(seed):
    random.seed(seed)
    torch.manual_seed(seed)
    if torch.cuda.is_available():
        torch.cuda.manual_seed_all(seed)


def synthetic_pair(batch_size, size):
    """Edge map -> colour image; the colour is a fixed function of position."""
    tgt = torch.rand(batch_size, 3, size, size) * 2 - 1
    tgt = torch.nn.functional.avg_pool2d(tgt, 5, 1, 2)
    gray = tgt.mean(1, keepdim=True)
    edges = (gray - torch.roll(gray, 1, dims=-1)).abs()
    return edges, tgt


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--epochs", type=int, default=CFG["epochs"])
    parser.add_argument("--out", default=".")
    args = parser.parse_args()
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(message)s")
    seed_everything(CFG["seed"])
    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    solver = Solver(CFG, device)
    for epoch in range(args.epochs):
        for it in range(CFG["iters_per_epoch"]):
            src, tgt = synthetic_pair(CFG["batch_size"], CFG["image_size"])
            stats = solver.train_step(src, tgt)
        logging.info("epoch %d D=%.3f G=%.3f L1=%.3f", epoch, stats["D"], stats["G"], stats["L1"])
    solver.save(os.path.join(args.out, CFG["ckpt"]))


if __name__ == "__main__":
    main()
