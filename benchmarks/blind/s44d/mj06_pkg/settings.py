from dataclasses import dataclass


@dataclass(frozen=True)
class Settings:
    seed: int = 21
    n_batches_logged: int = 2560
    holdout: float = 0.2
    micro_batch: int = 32
    accumulation_steps: int = 2
    epochs: int = 6
    base_lr: float = 0.02
    momentum: float = 0.9
    warmup_updates: int = 30
    max_grad_norm: float = 10.0
    mixed_precision: bool = False
    resume_from_epoch: int = 3
