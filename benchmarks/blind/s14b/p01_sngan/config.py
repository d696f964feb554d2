from dataclasses import dataclass, field


@dataclass
class GANConfig:
    latent_dim: int = 16
    data_dim: int = 8
    hidden: int = 32
    batch_size: int = 32
    num_batches: int = 10
    epochs: int = 2
    lr_g: float = 2e-4
    lr_d: float = 2e-4
    betas: tuple = field(default_factory=lambda: (0.5, 0.999))
    seed: int = 0
