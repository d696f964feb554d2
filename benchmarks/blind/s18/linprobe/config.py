from dataclasses import dataclass


@dataclass(frozen=True)
class ProbeConfig:
    in_dim: int = 32
    feat_dim: int = 64
    num_classes: int = 3
    freeze_backbone: bool = True
    lr: float = 0.1
    momentum: float = 0.9
    epochs: int = 5
    batch_size: int = 32
    n_samples: int = 384
