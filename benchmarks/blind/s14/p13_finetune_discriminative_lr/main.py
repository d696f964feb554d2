import argparse

import torch
import torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset

from backbone import build_pretrained
from finetune import evaluate, param_groups, run_epoch, set_backbone_trainable
from lr_finder import LRFinder


def get_loaders(num_classes, bs):
    g = torch.Generator().manual_seed(0)
    templates = torch.randn(num_classes, 3, 32, 32, generator=g)
    y = torch.randint(0, num_classes, (1500,), generator=g)
    x = templates[y] + torch.randn(1500, 3, 32, 32, generator=g)
    train = TensorDataset(x[:1200], y[:1200])
    val = TensorDataset(x[1200:], y[1200:])
    return DataLoader(train, batch_size=bs, shuffle=True), DataLoader(val, batch_size=256)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--num-classes", type=int, default=5)
    ap.add_argument("--epochs", type=int, default=6)
    ap.add_argument("--warmup-epochs", type=int, default=1, help="epochs with a frozen backbone")
    ap.add_argument("--bs", type=int, default=64)
    args = ap.parse_args()
    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

    train_dl, val_dl = get_loaders(args.num_classes, args.bs)
    model = build_pretrained(args.num_classes).to(device)
    criterion = nn.CrossEntropyLoss()

    finder = LRFinder(model, criterion, device)
    lrs, losses = finder.range_test(train_dl, num_iter=30)
    base_lr = LRFinder.suggestion(lrs, losses) / 10
    print(f"LR finder suggests {base_lr:.2e}")

    optimizer = torch.optim.AdamW(param_groups(model, base_lr))
    scheduler = torch.optim.lr_scheduler.OneCycleLR(
        optimizer, max_lr=[g["lr"] for g in optimizer.param_groups],
        total_steps=args.epochs * len(train_dl))

    for epoch in range(args.epochs):
        set_backbone_trainable(model, epoch >= args.warmup_epochs)
        tr_loss, tr_acc = run_epoch(model, train_dl, criterion, optimizer, scheduler, device)
        print(f"epoch {epoch}: loss {tr_loss:.3f} train acc {tr_acc:.3f} val acc {evaluate(model, val_dl, device):.3f}")


if __name__ == "__main__":
    main()
