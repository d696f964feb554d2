LABELS = ["toxic", "severe_toxic", "obscene", "threat", "insult", "identity_hate"]

SETTINGS = {
    "vocab_size": 500,
    "embed_dim": 48,
    "max_len": 30,
    "n_train": 400,
    "n_test": 120,
    "batch_size": 32,
    "epochs": 2,
    "lr": 5e-3,
    "seed": 99,
    "model_path": "toxic_bag.pt",
    "submission": "submission.csv",
}
