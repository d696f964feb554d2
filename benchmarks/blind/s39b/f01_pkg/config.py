from dataclasses import dataclass, field
from typing import Any, Dict, Tuple


@dataclass
class DataConfig:
    n_lots: int = 24
    n_days: int = 28
    steps_per_day: int = 24
    context: int = 24
    horizon: int = 6
    seed: int = 0


@dataclass
class ModelConfig:
    name: str = "gru_forecaster"
    hidden: int = 48
    layers: int = 1
    dropout: float = 0.0


@dataclass
class TaskConfig:
    head: str = "quantile"
    quantiles: Tuple[float, ...] = (0.1, 0.5, 0.9)


@dataclass
class OptimConfig:
    name: str = "AdamW"
    kwargs: Dict[str, Any] = field(default_factory=lambda: {"lr": 3e-3, "weight_decay": 1e-4})


@dataclass
class TrainConfig:
    epochs: int = 6
    batch_size: int = 128
    log_every: int = 1


@dataclass
class ExperimentConfig:
    data: DataConfig = field(default_factory=DataConfig)
    model: ModelConfig = field(default_factory=ModelConfig)
    task: TaskConfig = field(default_factory=TaskConfig)
    optim: OptimConfig = field(default_factory=OptimConfig)
    train: TrainConfig = field(default_factory=TrainConfig)
