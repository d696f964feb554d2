from dataclasses import dataclass, field


@dataclass
class GANConfig:
    latent_dim: int = 16
    image_size: int = 8
    hidden: int = 64
    batch_size: int = 32
    steps: int = 30
    lr_g: float = 2e-4
    lr_d: float = 2e-4
    betas: tuple = (0.5, 0.999)
    hooks: list = field(default_factory=lambda: ["log_losses"])
    log_every: int = 10
