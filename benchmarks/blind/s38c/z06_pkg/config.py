from dataclasses import dataclass, field


@dataclass
class ExperimentConfig:
    obs_len: int = 8
    pred_len: int = 8
    noise_dim: int = 8
    hidden: int = 64
    batch_size: int = 32
    iterations: int = 30
    lr_g: float = 1e-3
    lr_d: float = 1e-3
    l2_weight: float = 1.0
    seed: int = 0
    log_every: int = 10
    tags: list = field(default_factory=lambda: ["pedestrians", "sgan-lite"])
