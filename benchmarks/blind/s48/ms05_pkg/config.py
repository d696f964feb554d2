from dataclasses import dataclass, field


@dataclass
class OptimConfig:
    name: str = "SGD"
    kwargs: dict = field(default_factory=lambda: {"lr": 0.02, "momentum": 0.9})


@dataclass
class TrainConfig:
    model: dict = field(default_factory=lambda: {"type": "tension_mlp", "args": {"hidden": 32}})
    optim: OptimConfig = field(default_factory=OptimConfig)
    epochs: int = 6
    batch_size: int = 32
    n_train: int = 1024
    n_val: int = 256
    loss: str = "huber"
    callbacks: tuple = ("grad_reset", "loss_log")
