"""Click/pop detection for vinyl restoration, pruned for a real-time declicker plug-in."""
import argparse

import torch

from .models import get_model
from .trainer import Trainer
from .utils import prune_by_magnitude, record_windows, sparsity_report


def get_opt():
    p = argparse.ArgumentParser()
    p.add_argument("--arch", default="clicknet_s")
    p.add_argument("--epochs", type=int, default=5)
    p.add_argument("--finetune-epochs", type=int, default=3)
    p.add_argument("--sparsity", type=float, default=0.8)
    p.add_argument("--batch-size", type=int, default=64)
    p.add_argument("--lr", type=float, default=0.02)
    p.add_argument("--finetune-lr", type=float, default=0.005)
    p.add_argument("--wd", type=float, default=5e-4)
    p.add_argument("--seed", type=int, default=0)
    return p.parse_args()


def main():
    opt = get_opt()
    torch.manual_seed(opt.seed)
    torch.set_num_threads(1)
    x_tr, y_tr = record_windows(1280, seed=opt.seed)
    x_te, y_te = record_windows(400, seed=opt.seed + 1)

    net = get_model(opt.arch)
    dense = Trainer(net, opt)
    for epoch in range(opt.epochs):
        loss = dense.train_epoch(x_tr, y_tr)
        print(f"[dense] epoch {epoch}  bce {loss:.4f}  test acc {dense.test(x_te, y_te):.3f}")

    masks = prune_by_magnitude(net, opt.sparsity)
    print(f"pruned to sparsity {sparsity_report(net, masks):.2f}: "
          f"test acc {dense.test(x_te, y_te):.3f}")

    finetuner = Trainer(net, opt, lr=opt.finetune_lr)
    finetuner.set_masks(masks)
    for epoch in range(opt.finetune_epochs):
        loss = finetuner.train_epoch(x_tr, y_tr)
        print(f"[sparse] epoch {epoch}  bce {loss:.4f}  test acc {finetuner.test(x_te, y_te):.3f}  "
              f"sparsity {sparsity_report(net, masks):.2f}")


if __name__ == "__main__":
    main()
