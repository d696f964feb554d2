from dataclasses import dataclass


@dataclass
class TrainCfg:
    in_dim: int = 20
    hidden: int = 64
    n_classes: int = 5
    lr: float = 0.05
    momentum: float = 0.9
    ema_decay: float = 0.99
    max_norm: float = 3.0
    steps: int = 40
    batch_size: int = 32
