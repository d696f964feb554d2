class Registry:
    def __init__(self, name):
        self.name = name
        self._items = {}

    def register(self, key):
        def deco(fn):
            self._items[key] = fn
            return fn
        return deco

    def build(self, key, **kwargs):
        if key not in self._items:
            raise KeyError(f"{key!r} not in {self.name}: {sorted(self._items)}")
        return self._items[key](**kwargs)


BACKBONES = Registry("backbones")
HEADS = Registry("heads")
