from dataclasses import dataclass, field


@dataclass
class OptimSettings:
    lr: float = 3e-3
    head_lr_mult: float = 3.0
    weight_decay: float = 0.01
    warmup_steps: int = 15
    clip: float = 1.0


@dataclass
class Settings:
    seed: int = 27
    n_batches: int = 2400
    n_val: int = 480
    micro_batch: int = 32
    accumulation: int = 3
    epochs: int = 8
    width: int = 64
    sorbet_head_hidden: int = 32
    amp: bool = False
    save_at_epoch: int = 2
    optim: OptimSettings = field(default_factory=OptimSettings)
