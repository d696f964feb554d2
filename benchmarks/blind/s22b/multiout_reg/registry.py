BUILDERS = {}


def register(name):
    def wrap(fn):
        BUILDERS[name] = fn
        return fn
    return wrap


def build(cfg):
    cfg = dict(cfg)
    return BUILDERS[cfg.pop("name")](**cfg)
