"""Experiment description, kept in the same nested layout as the yaml files."""
import copy

DEFAULTS = {
    "field": {"resolution": 24, "pattern": "rings"},
    "model": {"hidden": 64, "layers": 3, "omega_0": 30.0},
    "optim": {"name": "Adam", "lr": 1e-4, "weight_decay": 0.0},
    "sched": {"gamma": 0.995},
    "train": {"steps": 60, "log_every": 20, "amp": True},
}


def merge(base, override):
    out = copy.deepcopy(base)
    for k, v in (override or {}).items():
        if isinstance(v, dict) and isinstance(out.get(k), dict):
            out[k] = merge(out[k], v)
        else:
            out[k] = v
    return out


def load(override=None):
    return merge(DEFAULTS, override)
