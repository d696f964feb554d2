import torch


class Registry:
    def __init__(self, name):
        self.name = name
        self._dict = {}

    def register(self, name=None, module=None):
        if module is not None:
            self._dict[name] = module
            return module

        def deco(cls):
            self._dict[name or cls.__name__] = cls
            return cls
        return deco

    def get(self, key):
        return self._dict[key]


def build_from_cfg(cfg, registry, **default_args):
    args = dict(cfg)
    obj_cls = registry.get(args.pop("type"))
    for k, v in default_args.items():
        args.setdefault(k, v)
    return obj_cls(**args)


MODELS = Registry("model")
LOSSES = Registry("loss")
HOOKS = Registry("hook")
OPTIMIZERS = Registry("optimizer")
OPTIMIZERS.register("Adam", torch.optim.Adam)
OPTIMIZERS.register("RMSprop", torch.optim.RMSprop)
