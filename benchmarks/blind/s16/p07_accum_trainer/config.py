from dataclasses import dataclass, field


@dataclass
class TrainerConfig:
    epochs: int = 3
    batch_size: int = 16
    accumulate: int = 4
    max_grad_norm: float = 1.0
    body_optim: str = "SGD"
    body_kwargs: dict = field(default_factory=lambda: {"lr": 0.05, "momentum": 0.9})
    head_optim: str = "Adam"
    head_kwargs: dict = field(default_factory=lambda: {"lr": 3e-3})
    log_every: int = 10
