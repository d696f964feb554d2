SETTINGS = {
    "in_dim": 16,
    "hidden": 48,
    "task_dims": {"coarse": 3, "fine": 7},
    "lr": 2e-3,
    "probe_lr": 1e-2,
    "steps": 15,
    "batch_size": 32,
}
