class Config:
    seed = 0
    n_hours = 24 * 365
    batch_size = 32
    epochs = 3
    lr = 1e-3
    hidden = 64
    log_every = 25
    val_fraction = 0.2
