HEADS = {}


def register_head(name):
    def deco(cls):
        if name in HEADS:
            raise KeyError(f"head {name!r} already registered")
        HEADS[name] = cls
        return cls
    return deco


def build_head(mcfg):
    return HEADS[mcfg.name](mcfg)
