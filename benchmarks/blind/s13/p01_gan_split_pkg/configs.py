from dataclasses import dataclass, field


@dataclass
class OptimConfig:
    name: str = "Adam"
    lr: float = 2e-4
    betas: tuple = (0.5, 0.999)


@dataclass
class GANConfig:
    generator: str = "mlp_generator"
    discriminator: str = "mlp_critic"
    latent_dim: int = 16
    data_dim: int = 32
    hidden: int = 64
    batch_size: int = 32
    iterations: int = 40
    gen_args: dict = field(default_factory=dict)
    disc_args: dict = field(default_factory=lambda: {"leak": 0.2})
    optim_g: OptimConfig = field(default_factory=OptimConfig)
    optim_d: OptimConfig = field(default_factory=lambda: OptimConfig(lr=1e-4))
