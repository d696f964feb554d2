from dataclasses import dataclass, field


@dataclass
class LossWeights:
    cls: float = 1.0
    reg: float = 0.5
    aux: float = 0.1


@dataclass
class ExperimentCfg:
    in_features: int = 20
    trunk_width: int = 64
    n_classes: int = 4
    optimizer: str = "Adam"
    lr: float = 1e-3
    steps: int = 50
    batch_size: int = 32
    log_every: int = 10
    weights: LossWeights = field(default_factory=LossWeights)
