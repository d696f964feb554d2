"""Multi-task prediction of IBU, colour, ABV and style from homebrew recipes."""
import argparse

import torch

from .models import get_model
from .trainer import Trainer
from .utils import brew_recipes


def parse():
    p = argparse.ArgumentParser()
    p.add_argument("--arch", default="hps")
    p.add_argument("--hidden", type=int, default=64)
    p.add_argument("--epochs", type=int, default=10)
    p.add_argument("--batch-size", type=int, default=64)
    p.add_argument("--lr", type=float, default=3e-3)
    p.add_argument("--lr-step", type=int, default=4)
    p.add_argument("--task-weights", type=float, nargs=4, default=[1.0, 1.0, 1.0, 0.5])
    p.add_argument("--grad-log-every", type=int, default=50)
    p.add_argument("--n-train", type=int, default=1600)
    p.add_argument("--seed", type=int, default=0)
    return p.parse_args()


def main():
    args = parse()
    torch.manual_seed(args.seed)
    torch.set_num_threads(1)
    x_tr, y_tr = brew_recipes(args.n_train, seed=args.seed)
    x_va, y_va = brew_recipes(500, seed=args.seed + 1)
    mu, sd = x_tr.mean(0), x_tr.std(0)
    x_tr, x_va = (x_tr - mu) / sd, (x_va - mu) / sd
    stats = {k: (y_tr[k].mean().item(), y_tr[k].std().item()) for k in ("ibu", "srm", "abv")}

    net = get_model(args.arch, n_in=x_tr.size(1), hidden=args.hidden)
    trainer = Trainer(net, args, stats)
    for epoch in range(args.epochs):
        tr = trainer.train_epoch(x_tr, y_tr)
        va = trainer.eval_step(x_va, y_va)
        print(f"epoch {epoch}: " + " ".join(f"{k}={v:.3f}" for k, v in tr.items())
              + " | val " + " ".join(f"{k}={v:.3f}" for k, v in va.items()))


if __name__ == "__main__":
    main()
