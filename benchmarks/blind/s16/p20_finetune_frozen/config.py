from dataclasses import dataclass, field


@dataclass
class ProbeConfig:
    in_dim: int = 20
    hidden: int = 64
    source_classes: int = 8
    target_classes: int = 3
    freeze_encoder: bool = True
    optim: str = "SGD"
    optim_kwargs: dict = field(default_factory=lambda: {"lr": 0.1, "momentum": 0.9})
    epochs: int = 3
    batch_size: int = 32
