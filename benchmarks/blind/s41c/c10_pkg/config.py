class CFG:
    seed = 5
    n_days = 60
    trades_per_day = 30
    n_features = 24
    n_resp = 4             # resp_1 .. resp_4 auxiliary targets + resp
    gap_days = 2           # purge between train and valid days
    n_splits = 3
    epochs = 5
    batch_size = 128
    lr = 2e-3
    label_smoothing = 0.01
    blend_steps = 60
    blend_lr = 0.05
    models = ("mlp", "resmlp", "wide")
