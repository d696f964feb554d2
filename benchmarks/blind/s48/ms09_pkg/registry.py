_REGISTRIES = {}


def registry(kind):
    return _REGISTRIES.setdefault(kind, {})


def register(kind, name):
    def deco(cls):
        registry(kind)[name] = cls
        return cls
    return deco


def build(kind, cfg, **kwargs):
    return registry(kind)[cfg["type"]](**{**cfg.get("args", {}), **kwargs})
