class Registry:
    def __init__(self, name):
        self.name = name
        self._classes = {}

    def register(self, name=None):
        def deco(cls):
            self._classes[name or cls.__name__.lower()] = cls
            return cls
        return deco

    def get(self, name):
        return self._classes[name]


ENCODERS = Registry("encoders")
OBJECTIVES = Registry("objectives")


def build_from_cfg(cfg, registry, **kwargs):
    return registry.get(cfg["type"])(**cfg.get("args", {}), **kwargs)
