HPARAMS = {
    "backbone_dim": 24,
    "source_classes": 8,
    "target_classes": 3,
    "head_lr": 1e-2,
    "backbone_lr": 1e-3,
    "epochs": 3,
    "warmup_epochs": 1,
}
