class Registry:
    def __init__(self, name):
        self.name = name
        self._modules = {}

    def register(self, name=None, force=False):
        def _reg(cls):
            key = name or cls.__name__
            if key in self._modules and not force:
                raise KeyError(f"{key} already registered in {self.name}")
            self._modules[key] = cls
            return cls
        return _reg

    def get(self, key):
        return self._modules[key]


def build_from_cfg(cfg, registry, **default_args):
    args = cfg.copy()
    cls = registry.get(args.pop("type"))
    for name, value in default_args.items():
        args.setdefault(name, value)
    return cls(**args)


MODELS = Registry("model")
LOSSES = Registry("loss")
HOOKS = Registry("hook")
