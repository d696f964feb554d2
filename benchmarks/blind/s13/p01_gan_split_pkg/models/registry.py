NETWORKS = {}


def register(name):
    def deco(cls):
        if name in NETWORKS:
            raise KeyError(f"duplicate network name {name}")
        NETWORKS[name] = cls
        return cls
    return deco
