"""Tablet defect inspection (ok / chipped / cracked / discoloured)."""
import argparse

import torch
import torch.nn as nn

from . import models
from .engine import train, validate
from .utils import make_tablets

parser = argparse.ArgumentParser(description="Tablet defect inspection")
parser.add_argument("-a", "--arch", default="pillnet_small", choices=models.model_names)
parser.add_argument("--epochs", default=4, type=int)
parser.add_argument("-b", "--batch-size", default=32, type=int)
parser.add_argument("--lr", "--learning-rate", default=0.05, type=float, dest="lr")
parser.add_argument("--momentum", default=0.9, type=float)
parser.add_argument("--wd", "--weight-decay", default=1e-4, type=float, dest="weight_decay")
parser.add_argument("-p", "--print-freq", default=10, type=int)
parser.add_argument("--n-train", default=960, type=int)
parser.add_argument("--seed", default=0, type=int)


def main():
    args = parser.parse_args()
    torch.manual_seed(args.seed)
    torch.set_num_threads(1)
    model = models.get_model(args.arch, num_classes=4)
    criterion = nn.CrossEntropyLoss()
    optimizer = torch.optim.SGD(model.parameters(), args.lr,
                                momentum=args.momentum, weight_decay=args.weight_decay)
    scheduler = torch.optim.lr_scheduler.StepLR(optimizer, step_size=3, gamma=0.1)
    train_set = make_tablets(args.n_train, seed=args.seed)
    val_set = make_tablets(320, seed=args.seed + 1)

    best_acc1 = 0.0
    for epoch in range(args.epochs):
        train_loss = train(train_set, model, criterion, optimizer, epoch, args)
        acc1 = validate(val_set, model, criterion, args)
        scheduler.step()
        best_acc1 = max(acc1, best_acc1)
        print(f"epoch {epoch}: train loss {train_loss:.4f}  best Acc@1 {best_acc1:.2f}")


if __name__ == "__main__":
    main()
