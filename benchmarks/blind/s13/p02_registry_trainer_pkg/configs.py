from dataclasses import dataclass, field


@dataclass
class ModelCfg:
    name: str = "resmlp"
    args: dict = field(default_factory=lambda: {"in_dim": 24, "width": 48, "depth": 2, "num_classes": 5})


@dataclass
class TrainCfg:
    optim: str = "AdamW"
    lr: float = 3e-3
    weight_decay: float = 0.01
    epochs: int = 3
    batch_size: int = 16
    batches_per_epoch: int = 8
    zero_set_to_none: bool = True
    model: ModelCfg = field(default_factory=ModelCfg)
