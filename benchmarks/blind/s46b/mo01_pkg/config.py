CONFIG = {
    "seed": 46,
    "data": {"batch_size": 32, "length": 64, "sample_rate": 8000.0},
    "model": {
        "target": "vq_autoencoder",
        "params": {"channels": 1, "hidden": 32, "latent_dim": 16, "n_codes": 32, "beta": 0.25},
    },
    "disc": {"target": "pop_critic", "params": {"channels": 1, "hidden": 32}},
    "optim": {"lr_ae": 2e-3, "lr_disc": 1e-3, "betas": (0.5, 0.9)},
    "train": {"n_steps": 120, "adv_weight": 0.1, "log_every": 30},
}
