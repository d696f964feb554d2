import copy

DEFAULTS = {
    "data": {"vocab": 40, "length": 6000, "batch_size": 8, "bptt": 20},
    "model": {"cell": "gru", "emb": 32, "hidden": 64, "layers": 1, "dropout": 0.0},
    "optim": {"lr": 3e-3, "clip": 0.5},
    "train": {"epochs": 1, "log_every": 10},
}


def merge(base, override):
    out = copy.deepcopy(base)
    for key, value in override.items():
        if isinstance(value, dict) and isinstance(out.get(key), dict):
            out[key] = merge(out[key], value)
        else:
            out[key] = value
    return out
