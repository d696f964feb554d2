FEATURES = {
    "monotone": ["income", "tenure"],
    "free": ["age", "region_a", "region_b"],
}

MODEL_KW = dict(hidden=16, dropout=0.0)
OPTIM_KW = dict(lr=5e-3, weight_decay=1e-4)
TRAIN_KW = dict(epochs=15, batch_size=64)
