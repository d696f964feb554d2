from dataclasses import dataclass


@dataclass
class MetricConfig:
    in_dim: int = 32
    backbone_dims: tuple = (64, 64)
    embed_dim: int = 16
    n_classes: int = 10
    samples_per_class: int = 8
    classes_per_batch: int = 8
    freeze_backbone: bool = True
    margin: float = 0.2
    lr: float = 1e-3
    steps: int = 120
    log_every: int = 30
    seed: int = 0
