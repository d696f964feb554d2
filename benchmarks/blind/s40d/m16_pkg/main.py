"""Cancellation-type classification for a philatelic auction house's scan archive."""
import argparse
import tempfile

import torch
import torch.nn as nn

from .engine import train_epoch, validate_epoch
from .models import get_model
from .utils import CANCELS, load_best, save_checkpoint, stamp_scans


def parse_args():
    parser = argparse.ArgumentParser()
    parser.add_argument("--arch", default="stampnet")
    parser.add_argument("--epochs", type=int, default=6)
    parser.add_argument("--patience", type=int, default=3)
    parser.add_argument("--batch-size", type=int, default=32)
    parser.add_argument("--val-batch-size", type=int, default=100)
    parser.add_argument("--lr", type=float, default=1e-3)
    parser.add_argument("--seed", type=int, default=0)
    return parser.parse_args()


def main():
    args = parse_args()
    torch.manual_seed(args.seed)
    torch.set_num_threads(1)
    train_data = stamp_scans(640, seed=args.seed)
    val_data = stamp_scans(400, seed=args.seed + 1)
    test_data = stamp_scans(400, seed=args.seed + 2)

    net = get_model(args.arch, num_classes=len(CANCELS))
    criterion = nn.CrossEntropyLoss()
    optimizer = torch.optim.Adam(net.parameters(), lr=args.lr)
    scheduler = torch.optim.lr_scheduler.ReduceLROnPlateau(optimizer, factor=0.5, patience=1)

    best_acc, bad_epochs = 0.0, 0
    with tempfile.TemporaryDirectory() as ckpt_dir:
        for epoch in range(args.epochs):
            train_loss = train_epoch(net, train_data, criterion, optimizer, args)
            val_loss, val_acc = validate_epoch(net, val_data, criterion, args)
            scheduler.step(val_loss)
            is_best = val_acc > best_acc
            best_acc = max(best_acc, val_acc)
            bad_epochs = 0 if is_best else bad_epochs + 1
            save_checkpoint({"epoch": epoch, "state_dict": net.state_dict()}, is_best, ckpt_dir)
            print(f"epoch {epoch}  train loss {train_loss:.4f}  val loss {val_loss:.4f}  "
                  f"val acc {val_acc:.3f}")
            if bad_epochs >= args.patience:
                print("early stopping")
                break
        best_epoch = load_best(net, ckpt_dir)
    _, test_acc = validate_epoch(net, test_data, criterion, args)
    print(f"best epoch {best_epoch}: test acc {test_acc:.3f}")


if __name__ == "__main__":
    main()
