class Registry(dict):
    def register(self, name=None):
        def deco(cls):
            self[name or cls.__name__] = cls
            return cls
        return deco

    def build(self, cfg, **kwargs):
        cls = self[cfg["type"]]
        return cls(**{**cfg.get("args", {}), **kwargs})


NETWORKS = Registry()
OBJECTIVES = Registry()
