CONFIG = {
    "seed": 61,
    "data": {"batch": 32, "frames": 96, "patch": 4},
    "tokenizer": {"max_codes": 32, "iters": 8, "min_count": 120},
    "prior": {"target": "swing_prior", "params": {"vocab": 32, "emb": 24, "hidden": 64}},
    "optim": {"lr": 3e-3, "weight_decay": 0.0},
    "train": {"n_steps": 150, "log_every": 50},
}
