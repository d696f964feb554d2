import copy

BASE = {
    "model": {"hidden": [64, 32], "act": "gelu"},
    "opt": {"name": "sgd", "lr": 0.05, "momentum": 0.9, "nesterov": True, "wd": 0.0},
    "sched": {"kind": "cosine_per_batch", "warmup_frac": 0.1},
    "loop": {"epochs": 12, "batch": 32},
    "stop": {"patience": 4, "min_delta": 1e-3},
}


def deep_update(cfg, patch):
    out = copy.deepcopy(cfg)
    for k, v in patch.items():
        out[k] = deep_update(out[k], v) if isinstance(v, dict) and k in out else v
    return out
