from dataclasses import dataclass


@dataclass(frozen=True)
class MFConfig:
    n_users: int = 300
    n_items: int = 200
    rank: int = 16
    n_ratings: int = 20000
    batch: int = 512
    epochs: int = 4
    lr: float = 0.02
    max_norm: float = 1.5
