MODELS = {}


def register(name):
    def deco(cls):
        MODELS[name] = cls
        return cls
    return deco


def build(name, **kwargs):
    return MODELS[name](**kwargs)
