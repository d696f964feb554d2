from dataclasses import dataclass, field


@dataclass
class WGANConfig:
    latent_dim: int = 4
    data_dim: int = 2
    hidden: int = 48
    optimizer: str = "RMSprop"
    optimizer_kwargs: dict = field(default_factory=lambda: {"lr": 5e-5})
    clip_value: float = 0.01
    n_critic: int = 5
    batch_size: int = 64
    epochs: int = 3
    iters_per_epoch: int = 20
