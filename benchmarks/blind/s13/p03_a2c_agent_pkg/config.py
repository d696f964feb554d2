from dataclasses import dataclass


@dataclass
class A2CConfig:
    obs_dim: int = 8
    n_actions: int = 4
    hidden: int = 64
    actor_lr: float = 3e-4
    critic_lr: float = 1e-3
    optimizer: str = "Adam"
    gamma: float = 0.99
    rollout_len: int = 16
    updates: int = 30
    entropy_coef: float = 0.01
    max_grad_norm: float = 0.5
