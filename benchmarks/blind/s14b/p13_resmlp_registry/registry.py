MODELS = {}


def register(name=None):
    def wrap(cls):
        MODELS[name or cls.__name__.lower()] = cls
        return cls
    return wrap


def build_model(cfg):
    kwargs = dict(cfg["model"])
    return MODELS[kwargs.pop("arch")](**kwargs)
