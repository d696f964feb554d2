import inspect


class Container:
    """Tiny dependency-injection container that wires factories by parameter name."""

    def __init__(self):
        self._values = {}
        self._providers = {}

    def value(self, name, obj):
        self._values[name] = obj

    def factory(self, name, fn=None, *, singleton=False):
        def register(fn):
            self._providers[name] = (fn, singleton)
            return fn

        return register if fn is None else register(fn)

    def resolve(self, name):
        if name in self._values:
            return self._values[name]
        fn, singleton = self._providers[name]
        kwargs = {param: self.resolve(param) for param in inspect.signature(fn).parameters}
        obj = fn(**kwargs)
        if singleton:
            self._values[name] = obj
        return obj
