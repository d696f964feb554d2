import torch


class Registry:
    def __init__(self, name):
        self.name = name
        self.classes = {}

    def register(self, name):
        def _register(cls):
            self.classes[name] = cls
            return cls
        return _register

    def build(self, cfg, **default_args):
        cfg = dict(cfg)
        cls = self.classes[cfg.pop("type")]
        return cls(**{**default_args, **cfg})


def build_from_cfg(cfg, registry, **default_args):
    return registry.build(cfg, **default_args)


MODELS = Registry("models")
LOSSES = Registry("losses")
HOOKS = Registry("hooks")
OPTIMIZERS = Registry("optimizers")
OPTIMIZERS.register("Adam")(torch.optim.Adam)
OPTIMIZERS.register("AdamW")(torch.optim.AdamW)
