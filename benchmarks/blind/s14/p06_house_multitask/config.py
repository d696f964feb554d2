from dataclasses import dataclass, field


@dataclass
class TrainConfig:
    n_features: int = 24
    n_categories: int = 5
    hidden: list = field(default_factory=lambda: [128, 64])
    dropout: float = 0.1
    lr: float = 2e-3
    weight_decay: float = 1e-4
    epochs: int = 10
    batch_size: int = 128
    price_weight: float = 1.0
    type_weight: float = 0.5
