class Registry:
    def __init__(self, name):
        self._name = name
        self._map = {}

    def register(self, name=None):
        def add(cls):
            self._map[name or cls.__name__] = cls
            return cls
        return add

    def build(self, cfg, **defaults):
        params = {**defaults, **{k: v for k, v in cfg.items() if k != "type"}}
        try:
            cls = self._map[cfg["type"]]
        except KeyError as err:
            raise KeyError(f"no {self._name} called {cfg['type']!r}") from err
        return cls(**params)


def build_from_cfg(cfg, registry, **defaults):
    return registry.build(cfg, **defaults)


MODELS = Registry("model")
LOSSES = Registry("loss")
HOOKS = Registry("hook")
