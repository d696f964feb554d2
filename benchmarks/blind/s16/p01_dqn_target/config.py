from dataclasses import dataclass


@dataclass
class AgentConfig:
    obs_dim: int = 6
    n_actions: int = 3
    hidden: int = 32
    network: str = "dueling"
    gamma: float = 0.97
    lr: float = 1e-3
    optim: str = "Adam"
    batch_size: int = 32
    sync_every: int = 25
    buffer_size: int = 2000
    warmup: int = 64


@dataclass
class RunConfig:
    episodes: int = 3
    steps_per_episode: int = 100
    eps_start: float = 1.0
    eps_end: float = 0.1
    seed: int = 0
