from dataclasses import dataclass


@dataclass
class A2CConfig:
    n_envs: int = 64
    obs_dim: int = 6
    n_actions: int = 4
    hidden: int = 64
    lr: float = 3e-3
    value_coef: float = 0.5
    entropy_coef: float = 0.01
    max_grad_norm: float = 1.0
    updates: int = 200
    eval_mode: bool = False  # switch dropout off during training updates
