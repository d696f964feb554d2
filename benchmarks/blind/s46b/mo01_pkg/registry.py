_REGISTRY = {}


def register(name):
    def wrap(cls):
        _REGISTRY[name] = cls
        return cls
    return wrap


def instantiate_from_config(cfg):
    if "target" not in cfg:
        raise KeyError("expected key `target` to instantiate")
    return _REGISTRY[cfg["target"]](**cfg.get("params", dict()))
