from dataclasses import dataclass, field


@dataclass
class TrainConfig:
    window: int = 64
    channels: int = 3
    num_classes: int = 6
    hidden: int = 32
    epochs: int = 3
    batch_size: int = 32
    lr: float = 2e-3
    phases: tuple = ("train", "eval")
    seed: int = 0
    log_every: int = 20
    extra: dict = field(default_factory=dict)
