import torch


class Registry:
    def __init__(self, name):
        self.name = name
        self.module_dict = {}

    def register(self, name=None):
        def _register(cls):
            self.module_dict[name or cls.__name__] = cls
            return cls
        return _register

    def get(self, name):
        if name not in self.module_dict:
            raise KeyError(f"{name} is not registered in {self.name}")
        return self.module_dict[name]


def build_from_cfg(cfg, registry, **default_args):
    cfg = dict(cfg)
    obj_cls = registry.get(cfg.pop("type"))
    for key, value in default_args.items():
        cfg.setdefault(key, value)
    return obj_cls(**cfg)


MODELS = Registry("models")
LOSSES = Registry("losses")
HOOKS = Registry("hooks")
OPTIMIZERS = Registry("optimizers")
SCHEDULERS = Registry("schedulers")
OPTIMIZERS.register("AdamW")(torch.optim.AdamW)
OPTIMIZERS.register("SGD")(torch.optim.SGD)
SCHEDULERS.register("MultiStepLR")(torch.optim.lr_scheduler.MultiStepLR)
