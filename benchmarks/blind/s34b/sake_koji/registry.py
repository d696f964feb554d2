MODELS = {}


def register(name):
    def deco(cls):
        MODELS[name] = cls
        return cls
    return deco


def build(spec):
    spec = dict(spec)
    return MODELS[spec.pop("name")](**spec)
