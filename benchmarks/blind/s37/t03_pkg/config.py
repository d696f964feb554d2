CONFIG = {
    "vocab": 20,
    "emb": 32,
    "hidden": 64,
    "seq_len": 8,
    "batch": 64,
    "epochs": 4,
    "batches_per_epoch": 50,
    "optim": {"name": "Adam", "lr": 3e-3},
    "sched": {"step_size": 2, "gamma": 0.5},
    "clip": 1.0,
}

BOS = 0
