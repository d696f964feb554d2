import copy

DEFAULTS = {
    "data": {"n_users": 200, "n_items": 300, "n_interactions": 4000, "batch_size": 256},
    "model": {"dim": 16, "tower_hidden": 32},
    "optim": {"name": "adam", "lr": 5e-3, "weight_decay": 0.0},
    "sched": {"step_size": 3, "gamma": 0.5},
    "loss": {"neg_weight": 0.5},
    "epochs": 4,
}


def resolve(overrides=None):
    cfg = copy.deepcopy(DEFAULTS)
    for section, values in (overrides or {}).items():
        if isinstance(values, dict):
            cfg[section].update(values)
        else:
            cfg[section] = values
    return cfg
