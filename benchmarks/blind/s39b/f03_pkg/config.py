from dataclasses import dataclass, field
from typing import Any, Dict


@dataclass
class EnvConfig:
    n_zones: int = 32
    comfort_low: float = 20.5
    comfort_high: float = 23.5
    energy_price: float = 0.15
    episode_hours: int = 48


@dataclass
class AgentConfig:
    network: str = "dueling"
    hidden: int = 64
    gamma: float = 0.95
    target_sync: int = 50
    eps_start: float = 1.0
    eps_end: float = 0.05
    eps_decay_steps: int = 300
    loss: str = "huber"


@dataclass
class OptimConfig:
    name: str = "Adam"
    kwargs: Dict[str, Any] = field(default_factory=lambda: {"lr": 1e-3})


@dataclass
class RunConfig:
    env: EnvConfig = field(default_factory=EnvConfig)
    agent: AgentConfig = field(default_factory=AgentConfig)
    optim: OptimConfig = field(default_factory=OptimConfig)
    total_steps: int = 400
    warmup: int = 64
    batch_size: int = 128
    buffer_size: int = 20000
    seed: int = 0
