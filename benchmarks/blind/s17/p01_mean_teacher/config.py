from dataclasses import dataclass, field


@dataclass
class TrainConfig:
    in_dim: int = 16
    hidden: int = 32
    n_classes: int = 4
    optim_name: str = "Adam"
    lr: float = 3e-3
    epochs: int = 3
    batch_size: int = 32
    labelled_fraction: float = 0.25
    ema_decay: float = 0.95
    consistency_weight: float = 2.0
    input_noise: float = 0.15
    optim_kwargs: dict = field(default_factory=lambda: {"weight_decay": 1e-4})
