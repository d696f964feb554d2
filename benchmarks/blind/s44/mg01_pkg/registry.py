"""Name -> class registries that drive the config dicts in train.py."""
import torch


class Registry:
    def __init__(self, name):
        self.name = name
        self._module_dict = {}

    def __contains__(self, key):
        return key in self._module_dict

    def __repr__(self):
        return f"Registry(name={self.name}, items={sorted(self._module_dict)})"

    def register(self, name=None, obj=None):
        if obj is not None:
            self._module_dict[name or obj.__name__] = obj
            return obj

        def _decorate(cls):
            key = name or cls.__name__
            if key in self._module_dict:
                raise KeyError(f"{key} is already registered in {self.name}")
            self._module_dict[key] = cls
            return cls

        return _decorate

    def get(self, key):
        if key not in self._module_dict:
            raise KeyError(f"{key!r} is not in the {self.name} registry")
        return self._module_dict[key]


def build_from_cfg(cfg, registry, **default_args):
    args = dict(cfg)
    obj_type = args.pop("type")
    for k, v in default_args.items():
        args.setdefault(k, v)
    return registry.get(obj_type)(**args)


MODELS = Registry("model")
LOSSES = Registry("loss")
OPTIMIZERS = Registry("optimizer")
SCHEDULERS = Registry("scheduler")
HOOKS = Registry("hook")

OPTIMIZERS.register("sgd", torch.optim.SGD)
OPTIMIZERS.register("adam", torch.optim.Adam)
OPTIMIZERS.register("adamw", torch.optim.AdamW)
SCHEDULERS.register("step", torch.optim.lr_scheduler.StepLR)
SCHEDULERS.register("cosine", torch.optim.lr_scheduler.CosineAnnealingLR)
