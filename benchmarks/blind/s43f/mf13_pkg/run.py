"""Cuckoo-clock drift model: random search + successive halving, then refit the best.

    python -m mf13_pkg.run
"""
import torch

from .clocks import workshop_log
from .search import SuccessiveHalvingPruner, Trial, TrialPruned
from .trainer import train_trial, val_mae

DEFAULTS = {"width": 48, "depth": 2, "act": "silu", "base_lr": 1e-3, "max_lr": 1e-2,
            "half_cycle": 40, "batch": 32}


def sample(trial):
    return {**DEFAULTS,
            "width": trial.suggest_int("width", 16, 96),
            "depth": trial.suggest_int("depth", 1, 3),
            "act": trial.suggest_categorical("act", ["silu", "relu", "elu"]),
            "max_lr": trial.suggest_float("max_lr", 3e-3, 3e-2, log=True)}


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x, y = workshop_log(1500)
    train, val, test = (x[:1000], y[:1000]), (x[1000:1250], y[1000:1250]), (x[1250:], y[1250:])
    pruner, completed = SuccessiveHalvingPruner(), []
    for number in range(6):
        trial = Trial(number, sampler_seed=8)
        hp = sample(trial)
        try:
            _, trial.history = train_trial(hp, train, val,
                                           report=lambda v, e: pruner.check(trial, v, e),
                                           seed=number)
        except TrialPruned as why:
            print(f"trial {number} pruned at {why}")
            continue
        completed.append(trial)
        best = min(trial.history.curve("val_mae"))
        print(f"trial {number}: best val MAE {best:.2f} s/day over {len(trial.history.rows)} epochs")
    winner = min(completed, key=lambda t: min(t.history.curve("val_mae")))
    print("winner learning curve (train loss):",
          " ".join(f"{v:.2f}" for v in winner.history.curve("train_loss")[::4]))
    net, _ = train_trial(sample(winner), (torch.cat([train[0], val[0]]), torch.cat([train[1], val[1]])),
                         test, seed=100)
    print(f"refit trial {winner.number} {winner.params}: test MAE {val_mae(net, *test):.2f} s/day")


if __name__ == "__main__":
    main()
