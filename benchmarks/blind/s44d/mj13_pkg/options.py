from dataclasses import dataclass, field


@dataclass
class SchedOptions:
    warmup_steps: int = 20
    decay: float = 0.97


@dataclass
class Options:
    seed: int = 6
    n_climbs: int = 2400
    n_val: int = 400
    micro_batch: int = 40
    accumulation_steps: int = 2
    epochs: int = 5
    lr: float = 3e-3
    clip_norm: float = 1.0
    mixed_precision: bool = False
    resume_epoch: int = 2
    sched: SchedOptions = field(default_factory=SchedOptions)
