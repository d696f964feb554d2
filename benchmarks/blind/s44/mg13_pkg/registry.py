class Registry:
    def __init__(self, name):
        self.name = name
        self._registry = {}

    def register(self, name):
        def _wrap(cls):
            if name in self._registry:
                raise KeyError(f"{name} registered twice in {self.name}")
            self._registry[name] = cls
            return cls
        return _wrap

    def get(self, name):
        return self._registry[name]


def build_from_cfg(cfg, registry, **defaults):
    kwargs = dict(defaults)
    kwargs.update(cfg)
    return registry.get(kwargs.pop("type"))(**kwargs)


MODELS = Registry("models")
HOOKS = Registry("hooks")
