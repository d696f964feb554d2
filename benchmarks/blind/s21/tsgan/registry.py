_NETS = {}


def register(name):
    def deco(cls):
        if name in _NETS:
            raise KeyError(f"duplicate network name {name!r}")
        _NETS[name] = cls
        return cls
    return deco


def build(name, **kwargs):
    return _NETS[name](**kwargs)


def available():
    return sorted(_NETS)
