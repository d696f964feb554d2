from types import SimpleNamespace

HP = SimpleNamespace(
    n_features=12,
    n_classes=3,
    latent=4,
    hidden=32,
    n_samples=1200,
    labelled_fraction=0.25,
    batch_size=100,
    epochs=20,
    lr=3e-3,
    objectives={"reconstruction": 1.0, "classification": 0.5},
)
