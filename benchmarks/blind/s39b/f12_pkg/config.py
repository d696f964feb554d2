from dataclasses import dataclass, field
from typing import Any, Dict


@dataclass
class MarketConfig:
    n_assets: int = 8
    n_days: int = 500
    lookback: int = 10
    seed: int = 0


@dataclass
class PolicyConfig:
    cell: str = "LSTM"
    hidden: int = 32
    temperature: float = 1.0


@dataclass
class ObjectiveConfig:
    kind: str = "sharpe"
    cost_bps: float = 5.0
    risk_aversion: float = 2.0


@dataclass
class TrainConfig:
    epochs: int = 3
    window: int = 40
    optimizer: str = "Adam"
    optimizer_kwargs: Dict[str, Any] = field(default_factory=lambda: {"lr": 1e-3})


@dataclass
class Config:
    market: MarketConfig = field(default_factory=MarketConfig)
    policy: PolicyConfig = field(default_factory=PolicyConfig)
    objective: ObjectiveConfig = field(default_factory=ObjectiveConfig)
    train: TrainConfig = field(default_factory=TrainConfig)
