from dataclasses import dataclass


@dataclass
class ForecastConfig:
    window: int = 24
    horizon: int = 6
    hidden: int = 32
    layers: int = 1
    batch_size: int = 32
    epochs: int = 3
    lr: float = 3e-3
    n_series: int = 256
    log_every: int = 4
    seed: int = 0
