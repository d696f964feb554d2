from types import SimpleNamespace


def get_config(**overrides):
    cfg = SimpleNamespace(
        seed=0, num_points=64, num_classes=4, n_train=240, n_val=60,
        batch_size=24, epochs=4, lr=1e-3, weight_decay=1e-4,
        patience=3, step_size=2, gamma=0.5, ckpt="pointnet_best.pt",
    )
    for k, v in overrides.items():
        setattr(cfg, k, v)
    return cfg
