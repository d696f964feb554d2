from dataclasses import dataclass


@dataclass
class AgentConfig:
    seed: int = 19
    n_locks: int = 64           # locks simulated in parallel
    n_pins: int = 5
    buffer_size: int = 8192
    warmup_transitions: int = 512
    batch_size: int = 128
    micro_batches: int = 2
    iterations: int = 120
    actor_lr: float = 1e-3
    critic_lr: float = 2e-3
    lr_warmup: int = 10
    exploration: float = 0.3
    clip: float = 1.0
    amp: bool = False
    eval_every: int = 30
