import torch


class Registry:
    def __init__(self, name):
        self.name = name
        self._members = {}

    def register(self, name=None):
        def add(cls):
            self._members[name or cls.__name__] = cls
            return cls
        return add

    def get(self, name):
        return self._members[name]

    def __contains__(self, name):
        return name in self._members


def build_from_cfg(cfg, registry, **default_args):
    cfg = dict(cfg)
    cls = registry.get(cfg.pop("type"))
    return cls(**{**default_args, **cfg})


MODELS = Registry("models")
HOOKS = Registry("hooks")
OPTIMIZERS = Registry("optimizers")
OPTIMIZERS.register("AdamW")(torch.optim.AdamW)
OPTIMIZERS.register("SGD")(torch.optim.SGD)
