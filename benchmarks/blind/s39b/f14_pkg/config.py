from dataclasses import dataclass, field
from typing import Any, Dict, Tuple


@dataclass
class LayoutConfig:
    n_clips: int = 1200
    size: int = 32
    hotspot_rate: float = 0.3


@dataclass
class DetectorConfig:
    scales: Tuple[int, ...] = (1, 2, 4)
    branch_channels: int = 16
    fuse: str = "concat"
    hidden: int = 64


@dataclass
class Config:
    layout: LayoutConfig = field(default_factory=LayoutConfig)
    detector: DetectorConfig = field(default_factory=DetectorConfig)
    optimizer: str = "Adam"
    optimizer_kwargs: Dict[str, Any] = field(default_factory=lambda: {"lr": 2e-3})
    pos_weight: float = 2.0
    epochs: int = 4
    batch_size: int = 64
    seed: int = 0
