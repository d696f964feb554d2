from dataclasses import dataclass, field, replace


@dataclass
class FinderCfg:
    lr_min: float = 1e-6
    lr_max: float = 3.0
    steps: int = 60
    beta: float = 0.9


@dataclass
class RunCfg:
    width: int = 64
    blocks: int = 2
    dropout: float = 0.1
    weight_decay: float = 1e-4
    epochs: int = 20
    batch: int = 48
    patience: int = 5
    finder: FinderCfg = field(default_factory=FinderCfg)


def with_overrides(base: RunCfg, **kw) -> RunCfg:
    return replace(base, **kw)
