from dataclasses import dataclass, field
from typing import Any, Dict, Tuple

DESCRIPTORS = ("fruity", "floral", "woody", "green", "citrus", "musky",
               "sweet", "spicy", "earthy", "minty", "smoky", "sulfurous")


@dataclass
class DataConfig:
    n_molecules: int = 1500
    n_bits: int = 256
    bits_on: int = 24
    descriptors: Tuple[str, ...] = DESCRIPTORS


@dataclass
class LossConfig:
    name: str = "macro_f1"
    kwargs: Dict[str, Any] = field(default_factory=lambda: {"threshold": 0.5})


@dataclass
class Config:
    data: DataConfig = field(default_factory=DataConfig)
    loss: LossConfig = field(default_factory=LossConfig)
    hidden: Tuple[int, ...] = (128, 64)
    dropout: float = 0.1
    optimizer: str = "Adam"
    optimizer_kwargs: Dict[str, Any] = field(default_factory=lambda: {"lr": 1e-3})
    epochs: int = 8
    batch_size: int = 64
    seed: int = 0
