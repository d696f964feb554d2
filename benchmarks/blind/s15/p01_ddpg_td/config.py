from dataclasses import dataclass, field


@dataclass
class AgentConfig:
    obs_dim: int = 8
    act_dim: int = 2
    hidden: int = 64
    gamma: float = 0.99
    tau: float = 0.01
    actor_lr: float = 1e-3
    critic_lr: float = 1e-3
    optim: str = "Adam"
    nets: dict = field(default_factory=lambda: {"actor": "tanh_mlp", "critic": "q_mlp"})


@dataclass
class RunConfig:
    steps: int = 60
    batch_size: int = 32
    buffer_size: int = 1000
    seed: int = 0
