"""Mass vs. normal-tissue classification of mammography patches."""
import argparse
import math

import torch
import torch.nn as nn

from .engine import evaluate, train_one_epoch
from .models import get_model


def make_patches(n, size=32, seed=0):
    g = torch.Generator().manual_seed(seed)
    y = (torch.rand(n, generator=g) < 0.35).long()
    ys, xs = torch.meshgrid(torch.linspace(-1, 1, size), torch.linspace(-1, 1, size), indexing="ij")
    # fibroglandular background: smoothed noise with a few oriented ducts
    bg = torch.randn(n, 1, size // 4, size // 4, generator=g)
    bg = nn.functional.interpolate(bg, size=size, mode="bilinear", align_corners=False)[:, 0]
    theta = math.pi * torch.rand(n, 1, 1, generator=g)
    ducts = torch.cos(12 * (xs * torch.cos(theta) + ys * torch.sin(theta))) * 0.15
    img = 0.4 + 0.2 * bg + ducts
    cx, cy = 0.3 * torch.randn(2, n, 1, 1, generator=g)
    r = torch.sqrt((xs - cx) ** 2 + (ys - cy) ** 2)
    ang = torch.atan2(ys - cy, xs - cx)
    radius = 0.18 + 0.12 * torch.rand(n, 1, 1, generator=g)
    spic = radius * (1 + 0.35 * torch.cos(9 * ang) ** 8)
    mass = torch.sigmoid((spic - r) / 0.03) * 0.45
    img = img + mass * y.view(-1, 1, 1).float()
    img = img + 0.08 * torch.randn(img.shape, generator=g)
    return img.unsqueeze(1), y


def parse_args():
    p = argparse.ArgumentParser()
    p.add_argument("--model", default="cnn", choices=["cnn", "mlp"])
    p.add_argument("--epochs", type=int, default=6)
    p.add_argument("--warmup", type=int, default=1)
    p.add_argument("--batch-size", type=int, default=48)
    p.add_argument("--eval-batch-size", type=int, default=200)
    p.add_argument("--lr", type=float, default=2e-3)
    p.add_argument("--seed", type=int, default=0)
    return p.parse_args()


def main():
    args = parse_args()
    torch.manual_seed(args.seed)
    torch.set_num_threads(1)
    train_set = make_patches(960, seed=args.seed)
    val_set = make_patches(400, seed=args.seed + 1)
    net = get_model(args.model, num_classes=2)
    criterion = nn.CrossEntropyLoss(weight=torch.tensor([1.0, 1.5]))
    optimizer = torch.optim.AdamW(net.parameters(), lr=args.lr, weight_decay=0.05)

    best_auc = 0.0
    for epoch in range(args.epochs):
        train_loss, lr = train_one_epoch(net, train_set, criterion, optimizer, epoch, args)
        with torch.set_grad_enabled(False):
            stats = evaluate(net, val_set, criterion, args)
        best_auc = max(best_auc, stats["auc"])
        print(f"epoch {epoch} lr {lr:.2e} train loss {train_loss:.4f} | val loss {stats['loss']:.4f} "
              f"acc {stats['acc']:.3f} auc {stats['auc']:.3f}")
    print(f"best val AUC {best_auc:.3f}")


if __name__ == "__main__":
    main()
