CONFIG = {
    "model": {"z_dim": 8, "x_dim": 4, "hidden": 32},
    "optim": {"lr": 5e-5},
    "train": {"iters": 10, "batch_size": 32, "n_critic": 5, "clip_value": 0.01},
}
