from dataclasses import dataclass, field
from typing import Any, Dict, Tuple


@dataclass
class HouseConfig:
    n_houses: int = 6
    hours: int = 24
    seconds_per_sample: int = 30
    window: int = 63
    stride: int = 6


@dataclass
class ModelConfig:
    arch: str = "seq2point"
    channels: Tuple[int, ...] = (16, 24, 32)
    kernel: int = 7
    hidden: int = 64


@dataclass
class TrainConfig:
    epochs: int = 4
    batch_size: int = 128
    optimizer: str = "Adam"
    optimizer_kwargs: Dict[str, Any] = field(default_factory=lambda: {"lr": 2e-3})
    callbacks: Tuple[str, ...] = ("zero_grad", "grad_clip", "loss_meter")
    clip_norm: float = 5.0
    seed: int = 0


@dataclass
class Config:
    house: HouseConfig = field(default_factory=HouseConfig)
    model: ModelConfig = field(default_factory=ModelConfig)
    train: TrainConfig = field(default_factory=TrainConfig)
