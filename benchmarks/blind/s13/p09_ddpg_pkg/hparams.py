from dataclasses import dataclass


@dataclass
class DDPGParams:
    state_dim: int = 6
    action_dim: int = 2
    hidden: int = 64
    actor_lr: float = 1e-3
    critic_lr: float = 2e-3
    actor_optim: str = "Adam"
    critic_optim: str = "Adam"
    gamma: float = 0.95
    tau: float = 0.05
    batch_size: int = 32
    updates: int = 40
    buffer_size: int = 512
