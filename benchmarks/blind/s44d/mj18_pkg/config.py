from dataclasses import dataclass, field


@dataclass
class OptimConfig:
    lr: float = 3e-3
    weight_decay: float = 1e-3
    warmup_steps: int = 20
    max_grad_norm: float = 1.0


@dataclass
class TrainConfig:
    seed: int = 10
    n_blows: int = 4000
    n_val: int = 800
    n_bells: int = 8
    n_ringers: int = 20
    batch_size: int = 50
    grad_accum: int = 2
    epochs: int = 5
    mixed_precision: bool = False
    checkpoint_every: int = 2
    optim: OptimConfig = field(default_factory=OptimConfig)
