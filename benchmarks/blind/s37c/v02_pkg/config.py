from dataclasses import dataclass


@dataclass
class Config:
    in_features: int = 11
    hidden: int = 64
    dropout: float = 0.1
    epochs: int = 4
    batch_size: int = 64
    lr: float = 1e-3
    weight_decay: float = 1e-4
    seed: int = 3
