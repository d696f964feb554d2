from dataclasses import dataclass, field
from typing import List


@dataclass
class TaskSpec:
    name: str
    kind: str
    n_out: int
    weight: float = 1.0


@dataclass
class ModelConfig:
    backbone: str = "residual_mlp"
    backbone_args: dict = field(default_factory=lambda: {"in_dim": 12, "width": 48, "depth": 2})
    tasks: List[TaskSpec] = field(default_factory=lambda: [
        TaskSpec("category", "classification", 3),
        TaskSpec("price", "regression", 1, weight=0.5),
    ])
    lr: float = 3e-3
    epochs: int = 3
    batch_size: int = 32
