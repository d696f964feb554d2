from dataclasses import dataclass, field


@dataclass
class FinetuneOptions:
    backbone: str = "conv_small"
    backbone_kwargs: dict = field(default_factory=lambda: {"channels": 8, "pretrain_classes": 10})
    num_classes: int = 3
    freeze_backbone: bool = True
    optim: str = "SGD"
    optim_kwargs: dict = field(default_factory=lambda: {"lr": 0.05, "momentum": 0.9})
    steps: int = 25
    batch_size: int = 16
