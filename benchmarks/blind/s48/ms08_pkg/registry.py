import inspect


class Registry:
    def __init__(self, kind):
        self.kind = kind
        self.entries = {}

    def register(self, name=None):
        def deco(fn_or_cls):
            self.entries[name or fn_or_cls.__name__] = fn_or_cls
            return fn_or_cls
        return deco

    def __getitem__(self, key):
        return self.entries[key]


ENCODERS = Registry("encoder")
OBJECTIVES = Registry("objective")


def build_from_cfg(cfg, registry, **defaults):
    target = registry[cfg["type"]]
    kwargs = {**defaults, **cfg.get("args", {})}
    if inspect.isclass(target):
        return target(**kwargs)
    return lambda *a: target(*a, **kwargs)
