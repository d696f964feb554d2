from dataclasses import dataclass, field


@dataclass
class LossConfig:
    reduction: str = "none"
    label_smoothing: float = 0.0
    keep_ratio: float = 0.7


@dataclass
class ModelConfig:
    in_ch: int = 1
    width: int = 16
    num_classes: int = 4


@dataclass
class ExperimentConfig:
    model: ModelConfig = field(default_factory=ModelConfig)
    loss: LossConfig = field(default_factory=LossConfig)
    epochs: int = 3
    lr: float = 3e-3
    batch_size: int = 32
