import torch


class Registry:
    def __init__(self, name):
        self.name = name
        self.module_dict = {}

    def register(self, name=None, module=None):
        if module is not None:
            self.module_dict[name] = module
            return module

        def _reg(cls):
            self.module_dict[name or cls.__name__] = cls
            return cls
        return _reg

    def get(self, key):
        return self.module_dict[key]


def build_from_cfg(cfg, registry, **default_args):
    args = dict(cfg)
    cls = registry.get(args.pop("type"))
    for k, v in default_args.items():
        args.setdefault(k, v)
    return cls(**args)


MODELS = Registry("models")
HOOKS = Registry("hooks")
OPTIMIZERS = Registry("optimizers")
OPTIMIZERS.register("AdamW", torch.optim.AdamW)
OPTIMIZERS.register("Adam", torch.optim.Adam)
