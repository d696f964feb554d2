from dataclasses import dataclass


@dataclass
class DAEConfig:
    n_rows: int = 512
    n_feat: int = 12
    hidden: int = 32
    code: int = 6
    batch: int = 64
    epochs: int = 8
    lr: float = 3e-3
    noise_level: float = 0.3
