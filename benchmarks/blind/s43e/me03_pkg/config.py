class CFG:
    seed = 42
    n_items = 60
    n_stores = 3
    n_days = 300
    horizon = 28
    lags = (7, 14, 28)
    windows = (7, 28)
    n_folds = 3                # three back-to-back 28-day validation windows
    epochs = 3
    batch_size = 512
    lr = 2e-3
    emb_dim = 8
    hidden = 96
    tweedie_p = 1.3
