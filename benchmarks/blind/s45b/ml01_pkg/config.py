from dataclasses import dataclass, field


@dataclass
class RangeConfig:
    n_features: int = 6
    hidden: int = 32
    trunk_lr: float = 3e-3
    head_lr: float = 1e-2
    weight_decay: float = 1e-4
    steps: int = 300
    batch: int = 48
    # athletes known when the config was written; the range log may add more
    roster: list = field(default_factory=lambda: ["ref"])
    seed: int = 0
