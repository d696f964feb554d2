"""Search for the dumpling wrapper tear-risk classifier.

    python -m mf12_pkg.main
"""
import math
import random
import statistics

import torch

from .callbacks import TrialPruned, ValidationCallback
from .dough import batches, line_samples
from .evaluation import evaluate
from .loop import fit

DEFAULT_HP = {"width": 64, "depth": 2, "dropout": 0.1, "lr": 0.05, "weight_decay": 5e-4, "batch": 64}


class Trial:
    def __init__(self, number, finished):
        self.number, self.finished, self.params, self.values = number, finished, {}, {}
        self.rng = random.Random(90210 + number)

    def suggest_float(self, name, low, high, log=False):
        r = self.rng.uniform(math.log(low), math.log(high)) if log else self.rng.uniform(low, high)
        self.params[name] = math.exp(r) if log else r
        return self.params[name]

    def suggest_int(self, name, low, high):
        self.params[name] = self.rng.randint(low, high)
        return self.params[name]

    def report(self, value, step):
        self.values[step] = value

    def should_prune(self):
        step = max(self.values)
        peers = [t.values[step] for t in self.finished if step in t.values]
        return step >= 4 and len(peers) >= 2 and self.values[step] < statistics.median(peers)


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x, y = line_samples(2400)
    train, val, test = (x[:1500], y[:1500]), (x[1500:1950], y[1500:1950]), (x[1950:], y[1950:])
    val_loader = batches(*val, 256, shuffle=False)
    finished, scores = [], []
    for number in range(5):
        trial = Trial(number, finished)
        hp = {**DEFAULT_HP,
              "width": trial.suggest_int("width", 16, 96),
              "depth": trial.suggest_int("depth", 1, 3),
              "dropout": trial.suggest_float("dropout", 0.0, 0.4),
              "lr": trial.suggest_float("lr", 0.01, 0.2, log=True)}
        cb = ValidationCallback(val_loader, trial)
        try:
            fit(hp, train, cb, seed=number)
        except TrialPruned as why:
            print(f"trial {number} pruned ({why})")
            continue
        finished.append(trial)
        scores.append((cb.best_auc, hp))
        print(f"trial {number}: best val AUC {cb.best_auc:.3f}  {trial.params}")
    auc, hp = max(scores, key=lambda s: s[0])
    cb = ValidationCallback(batches(*test, 256, shuffle=False), patience=100)
    net = fit(hp, (torch.cat([train[0], val[0]]), torch.cat([train[1], val[1]])), cb, seed=11)
    with torch.inference_mode():
        final = evaluate(net, batches(*test, 256, shuffle=False))
    print(f"retrained best (val AUC {auc:.3f}): test AUC {final['auc']:.3f}, acc {final['acc']:.3f}, "
          f"tear rate {test[1].mean():.2f}")


if __name__ == "__main__":
    main()
