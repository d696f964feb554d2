CONFIG = {
    "n_users": 400,
    "n_items": 250,
    "rank": 12,
    "init_std": 0.1,
    "lr": 0.02,
    "l2": 1e-4,
    "batch_size": 512,
    "epochs": 5,
    "seed": 0,
}
