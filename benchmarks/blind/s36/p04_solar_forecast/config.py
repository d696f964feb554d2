from dataclasses import dataclass


@dataclass
class Config:
    history: int = 12
    hidden: int = 64
    epochs: int = 6
    batch_size: int = 64
    lr: float = 0.01
    momentum: float = 0.9
    weight_decay: float = 1e-4
    days: int = 240
    seed: int = 0
