from dataclasses import dataclass, field


@dataclass
class TaskSpec:
    name: str
    kind: str          # "cls" or "reg"
    out_dim: int
    weight: float = 1.0


@dataclass
class MTLConfig:
    in_dim: int = 24
    hidden: int = 64
    tasks: list = field(default_factory=lambda: [
        TaskSpec("age", "reg", 1, 0.5),
        TaskSpec("gender", "cls", 2),
        TaskSpec("emotion", "cls", 5),
    ])
    lr: float = 1e-3
    steps: int = 20
    batch_size: int = 32
