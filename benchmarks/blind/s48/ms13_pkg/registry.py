from functools import partial


class Registry:
    def __init__(self):
        self._obj = {}

    def register(self, name=None):
        return partial(self._add, name)

    def _add(self, name, obj):
        self._obj[name or obj.__name__] = obj
        return obj

    def build(self, cfg):
        return self._obj[cfg["type"]](**cfg.get("args", {}))


MODELS = Registry()
