from dataclasses import dataclass, field, fields, is_dataclass


@dataclass
class ModelConfig:
    bands: int = 6
    hidden: int = 16


@dataclass
class OptimConfig:
    lr: float = 0.05
    betas: tuple = (0.9, 0.99)
    physics_lr_scale: float = 1.0
    correction_weight_decay: float = 1e-3


@dataclass
class RunConfig:
    years: int = 45
    epochs: int = 300
    model: ModelConfig = field(default_factory=ModelConfig)
    optim: OptimConfig = field(default_factory=OptimConfig)


def _coerce(text, current):
    if isinstance(current, bool):
        return text.lower() in ("1", "true", "yes")
    if isinstance(current, tuple):
        return tuple(float(v) for v in text.strip("()").split(","))
    return type(current)(text)


def compose(overrides=()):
    """Build a RunConfig from dotted `section.key=value` overrides."""
    cfg = RunConfig()
    for item in overrides:
        dotted, value = item.split("=", 1)
        *path, key = dotted.split(".")
        node = cfg
        for part in path:
            node = getattr(node, part)
        if not is_dataclass(node) or key not in {f.name for f in fields(node)}:
            raise KeyError(dotted)
        setattr(node, key, _coerce(value, getattr(node, key)))
    return cfg
