import os
from dataclasses import dataclass, field


@dataclass
class LaunchConfig:
    world_size: int = field(default_factory=lambda: int(os.environ.get("WORLD_SIZE", 1)))
    rank: int = field(default_factory=lambda: int(os.environ.get("RANK", 0)))
    local_rank: int = field(default_factory=lambda: int(os.environ.get("LOCAL_RANK", 0)))
    epochs: int = 6
    batch_size: int = 64
    lr: float = 1e-3
    seed: int = 0
