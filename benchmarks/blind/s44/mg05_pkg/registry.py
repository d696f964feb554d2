class Registry:
    def __init__(self, name):
        self.name = name
        self.entries = {}

    def register(self, key):
        def deco(cls):
            assert key not in self.entries, f"duplicate {self.name} entry {key}"
            self.entries[key] = cls
            return cls
        return deco

    def get(self, key):
        return self.entries[key]


def build_from_cfg(cfg, registry, **defaults):
    kwargs = dict(defaults)
    kwargs.update({k: v for k, v in cfg.items() if k != "type"})
    return registry.get(cfg["type"])(**kwargs)


MODELS = Registry("models")
HOOKS = Registry("hooks")
