import inspect

import torch


class Registry:
    """Maps a config ``type`` string to a class."""

    def __init__(self, scope):
        self.scope = scope
        self.table = {}

    def register(self, alias=None):
        def wrapper(obj):
            self.table[alias or obj.__name__] = obj
            return obj
        return wrapper

    def __getitem__(self, key):
        if key not in self.table:
            raise KeyError(f"{self.scope}: unknown type {key!r} (known: {', '.join(self.table)})")
        return self.table[key]


def build_from_cfg(cfg, registry, **defaults):
    kwargs = {k: v for k, v in cfg.items() if k != "type"}
    cls = registry[cfg["type"]]
    accepted = inspect.signature(cls).parameters
    for k, v in defaults.items():
        if k in accepted or any(p.kind is p.VAR_KEYWORD for p in accepted.values()):
            kwargs.setdefault(k, v)
    return cls(**kwargs)


MODELS = Registry("models")
LOSSES = Registry("losses")
OPTIMIZERS = Registry("optimizers")
HOOKS = Registry("hooks")

for _name in ("SGD", "Adam", "AdamW", "RMSprop"):
    OPTIMIZERS.register(_name)(getattr(torch.optim, _name))
