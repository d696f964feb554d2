from dataclasses import dataclass, field
from typing import Any, Dict


@dataclass
class FlowConfig:
    n_snapshots: int = 256
    size: int = 32
    factor: int = 4
    max_vortices: int = 6


@dataclass
class OptimConfig:
    name: str = "Adam"
    kwargs: Dict[str, Any] = field(default_factory=lambda: {"lr": 2e-4, "betas": (0.5, 0.999)})


@dataclass
class Config:
    flow: FlowConfig = field(default_factory=FlowConfig)
    g_optim: OptimConfig = field(default_factory=OptimConfig)
    d_optim: OptimConfig = field(default_factory=OptimConfig)
    gen_channels: int = 32
    critic_channels: int = 16
    lambda_l1: float = 20.0
    lambda_div: float = 1.0
    epochs: int = 3
    batch_size: int = 32
    seed: int = 0
