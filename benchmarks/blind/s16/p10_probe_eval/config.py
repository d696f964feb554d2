from dataclasses import dataclass


@dataclass
class ExperimentConfig:
    in_dim: int = 16
    hidden: int = 64
    n_classes: int = 5
    dropout: float = 0.2
    epochs: int = 3
    batch_size: int = 32
    train_size: int = 960
    val_size: int = 320
    lr: float = 2e-3
    optimizer: str = "AdamW"
