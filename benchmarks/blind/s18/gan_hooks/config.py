from dataclasses import dataclass, field


@dataclass
class GANConfig:
    latent_dim: int = 8
    data_dim: int = 2
    hidden: int = 64
    generator: str = "mlp_generator"
    discriminator: str = "mlp_critic"
    optimizer: str = "Adam"
    lr_g: float = 2e-4
    lr_d: float = 2e-4
    betas: tuple = (0.5, 0.999)
    batch_size: int = 64
    steps: int = 150
    log_every: int = 50
    phases: tuple = ("discriminator", "generator")
    extra: dict = field(default_factory=dict)
