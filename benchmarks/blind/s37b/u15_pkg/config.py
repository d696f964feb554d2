from dataclasses import dataclass, field


@dataclass
class TabConfig:
    n_numeric: int = 6
    cat_cardinalities: list = field(default_factory=lambda: [9, 16, 7, 5])
    embed_dim: int = 6
    hidden: int = 64
    dropout: float = 0.1
    n_rows: int = 5000
    batch_size: int = 256
    epochs: int = 4
    lr: float = 2e-3
    seed: int = 0
