from dataclasses import dataclass


@dataclass
class GanConfig:
    seed: int = 2
    n_blocks: int = 2048
    z_dim: int = 16
    g_width: int = 128
    d_width: int = 32
    micro_batch: int = 32
    accumulate: int = 2
    steps: int = 240
    resume_at: int = 120
    lr_g: float = 1e-3
    lr_d: float = 1e-3
    betas: tuple = (0.5, 0.99)
    warmup: int = 20
    clip: float = 5.0
    amp: bool = False
    log_every: int = 40
