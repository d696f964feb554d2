"""Graffiti-removal success model: search, prune, refit.

    python -m mf14_pkg
"""
import torch

from .fitter import Fitter
from .tuning import EarlyStop, PruneBelowBaseline, Trial, sample_hp
from .walls import subset, work_orders

DEFAULTS = {"lr": 3e-3, "width": 64, "emb_dim": 4, "dropout": 0.1, "weight_decay": 1e-4,
            "batch": 64, "clip": 1.0, "epochs": 12}


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    data = work_orders(2400)
    perm = torch.randperm(2400)
    train, val, test = subset(data, perm[:1500]), subset(data, perm[1500:1950]), subset(data, perm[1950:])
    baseline = max(val["cleared"].mean().item(), 1 - val["cleared"].mean().item())
    print(f"majority-class val accuracy {baseline:.3f}")
    finished = []
    for number in range(5):
        trial = Trial(number, seed=6)
        hp = sample_hp(trial, DEFAULTS)
        torch.manual_seed(number)
        pruner = PruneBelowBaseline(trial, baseline)
        fitter = Fitter(hp, [EarlyStop(), pruner]).fit(train, val, hp["epochs"], seed=number)
        state = "pruned" if pruner.pruned else "complete"
        print(f"trial {number} {state}: best val acc {max(trial.values):.3f}  "
              f"lr={hp['lr']:.2e} width={hp['width']} emb={hp['emb_dim']}")
        if not pruner.pruned:
            finished.append((max(trial.values), hp))
    if not finished:
        print("every trial was pruned; refitting the defaults")
        finished.append((baseline, DEFAULTS))
    _, hp = max(finished, key=lambda f: f[0])
    torch.manual_seed(123)
    both = {k: torch.cat([train[k], val[k]]) for k in train}
    fitter = Fitter(hp, [EarlyStop()]).fit(both, test, hp["epochs"], seed=123)
    print("refit on train+val -> test", {k: round(v, 3) for k, v in fitter.score(test).items()})


if __name__ == "__main__":
    main()
