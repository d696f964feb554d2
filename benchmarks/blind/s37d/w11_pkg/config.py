CFG = dict(
    seed=17,
    n_mels=24,
    frames=48,
    genres=["blues", "classical", "jazz", "metal"],
    n_train=192,
    n_val=48,
    batch_size=16,
    epochs=3,
    lr=2e-3,
    patience=2,
    checkpoint="genre_cnn.pt",
)
