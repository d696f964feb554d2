from dataclasses import dataclass, field


@dataclass
class Settings:
    arch: str = "bag_of_embeddings"
    arch_kwargs: dict = field(default_factory=lambda: {"vocab_size": 200, "embed_dim": 32, "num_labels": 3})
    optimizer: str = "SGD"
    optimizer_kwargs: dict = field(default_factory=lambda: {"lr": 0.5, "momentum": 0.9})
    seq_len: int = 12
    batch_size: int = 20
    train_batches: int = 10
    val_batches: int = 4
    epochs: int = 3
