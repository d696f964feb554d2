from dataclasses import dataclass


@dataclass
class FinetuneConfig:
    pretrained_classes: int = 10
    num_classes: int = 4
    width: int = 16
    optimizer: str = "sgd"
    lr: float = 0.05
    weight_decay: float = 1e-4
    epochs: int = 3
    freeze_backbone: bool = False
