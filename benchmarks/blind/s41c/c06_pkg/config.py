from types import SimpleNamespace

CFG = SimpleNamespace(
    seed=1234,
    n_plays=1200,
    n_folds=4,
    epochs=5,
    batch_size=64,
    lr=1e-3,
    hidden=64,
    n_bins=199,          # yards -99 .. +99
    loss="crps",        # "crps" or "ce"
    patience=2,
    device="cpu",
)
