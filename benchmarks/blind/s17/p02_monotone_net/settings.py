CONFIG = {
    "features": 6,
    "hidden": 24,
    "epochs": 3,
    "batch_size": 64,
    "n_samples": 768,
    "optimizer": {"name": "RMSprop", "lr": 5e-3},
}
