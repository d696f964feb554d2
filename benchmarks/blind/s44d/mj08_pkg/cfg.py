from dataclasses import dataclass


@dataclass
class ExperimentConfig:
    seed: int = 4
    n_swatches: int = 3200
    n_test: int = 640
    micro_batch: int = 32
    accumulation: int = 4
    epochs: int = 8
    lr: float = 4e-3
    warmup: int = 10
    grad_clip: float = 1.0
    ema_decay: float = 0.95
    amp: bool = False
    crash_after_epoch: int = 4
