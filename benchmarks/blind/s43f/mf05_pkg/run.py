"""Tune the string-tension model; every trial picks its LR with a range test.

    python -m mf05_pkg.run
"""
import random

import torch
import torch.nn.functional as F

from .config import RunCfg, with_overrides
from .finder import log_spaced_summary, lr_range_test
from .racket_net import TensionNet
from .strings import shop_records
from .weights import EarlyStopping


class Trial:
    def __init__(self, number):
        self.number, self.params, self._r = number, {}, random.Random(number * 13 + 1)

    def suggest_categorical(self, name, choices):
        return self.params.setdefault(name, self._r.choice(choices))

    def suggest_float(self, name, low, high):
        return self.params.setdefault(name, self._r.uniform(low, high))


def make_loader(x, y, batch, gen):
    def loader():
        perm = torch.randperm(len(y), generator=gen)
        for i in range(0, len(y), batch):
            yield x[perm[i:i + batch]], y[perm[i:i + batch]]
    return loader


def evaluate(net, x, y):
    net.eval()
    with torch.no_grad():
        return F.l1_loss(net(x), y).item()


def objective(cfg, train, val, seed):
    torch.manual_seed(seed)
    gen = torch.Generator().manual_seed(seed)
    net = TensionNet(train[0].shape[1], cfg.width, cfg.blocks, cfg.dropout)
    opt = torch.optim.AdamW(net.parameters(), lr=1e-3, weight_decay=cfg.weight_decay)
    loader = make_loader(*train, cfg.batch, gen)
    lr, lrs, curve = lr_range_test(net, opt, F.mse_loss, loader, cfg.finder)
    for group in opt.param_groups:
        group["lr"] = lr
    plateau = torch.optim.lr_scheduler.ReduceLROnPlateau(opt, factor=0.5, patience=2)
    stopper = EarlyStopping(cfg.patience)
    for _ in range(cfg.epochs):
        net.train()
        for xb, yb in loader():
            opt.zero_grad()
            F.mse_loss(net(xb), yb).backward()
            opt.step()
        score = evaluate(net, *val)
        plateau.step(score)
        if stopper.step(net, score):
            break
    stopper.load_best(net)
    return net, lr, stopper.best, log_spaced_summary(lrs, curve)


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x, y = shop_records(1500)
    train, val, test = (x[:1000], y[:1000]), (x[1000:1250], y[1000:1250]), (x[1250:], y[1250:])
    base, results = RunCfg(), []
    for number in range(4):
        trial = Trial(number)
        cfg = with_overrides(base, width=trial.suggest_categorical("width", [32, 64, 128]),
                             blocks=trial.suggest_categorical("blocks", [1, 2, 3]),
                             dropout=trial.suggest_float("dropout", 0.0, 0.3))
        net, lr, best, sweep = objective(cfg, train, val, seed=number)
        results.append((best, cfg))
        print(f"trial {number}: lr {lr:.1e} val MAE {best:.2f} %  sweep[{sweep}]")
    best, cfg = min(results, key=lambda r: r[0])
    full = (torch.cat([train[0], val[0]]), torch.cat([train[1], val[1]]))
    net, lr, _, _ = objective(cfg, full, test, seed=42)
    print(f"best width={cfg.width} blocks={cfg.blocks}: retrained lr {lr:.1e}, "
          f"test MAE {evaluate(net, *test):.2f} % tension")


if __name__ == "__main__":
    main()
