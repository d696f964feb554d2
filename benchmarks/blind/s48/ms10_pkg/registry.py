class Registry:
    def __init__(self, name):
        self.name, self._map = name, {}

    def register(self, name=None):
        def deco(cls):
            self._map[name or cls.__name__] = cls
            return cls
        return deco

    def build(self, cfg, **kwargs):
        if isinstance(cfg, str):
            cfg = {"type": cfg}
        return self._map[cfg["type"]](**cfg.get("args", {}), **kwargs)


BACKBONES = Registry("backbones")
HEADS = Registry("heads")
TASK_LOSSES = Registry("losses")
