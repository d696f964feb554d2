from dataclasses import dataclass, field


@dataclass
class SchedulerConfig:
    warmup_steps: int = 20
    min_factor: float = 0.1


@dataclass
class OvenConfig:
    seed: int = 12
    n_pies: int = 2400
    n_valid: int = 480
    batch_size: int = 48
    accumulate_grad_batches: int = 2
    max_epochs: int = 6
    lr: float = 3e-3
    weight_decay: float = 0.01
    gradient_clip_val: float = 1.0
    focal_gamma: float = 2.0
    precision: str = "32"
    sched: SchedulerConfig = field(default_factory=SchedulerConfig)
