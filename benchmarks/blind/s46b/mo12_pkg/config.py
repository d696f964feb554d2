CONFIG = {
    "seed": 41,
    "data": {"batch": 64, "length": 48, "strides": 6.0},
    "model": {"target": "lace_vae", "params": {"length": 48, "hidden": 64, "z_dim": 3}},
    "optim": {"lr": 2e-3, "phase_lr": 0.05},
    "train": {"n_steps": 200, "warmup": 80, "freeze_decoder_after": 150, "log_every": 50},
}
