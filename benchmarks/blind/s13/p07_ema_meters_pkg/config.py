from dataclasses import dataclass, field


@dataclass
class Config:
    model: str = "tabular_mixer"
    model_args: dict = field(default_factory=lambda: {"n_features": 16, "hidden": 32, "n_blocks": 3})
    optimizer: str = "Adam"
    lr: float = 2e-3
    ema_decay: float = 0.9
    epochs: int = 2
    steps_per_epoch: int = 12
    batch_size: int = 32
