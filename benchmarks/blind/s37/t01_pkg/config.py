from dataclasses import dataclass, field


@dataclass
class GANConfig:
    n_features: int = 8
    n_classes: int = 3
    latent_dim: int = 16
    hidden: int = 64
    batch_size: int = 128
    steps: int = 200
    lr_g: float = 2e-4
    lr_d: float = 2e-4
    betas: tuple = (0.5, 0.999)
    log_every: int = 50
    seed: int = 0
    extra: dict = field(default_factory=dict)
