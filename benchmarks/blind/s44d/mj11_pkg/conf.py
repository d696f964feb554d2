from dataclasses import dataclass


@dataclass
class Conf:
    seed: int = 9
    n_towers: int = 3000
    n_val: int = 600
    batch: int = 50
    grad_accum: int = 3
    epochs: int = 7
    lr: float = 6e-3
    warmup_steps: int = 12
    clip: float = 2.0
    amp: bool = False
    survival_weight: float = 0.5
