from dataclasses import dataclass


@dataclass(frozen=True)
class FinetuneConfig:
    in_dim: int = 12
    feat_dim: int = 24
    pretrain_classes: int = 10
    new_classes: int = 3
    lr: float = 0.05
    momentum: float = 0.9
    epochs: int = 3
    batch_size: int = 32
    freeze_features: bool = True
