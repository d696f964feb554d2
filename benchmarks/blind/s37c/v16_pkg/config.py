from dataclasses import dataclass, field


@dataclass
class OptimConfig:
    name: str = "AdamW"
    lr: float = 3e-3
    weight_decay: float = 0.01


@dataclass
class FinetuneConfig:
    n_mels: int = 20
    frames: int = 32
    width: int = 32
    pretrain_speakers: int = 8
    emotions: int = 4
    freeze_backbone: bool = True
    epochs: int = 4
    optim: OptimConfig = field(default_factory=OptimConfig)
