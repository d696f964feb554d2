from dataclasses import dataclass, field


@dataclass
class LossConfig:
    kind: str = "SmoothL1Loss"
    reduction: str = "none"
    beta: float = 0.5


@dataclass
class ModelConfig:
    n_raw: int = 6
    n_env: int = 3
    hidden: int = 48
    n_targets: int = 2


@dataclass
class CalibConfig:
    model: ModelConfig = field(default_factory=ModelConfig)
    loss: LossConfig = field(default_factory=LossConfig)
    lr: float = 1e-3
    epochs: int = 5
    batch_size: int = 64
    use_confidence_weights: bool = True
