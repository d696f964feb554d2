"""Bone-age regression (months) on hand radiographs with a frozen pretrained backbone."""
import argparse

import torch
import torch.nn as nn

from .models import get_model
from .trainer import Trainer
from .utils import freeze, synth_hands


def get_args():
    parser = argparse.ArgumentParser(description="bone age")
    parser.add_argument("--width", type=int, default=16)
    parser.add_argument("--pretrain-epochs", type=int, default=3)
    parser.add_argument("--epochs", type=int, default=6)
    parser.add_argument("--batch-size", type=int, default=64)
    parser.add_argument("--lr", type=float, default=3e-3)
    parser.add_argument("--wd", type=float, default=1e-4)
    parser.add_argument("--n-train", type=int, default=640)
    parser.add_argument("--seed", type=int, default=0)
    return parser.parse_args()


def pretrain_backbone(args):
    """Stand-in for an ImageNet checkpoint: count visible ossification centres."""
    net = get_model("pretext", width=args.width, num_classes=8)
    imgs, _, _, n_vis = synth_hands(900, seed=args.seed + 100)
    opt = torch.optim.Adam(net.parameters(), lr=2e-3)
    ce = nn.CrossEntropyLoss()
    for epoch in range(args.pretrain_epochs):
        perm = torch.randperm(len(imgs))
        for i in range(0, len(imgs), 64):
            idx = perm[i:i + 64]
            loss = ce(net(imgs[idx]), n_vis[idx])
            opt.zero_grad()
            loss.backward()
            opt.step()
        print(f"[pretrain] epoch {epoch}  ce {loss.item():.4f}")
    return net.backbone


def main():
    args = get_args()
    torch.manual_seed(args.seed)
    torch.set_num_threads(1)
    backbone = pretrain_backbone(args)

    train = synth_hands(args.n_train, seed=args.seed)[:3]
    val = synth_hands(400, seed=args.seed + 1)[:3]
    args.age_mean, args.age_std = train[2].mean().item(), train[2].std().item()

    net = get_model("boneage", backbone=backbone)
    freeze(net.backbone)
    trainer = Trainer(net, args)
    n_train = sum(p.numel() for g in trainer.optim.param_groups for p in g["params"])
    print(f"optimising {n_train} parameters (head + sex embedding)")
    for epoch in range(args.epochs):
        mae_tr = trainer.train_epoch(train, epoch)
        mae = trainer.evaluate(val)
        print(f"epoch {epoch}  train MAE {mae_tr:.1f} mo  val MAE {mae:.1f} mo")


if __name__ == "__main__":
    main()
