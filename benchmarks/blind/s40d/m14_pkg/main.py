"""Pavement crack severity rating from road-survey camera tiles."""
import argparse
import tempfile

import torch

from .models import get_model
from .trainer import Trainer
from .utils import SEVERITY, pavement_tiles, save_checkpoint

parser = argparse.ArgumentParser()
parser.add_argument("--arch", default="resnet_tiny")
parser.add_argument("--epochs", type=int, default=6)
parser.add_argument("--milestones", type=int, nargs="+", default=[4])
parser.add_argument("--batch-size", type=int, default=32)
parser.add_argument("--lr", type=float, default=0.02)
parser.add_argument("--momentum", type=float, default=0.9)
parser.add_argument("--weight-decay", type=float, default=5e-4)
parser.add_argument("--n-train", type=int, default=960)
parser.add_argument("--seed", type=int, default=0)


def main():
    opt = parser.parse_args()
    torch.manual_seed(opt.seed)
    torch.set_num_threads(1)
    train_set = pavement_tiles(opt.n_train, seed=opt.seed)
    test_set = pavement_tiles(400, seed=opt.seed + 1)

    net = get_model(opt.arch, num_classes=len(SEVERITY))
    optim = torch.optim.SGD(net.parameters(), lr=opt.lr, momentum=opt.momentum,
                            weight_decay=opt.weight_decay)
    trainer = Trainer(net, optim, opt)
    best = 0.0
    with tempfile.TemporaryDirectory() as save_dir:
        for epoch in range(opt.epochs):
            loss, acc, lr = trainer.train_epoch(train_set, epoch)
            test_acc = trainer.test(test_set)
            save_checkpoint({"epoch": epoch, "state_dict": net.state_dict()}, test_acc > best, save_dir)
            best = max(best, test_acc)
            print(f"epoch {epoch}  lr {lr:.4f}  loss {loss:.4f}  train acc {acc:.3f}  "
                  f"test acc {test_acc:.3f}")
    print(f"best test acc {best:.3f}")


if __name__ == "__main__":
    main()
