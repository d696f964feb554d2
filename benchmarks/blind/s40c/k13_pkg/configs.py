import itertools

GRID = {
    "width": [32, 64],
    "depth": [2, 3],
    "activation": ["tanh", "silu"],
}
FIXED = {"lr": 0.01, "momentum": 0.9, "batch_size": 32, "epochs": 15}


def sweep_configs():
    keys = list(GRID)
    for values in itertools.product(*(GRID[k] for k in keys)):
        cfg = dict(FIXED)
        cfg.update(zip(keys, values))
        yield cfg
