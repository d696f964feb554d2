from dataclasses import dataclass, field


@dataclass
class Config:
    num_numeric: int = 6
    cat_cardinalities: dict = field(default_factory=lambda: {"city": 10, "device": 4, "plan": 3})
    emb_dim: int = 4
    hidden: tuple = (32, 16)
    lr: float = 3e-3
    epochs: int = 3
    batch_size: int = 64
    n_train: int = 512
    n_val: int = 128
