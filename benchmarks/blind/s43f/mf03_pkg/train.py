"""Dryer cycle-time search: per trial an LR range test picks the one-cycle peak LR.

    python -m mf03_pkg.train
"""
import math
import random

import torch

from .engine import huber_minutes, make_optimizer, train_one_cycle
from .loads import batches, simulate_loads
from .lr_finder import LRFinder
from .model import DryerNet
from .settings import DEFAULTS, merged


class Trial:
    def __init__(self, number):
        self.number, self.params = number, {}
        self._rng = random.Random(100 + number)

    def suggest_int(self, name, low, high):
        return self.params.setdefault(name, self._rng.randint(low, high))

    def suggest_float(self, name, low, high, log=False):
        value = (math.exp(self._rng.uniform(math.log(low), math.log(high))) if log
                 else self._rng.uniform(low, high))
        return self.params.setdefault(name, value)

    def suggest_categorical(self, name, choices):
        return self.params.setdefault(name, self._rng.choice(choices))


def run_config(cfg, train, val, seed):
    torch.manual_seed(seed)
    net = DryerNet(train[0].shape[1], cfg["hidden"], cfg["depth"])
    opt = make_optimizer(net, cfg)
    finder = LRFinder(net, opt, huber_minutes)
    peak = finder.range_test(batches(*train, cfg["batch_size"]), **cfg["finder"])
    score = train_one_cycle(net, opt, peak, train, val, cfg, seed)
    return net, peak, score


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x, y = simulate_loads(DEFAULTS["n_loads"])
    train, val, test = (x[:800], y[:800]), (x[800:1000], y[800:1000]), (x[1000:], y[1000:])

    trials = []
    for number in range(DEFAULTS["trials"]):
        trial = Trial(number)
        cfg = merged({"hidden": trial.suggest_categorical("hidden", [24, 48, 96]),
                      "depth": trial.suggest_int("depth", 1, 3),
                      "weight_decay": trial.suggest_float("weight_decay", 1e-5, 1e-2, log=True)})
        _, peak, score = run_config(cfg, train, val, seed=number)
        trials.append((score, cfg, trial.params))
        print(f"trial {number}: peak lr {peak:.2e}, val MAE {score:.2f} min, {trial.params}")

    score, cfg, params = min(trials, key=lambda t: t[0])
    full = (torch.cat([train[0], val[0]]), torch.cat([train[1], val[1]]))
    net, peak, _ = run_config(cfg, full, test, seed=123)
    with torch.no_grad():
        mae = (net.eval()(test[0]) - test[1]).abs().mean().item()
    print(f"best {params}: retrained with peak lr {peak:.2e}, test MAE {mae:.2f} min")


if __name__ == "__main__":
    main()
