from types import SimpleNamespace

cfg = SimpleNamespace(
    seed=13,
    vocab_size=60,
    num_tags=5,
    emb_dim=32,
    hidden=48,
    seq_len=20,
    n_train=256,
    n_val=64,
    batch_size=32,
    epochs=3,
    lr=1e-3,
    log_every=2,
    logdir="runs/tagger",
)
