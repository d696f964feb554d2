"""Default settings for the escape-room completion-time model.

A trial only overrides what it samples; everything else comes from here.
"""
import copy

DEFAULTS = {
    "data": {"n_teams": 960, "val_frac": 0.2, "test_frac": 0.15, "seed": 7},
    "model": {"n_layers": 2, "width": 32, "dropout": 0.1},
    "optim": {"lr": 3e-3, "weight_decay": 1e-5},
    "fit": {"epochs": 24, "batch_size": 64, "patience": 6},
    "search": {"n_trials": 5, "seed": 11},
}


def merge(base, override):
    """Recursive dict merge; values in `override` win."""
    out = copy.deepcopy(base)
    for key, value in override.items():
        if isinstance(value, dict) and isinstance(out.get(key), dict):
            out[key] = merge(out[key], value)
        else:
            out[key] = value
    return out
