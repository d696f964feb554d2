import math
import random

BASE_CFG = {"width": 64, "dropout": 0.1, "head": "linear", "lr": 2e-3, "head_lr_mult": 5.0,
            "weight_decay": 1e-4, "epochs": 20, "batch": 64}


class Trial:
    def __init__(self, number, rng):
        self.number, self.rng, self.params, self.history = number, rng, {}, []

    def suggest_float(self, name, lo, hi, log=False):
        v = math.exp(self.rng.uniform(math.log(lo), math.log(hi))) if log else self.rng.uniform(lo, hi)
        self.params[name] = v
        return v

    def suggest_categorical(self, name, choices):
        self.params[name] = self.rng.choice(choices)
        return self.params[name]


class PatiencePruner:
    """Callback: stop when no improvement for `patience` epochs, or when the trial is
    clearly behind the best finished trial at the same epoch."""

    def __init__(self, trial, best_curve, patience=4, slack=1.5):
        self.trial, self.best_curve, self.patience, self.slack = trial, best_curve, patience, slack
        self.pruned = False

    def __call__(self, epoch, score):
        hist = self.trial.history
        hist.append(score)
        if self.best_curve and epoch >= 5 and epoch < len(self.best_curve):
            if score > self.slack * self.best_curve[epoch]:
                self.pruned = True
                return True
        return len(hist) > self.patience and min(hist[-self.patience:]) > min(hist)


def sample_config(trial):
    return {**BASE_CFG,
            "width": trial.suggest_categorical("width", [32, 64, 128]),
            "dropout": trial.suggest_float("dropout", 0.0, 0.3),
            "head": trial.suggest_categorical("head", ["linear", "mlp"]),
            "lr": trial.suggest_float("lr", 5e-4, 5e-3, log=True)}


def new_rng(seed):
    return random.Random(seed)
