from dataclasses import dataclass, field


@dataclass
class RunConfig:
    encoder: str = "gru_encoder"
    encoder_args: dict = field(default_factory=lambda: {"vocab": 50, "dim": 32})
    n_tags: int = 5
    optim: str = "Adam"
    lr: float = 5e-3
    accum_steps: int = 4
    micro_batches: int = 24
    micro_batch_size: int = 8
    seq_len: int = 10
    focal_gamma: float = 2.0
