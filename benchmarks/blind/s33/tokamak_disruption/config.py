from typing import NamedTuple


class RunConfig(NamedTuple):
    signals: int = 6
    window: int = 32
    width: int = 64
    depth: int = 3
    act: str = "relu"
    inplace_act: bool = True
    dropout: float = 0.1
    lr: float = 2e-3
    weight_decay: float = 1e-4
    epochs: int = 4
    batch_size: int = 64
    pos_weight: float = 3.0


DEFAULT = RunConfig()
