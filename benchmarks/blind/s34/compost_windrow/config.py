from dataclasses import dataclass, field


@dataclass(frozen=True)
class RunConfig:
    optimizer: str = "AdamW"
    optim_args: dict = field(default_factory=lambda: {"lr": 3e-3, "weight_decay": 1e-4})
    epochs: int = 10
    batch_size: int = 32
    hidden: int = 32
    log_every: int = 25
    window_days: int = 7
