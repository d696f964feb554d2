import argparse
import types

import numpy as np
import torch

from .data import DripAugment, make_drip_series, n_batches
from .engine import BYOLTrainer
from .nets import build_networks
from .objectives import build_criterions, build_optimizer


def parse_args():
    ap = argparse.ArgumentParser(description="BYOL on dripping-faucet intervals")
    ap.add_argument("--mode", default="byol+var")
    ap.add_argument("--epochs", type=int, default=4)
    ap.add_argument("--batch-size", type=int, default=64)
    ap.add_argument("--lr", type=float, default=2e-3)
    ap.add_argument("--length", type=int, default=32)
    return ap.parse_args()


def main():
    args = parse_args()
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(1)

    x_train, y_train = make_drip_series(768, args.length, gen)
    x_test, y_test = make_drip_series(256, args.length, gen)

    online, predictor, target = build_networks(args.length)
    criterions = build_criterions(args.mode)
    optimizer = build_optimizer(online, predictor, args.lr, weight_decay=1e-4)
    cfg = types.SimpleNamespace(
        batch_size=args.batch_size,
        total_steps=args.epochs * n_batches(x_train.shape[0], args.batch_size),
    )
    trainer = BYOLTrainer(online, predictor, target, criterions, optimizer, DripAugment(), cfg)

    for epoch in range(args.epochs):
        train_loss = trainer.train_epoch(x_train, y_train, gen)
        test_loss, acc = trainer.test(x_test, y_test)
        print(f"epoch {epoch}: train {train_loss:.4f}  test {test_loss:.4f}  centroid-acc {acc:.3f}")


if __name__ == "__main__":
    main()
