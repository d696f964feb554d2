from dataclasses import dataclass, field


@dataclass
class GANConfig:
    latent_dim: int = 4
    hidden: int = 64
    modes: int = 6
    radius: float = 2.0
    noise: float = 0.05
    batch_size: int = 128
    steps: int = 800
    lr_g: float = 1e-3
    lr_d: float = 1e-3
    betas: tuple = (0.5, 0.999)
    phases: list = field(default_factory=lambda: ["critic", "generator"])
    log_every: int = 200
