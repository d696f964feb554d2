from types import SimpleNamespace

hparams = SimpleNamespace(
    backcast=32, horizon=8, stacks=3, hidden=64, block_layers=3,
    n_series=64, series_len=200, batch_size=64, steps_per_epoch=10,
    epochs=3, lr=1e-3, patience=2, seed=21, logdir="runs/nbeats", ckpt="nbeats.pt",
)
