import math
import random


class Trial:
    def __init__(self, number, seed):
        self.number, self.params, self.values = number, {}, []
        self._rng = random.Random(seed * 1009 + number)

    def suggest_float(self, name, low, high, log=False):
        u = self._rng.uniform(math.log(low), math.log(high)) if log else self._rng.uniform(low, high)
        self.params[name] = math.exp(u) if log else u
        return self.params[name]

    def suggest_categorical(self, name, choices):
        self.params[name] = self._rng.choice(choices)
        return self.params[name]


class EarlyStop:
    def __init__(self, patience=3):
        self.patience, self.best, self.wait = patience, math.inf, 0

    def __call__(self, fitter, epoch, metrics):
        if metrics["bce"] < self.best - 1e-4:
            self.best, self.wait = metrics["bce"], 0
        else:
            self.wait += 1
            fitter.stop = self.wait >= self.patience


class PruneBelowBaseline:
    """Prune a trial whose validation accuracy after `grace` epochs does not beat the
    majority-class baseline by `margin`."""

    def __init__(self, trial, baseline, grace=3, margin=0.02):
        self.trial, self.baseline, self.grace, self.margin = trial, baseline, grace, margin
        self.pruned = False

    def __call__(self, fitter, epoch, metrics):
        self.trial.values.append(metrics["acc"])
        if epoch + 1 >= self.grace and max(self.trial.values) < self.baseline + self.margin:
            self.pruned = fitter.stop = True


def sample_hp(trial, defaults):
    return {**defaults,
            "lr": trial.suggest_float("lr", 1e-3, 2e-2, log=True),
            "width": trial.suggest_categorical("width", [32, 64, 128]),
            "emb_dim": trial.suggest_categorical("emb_dim", [2, 4, 8]),
            "dropout": trial.suggest_float("dropout", 0.0, 0.3),
            "weight_decay": trial.suggest_float("weight_decay", 1e-5, 1e-2, log=True)}
