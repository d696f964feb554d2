class Registry:
    """Tiny name -> class table filled by a decorator."""

    def __init__(self, name):
        self.name = name
        self._table = {}

    def register(self, name=None):
        def deco(obj):
            key = name or obj.__name__
            if key in self._table:
                raise KeyError(f"{key!r} already registered in {self.name}")
            self._table[key] = obj
            return obj
        return deco

    def get(self, key):
        try:
            return self._table[key]
        except KeyError:
            raise KeyError(f"{key!r} not in {self.name}: {sorted(self._table)}") from None


MODELS = Registry("models")


def build_from_cfg(cfg, registry, **overrides):
    kwargs = dict(cfg.get("args", {}))
    kwargs.update(overrides)
    return registry.get(cfg["type"])(**kwargs)
