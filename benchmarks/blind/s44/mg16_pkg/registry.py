import torch


class Registry:
    def __init__(self, name):
        self.name = name
        self._module_dict = {}

    def register(self, name=None):
        def _register(cls):
            self._module_dict[name or cls.__name__] = cls
            return cls
        return _register

    def get(self, key):
        if key not in self._module_dict:
            raise KeyError(f"{key} not found in registry {self.name}")
        return self._module_dict[key]


def build_from_cfg(cfg, registry, **default_args):
    args = dict(cfg)
    obj_type = args.pop("type")
    for name, value in default_args.items():
        args.setdefault(name, value)
    return registry.get(obj_type)(**args)


MODELS = Registry("model")
LOSSES = Registry("loss")
HOOKS = Registry("hook")
OPTIMIZERS = Registry("optimizer")
OPTIMIZERS.register("Adam")(torch.optim.Adam)
