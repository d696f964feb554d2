import torch

CFG = {
    "seed": 42,
    "n_excerpts": 420,
    "vocab_size": 400,
    "max_len": 48,
    "emb_dim": 24,
    "hidden": 32,
    "n_folds": 3,
    "epochs": 4,
    "batch_size": 32,
    "lr": 2e-3,
    "freeze_embeddings": False,
    "device": "cuda" if torch.cuda.is_available() else "cpu",
}
