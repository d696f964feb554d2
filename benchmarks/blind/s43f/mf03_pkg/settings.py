"""Config for the laundromat dryer-time model: defaults, merged with per-trial overrides."""

DEFAULTS = {
    "n_loads": 1200,
    "hidden": 48,
    "depth": 2,
    "weight_decay": 1e-4,
    "epochs": 15,
    "batch_size": 64,
    "finder": {"start_lr": 1e-5, "end_lr": 1.0, "num_iter": 50},
    "patience": 4,
    "trials": 4,
}


def merged(overrides, base=DEFAULTS):
    cfg = dict(base)
    for key, value in overrides.items():
        if isinstance(value, dict):
            cfg[key] = {**base.get(key, {}), **value}
        else:
            cfg[key] = value
    return cfg
