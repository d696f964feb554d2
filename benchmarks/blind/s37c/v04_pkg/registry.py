LOSSES = {}


def register_loss(name):
    def deco(fn):
        if name in LOSSES:
            raise KeyError(f"duplicate loss {name}")
        LOSSES[name] = fn
        return fn
    return deco


def get_loss(name):
    return LOSSES[name]
