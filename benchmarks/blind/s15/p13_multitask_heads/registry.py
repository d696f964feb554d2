class Registry(dict):
    def __init__(self, name):
        super().__init__()
        self.name = name

    def register(self, key=None):
        def deco(obj):
            self[key or obj.__name__] = obj
            return obj
        return deco

    def build(self, cfg):
        return self[cfg["type"]](**cfg.get("args", {}))


MODELS = Registry("models")
