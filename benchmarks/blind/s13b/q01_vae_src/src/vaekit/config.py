def default_config():
    return {
        "seed": 0,
        "input_dim": 32,
        "hidden_dim": 64,
        "latent_dim": 4,
        "batch_size": 64,
        "n_train": 1024,
        "n_val": 256,
        "lr": 2e-3,
        "epochs": 4,
        "warmup_epochs": 3,
    }
