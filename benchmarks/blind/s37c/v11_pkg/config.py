from dataclasses import dataclass, field


@dataclass
class OptimConfig:
    name: str = "SGD"
    lr: float = 0.05
    momentum: float = 0.9
    weight_decay: float = 5e-4
    nesterov: bool = True


@dataclass
class Config:
    in_dim: int = 32
    hidden: int = 64
    source_classes: int = 10
    target_classes: int = 3
    pretrain_epochs: int = 3
    finetune_epochs: int = 3
    batch_size: int = 64
    optim: OptimConfig = field(default_factory=OptimConfig)
