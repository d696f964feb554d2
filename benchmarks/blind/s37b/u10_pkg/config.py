DEFAULTS = {
    "model": {"in_channels": 3, "channels": [16, 16, 32], "kernel_size": 3, "dropout": 0.1},
    "data": {"n_windows": 1024, "length": 64, "batch_size": 64},
    "optim": {"name": "AdamW", "lr": 2e-3, "weight_decay": 1e-4},
    "epochs": 3,
    "seed": 0,
}


def merge(base, override):
    out = dict(base)
    for k, v in (override or {}).items():
        out[k] = merge(base[k], v) if isinstance(v, dict) and isinstance(base.get(k), dict) else v
    return out
