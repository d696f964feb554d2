CFG = {
    "in_dim": 6,
    "hidden": 24,
    "out_dim": 1,
    "experts": {"smooth": "mlp", "trend": "linear", "wiggle": "mlp"},
    "temperature": 1.0,
    "lr": 1e-2,
    "epochs": 3,
    "batch_size": 64,
}
