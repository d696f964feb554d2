from dataclasses import dataclass, field
from typing import Any, Dict, Tuple


@dataclass
class SeasonConfig:
    n_stations: int = 12
    n_days: int = 240
    taxa: Tuple[str, ...] = ("birch", "grass", "ragweed")
    missing_rate: float = 0.15


@dataclass
class ModelConfig:
    hidden: int = 32
    head: str = "poisson"
    head_overrides: Dict[str, str] = field(default_factory=lambda: {"ragweed": "zero_inflated"})


@dataclass
class TrainConfig:
    epochs: int = 8
    chunk: int = 30
    reduction: str = "none"
    optimizer: str = "Adam"
    optimizer_kwargs: Dict[str, Any] = field(default_factory=lambda: {"lr": 1e-2})
    clip: float = 1.0


@dataclass
class Config:
    season: SeasonConfig = field(default_factory=SeasonConfig)
    model: ModelConfig = field(default_factory=ModelConfig)
    train: TrainConfig = field(default_factory=TrainConfig)
    seed: int = 0
