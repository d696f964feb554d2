import inspect


class Registry:
    """Name -> class table filled by decorators, in the style of the OpenMMLab registries."""

    def __init__(self, name):
        self.name = name
        self._modules = {}

    def register_module(self, name=None, module=None):
        if module is not None:
            self._modules[name or module.__name__] = module
            return module

        def decorator(cls):
            self._modules[name or cls.__name__] = cls
            return cls
        return decorator

    def get(self, key):
        if key not in self._modules:
            raise KeyError(f"{key} is not registered in {self.name}: {sorted(self._modules)}")
        return self._modules[key]


def build_from_cfg(cfg, registry, default_args=None):
    args = dict(cfg)
    cls = registry.get(args.pop("type"))
    for key, value in (default_args or {}).items():
        args.setdefault(key, value)
    if not inspect.isclass(cls):
        raise TypeError(f"{cls} is not a class")
    return cls(**args)


MODELS = Registry("models")
OPTIMIZERS = Registry("optimizers")
