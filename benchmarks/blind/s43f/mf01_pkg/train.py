"""Search the escape-room time model, then retrain the best setting on train+val.

    python -m mf01_pkg.train
"""
import torch

from .defaults import DEFAULTS, merge
from .fit import fit, mae_minutes
from .rooms import make_teams, split
from .tuner import MedianPruner, Study


def sample_overrides(trial):
    return {
        "model": {"n_layers": trial.suggest_int("n_layers", 1, 3),
                  "width": trial.suggest_categorical("width", [16, 32, 64]),
                  "dropout": trial.suggest_float("dropout", 0.0, 0.3)},
        "optim": {"lr": trial.suggest_float("lr", 1e-3, 3e-2, log=True),
                  "weight_decay": trial.suggest_float("weight_decay", 1e-6, 1e-3, log=True)},
    }


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    d = DEFAULTS["data"]
    x, y = make_teams(d["n_teams"], d["seed"])
    train, val, test = split(x, y, d["val_frac"], d["test_frac"], d["seed"])

    def objective(trial):
        cfg = merge(DEFAULTS, sample_overrides(trial))
        _, best = fit(cfg, train, val, trial)
        return best

    study = Study(seed=DEFAULTS["search"]["seed"], pruner=MedianPruner())
    study.optimize(objective, DEFAULTS["search"]["n_trials"])
    for t in study.trials:
        val_txt = "pruned" if t["value"] is None else f"val MAE {t['value']:.2f} min"
        print(f"trial {t['number']}: {val_txt}  {t['params']}")

    best = study.best_trial
    print(f"best trial {best['number']}")
    cfg = merge(DEFAULTS, {"model": {k: best["params"][k] for k in ("n_layers", "width", "dropout")},
                           "optim": {k: best["params"][k] for k in ("lr", "weight_decay")}})
    full = (torch.cat([train[0], val[0]]), torch.cat([train[1], val[1]]))
    net, _ = fit(cfg, full, test)
    print(f"retrained: test MAE {mae_minutes(net, *test):.2f} min, "
          f"{sum(p.numel() for p in net.parameters())} trainable parameters")


if __name__ == "__main__":
    main()
