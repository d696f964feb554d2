"""Hyper-parameter search for the ice-sculpture melt-rate regressor.

    python -m mf06_pkg.tune
"""
import math
import random
import statistics

import torch
import torch.nn.functional as F

from .callbacks import EarlyStopping, FreshGradients, LRTrace, PruneOnMedian
from .defaults import BASE, deep_update
from .ice import gauge_log
from .model import build_optimizer, build_regressor
from .trainer import Trainer


class Trial:
    def __init__(self, number, rng):
        self.number, self.params, self.values, self._rng = number, {}, {}, rng

    def suggest_float(self, name, lo, hi, log=False):
        v = math.exp(self._rng.uniform(math.log(lo), math.log(hi))) if log else self._rng.uniform(lo, hi)
        self.params[name] = v
        return v

    def suggest_categorical(self, name, choices):
        self.params[name] = self._rng.choice(choices)
        return self.params[name]

    def report(self, value, step):
        self.values[step] = value


class Study:
    def __init__(self, seed, warmup_epochs=3):
        self.rng, self.trials, self.warmup_epochs = random.Random(seed), [], warmup_epochs

    def should_prune(self, trial):
        step = max(trial.values)
        peers = [t.values[step] for t, state in self.trials if state == "done" and step in t.values]
        return step >= self.warmup_epochs and len(peers) >= 2 and trial.values[step] > statistics.median(peers)


def run(cfg, train, val, callbacks=()):
    torch.manual_seed(1)
    net = build_regressor(train[0].shape[1], cfg["model"]["hidden"], cfg["model"]["act"])
    opt = build_optimizer(net.parameters(), cfg["opt"])
    stopper, trace = EarlyStopping(**cfg["stop"]), LRTrace()
    trainer = Trainer(net, opt, F.mse_loss, [FreshGradients(), stopper, trace, *callbacks],
                      cfg["loop"]["epochs"], cfg["loop"]["batch"])
    trainer.fit(train, val, cfg["sched"]["warmup_frac"])
    return trainer, stopper.best


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x, y = gauge_log(1400)
    train, val, test = (x[:900], y[:900]), (x[900:1150], y[900:1150]), (x[1150:], y[1150:])
    study = Study(seed=5)
    for number in range(5):
        trial = Trial(number, study.rng)
        cfg = deep_update(BASE, {
            "model": {"hidden": trial.suggest_categorical("hidden", [[64, 32], [32, 32], [128]]),
                      "act": trial.suggest_categorical("act", ["gelu", "relu", "tanh"])},
            "opt": {"lr": trial.suggest_float("lr", 5e-3, 1e-1, log=True),
                    "momentum": trial.suggest_float("momentum", 0.5, 0.95)},
        })
        trainer, best = run(cfg, train, val, [PruneOnMedian(trial, study)])
        state = "pruned" if trainer.pruned else "done"
        study.trials.append((trial, state))
        print(f"trial {number} {state}: best val MAE {best:.3f} mm/h  {trial.params}")
    done = [(min(t.values.values()), t) for t, s in study.trials if s == "done"]
    _, best_trial = min(done, key=lambda d: d[0])
    p = best_trial.params
    cfg = deep_update(BASE, {"model": {"hidden": p["hidden"], "act": p["act"]},
                             "opt": {"lr": p["lr"], "momentum": p["momentum"]}})
    full = (torch.cat([train[0], val[0]]), torch.cat([train[1], val[1]]))
    trainer, _ = run(cfg, full, test)
    print(f"retrained trial {best_trial.number}: test MAE {trainer.validate(*test):.3f} mm/h "
          f"(mean melt {test[1].mean():.3f} mm/h)")


if __name__ == "__main__":
    main()
