from dataclasses import dataclass, asdict


@dataclass
class ImitationConfig:
    obs_dim: int = 3
    act_dim: int = 1
    hidden: int = 64
    lr_policy: float = 3e-4
    lr_disc: float = 1e-3
    betas: tuple = (0.5, 0.999)
    batch_size: int = 128
    iterations: int = 60
    expert_size: int = 4096
    log_every: int = 20
    seed: int = 0

    def to_dict(self):
        return asdict(self)
