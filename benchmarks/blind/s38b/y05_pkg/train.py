import argparse

import torch

from .models import build_model
from .trainer import PropertyTrainer


def parse():
    ap = argparse.ArgumentParser()
    ap.add_argument("--n-atom-types", type=int, default=5)
    ap.add_argument("--hidden", type=int, default=32)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--optimizer", default="Adam")
    ap.add_argument("--lr", type=float, default=1e-3)
    ap.add_argument("--epochs", type=int, default=2)
    ap.add_argument("--batches", type=int, default=5)
    ap.add_argument("--batch-graphs", type=int, default=16)
    return ap.parse_args()


def main():
    torch.manual_seed(0)
    cfg = parse()
    model = build_model(cfg)
    PropertyTrainer(model, cfg).run()


if __name__ == "__main__":
    main()
