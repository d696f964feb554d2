class Registry:
    def __init__(self, kind):
        self.kind = kind
        self._items = {}

    def register(self, name=None):
        def deco(cls):
            self._items[name or cls.__name__.lower()] = cls
            return cls
        return deco

    def build(self, spec):
        spec = dict(spec)
        cls = self._items[spec.pop("type")]
        return cls(**spec)


BACKBONES = Registry("backbone")
HEADS = Registry("head")
