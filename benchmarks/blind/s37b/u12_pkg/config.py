from dataclasses import dataclass


@dataclass
class RingGANConfig:
    latent_dim: int = 8
    hidden: int = 128
    n_modes: int = 8
    radius: float = 2.0
    batch_size: int = 256
    steps: int = 150
    lr: float = 1e-4
    ema_decay: float = 0.99
    log_every: int = 50
    seed: int = 0
