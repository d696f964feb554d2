"""Dermoscopy lesion classification: rotation-pretext backbone, linear warm-up, then fine-tune."""
import argparse

import torch

from .models import get_model
from .trainer import Trainer, pretrain_rotation
from .utils import DX, dermoscopy_crops


def get_args():
    p = argparse.ArgumentParser()
    p.add_argument("--width", type=int, default=16)
    p.add_argument("--pretext-epochs", type=int, default=2)
    p.add_argument("--epochs", type=int, default=8)
    p.add_argument("--unfreeze-epoch", type=int, default=3)
    p.add_argument("--warmup-epochs", type=int, default=1)
    p.add_argument("--batch-size", type=int, default=32)
    p.add_argument("--lr", type=float, default=2e-3)
    p.add_argument("--backbone-lr-mult", type=float, default=0.1)
    p.add_argument("--wd", type=float, default=0.01)
    p.add_argument("--seed", type=int, default=0)
    args = p.parse_args()
    args.num_classes = len(DX)
    return args


def main():
    args = get_args()
    torch.manual_seed(args.seed)
    torch.set_num_threads(1)
    unlabeled, _ = dermoscopy_crops(800, seed=args.seed + 100)
    x_tr, y_tr = dermoscopy_crops(480, seed=args.seed)
    x_te, y_te = dermoscopy_crops(400, seed=args.seed + 1)

    rotnet = get_model("rotnet", width=args.width)
    pretrain_rotation(rotnet, unlabeled, args)

    net = get_model("lesion", backbone=rotnet.backbone, num_classes=args.num_classes)
    trainer = Trainer(net, args)
    for epoch in range(args.epochs):
        loss = trainer.train_epoch(x_tr, y_tr, epoch)
        bacc = trainer.evaluate(x_te, y_te)
        stage = "frozen" if epoch < args.unfreeze_epoch else "fine-tune"
        print(f"epoch {epoch} [{stage}]  loss {loss:.4f}  test balanced acc {bacc:.3f}")


if __name__ == "__main__":
    main()
