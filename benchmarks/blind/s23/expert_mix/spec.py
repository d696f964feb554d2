EXPERTS = [
    {"name": "linear", "kind": "linear"},
    {"name": "smooth", "kind": "mlp", "hidden": 32, "activation": "tanh"},
    {"name": "kinked", "kind": "mlp", "hidden": 32, "activation": "relu"},
]

GATE = {"hidden": 16}

OPTIMIZER = {"name": "AdamW", "lr": 3e-3, "weight_decay": 1e-4}

TRAINING = {"epochs": 40, "batch_size": 128, "n_train": 3000, "n_test": 1000, "in_dim": 4}
