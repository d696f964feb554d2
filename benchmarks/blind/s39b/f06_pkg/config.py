from dataclasses import dataclass, field
from typing import Any, Dict, Tuple


@dataclass
class StrainConfig:
    n_train: int = 768
    n_val: int = 256
    length: int = 256
    sample_rate: float = 256.0
    snr_range: Tuple[float, float] = (4.0, 12.0)
    signal_fraction: float = 0.5


@dataclass
class NetConfig:
    name: str = "res1d"
    stem_channels: int = 16
    stages: Tuple[int, ...] = (16, 32, 32)
    kernel: int = 9
    act: str = "Tanh"
    norm: str = "BatchNorm1d"


@dataclass
class OptimConfig:
    name: str = "AdamW"
    kwargs: Dict[str, Any] = field(default_factory=lambda: {"lr": 2e-3, "weight_decay": 1e-2})


@dataclass
class Config:
    strain: StrainConfig = field(default_factory=StrainConfig)
    net: NetConfig = field(default_factory=NetConfig)
    optim: OptimConfig = field(default_factory=OptimConfig)
    epochs: int = 3
    batch_size: int = 64
    seed: int = 0
