from dataclasses import dataclass, field
from typing import Any, Dict, Optional, Tuple


@dataclass
class SonarConfig:
    n_train: int = 1200
    n_val: int = 400
    bands: int = 60
    label_noise: float = 0.05


@dataclass
class NetConfig:
    kind: str = "bandconv"
    hidden: Tuple[int, ...] = (64, 32)
    dropout: float = 0.2


@dataclass
class TrainConfig:
    epochs: int = 6
    batch_size: int = 32
    optimizer: str = "SGD"
    optimizer_kwargs: Dict[str, Any] = field(default_factory=lambda: {"lr": 0.02, "momentum": 0.9, "nesterov": True})
    amp: bool = False
    clip_norm: Optional[float] = 5.0
    seed: int = 0


@dataclass
class Config:
    sonar: SonarConfig = field(default_factory=SonarConfig)
    net: NetConfig = field(default_factory=NetConfig)
    train: TrainConfig = field(default_factory=TrainConfig)
