CFG = {
    "data": {"sensors": 10, "history": 12, "horizon": 3, "days": 6},
    "model": {"channels": 16, "kernel": 3},
    "train": {"epochs": 3, "batch_size": 32, "lr": 2e-3},
    "runtime": {"fast_eval": True, "log_every": 1},
}
