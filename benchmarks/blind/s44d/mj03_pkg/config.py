from dataclasses import dataclass, field


@dataclass
class OptimConfig:
    lr: float = 2e-3
    weight_decay: float = 1e-4
    warmup_steps: int = 25
    max_grad_norm: float = 5.0


@dataclass
class Config:
    seed: int = 11
    n_legs: int = 4096
    val_frac: float = 0.15
    batch_size: int = 64
    grad_accum_steps: int = 2
    epochs: int = 5
    hidden: int = 96
    fp16: bool = False
    log_every: int = 20
    resume_at_epoch: int = 3
    optim: OptimConfig = field(default_factory=OptimConfig)
