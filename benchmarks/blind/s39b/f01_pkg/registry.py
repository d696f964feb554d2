from typing import Callable, Dict


class Registry:
    def __init__(self, kind: str):
        self.kind = kind
        self._items: Dict[str, Callable] = {}

    def register(self, name: str):
        def deco(obj):
            if name in self._items:
                raise KeyError(f"{self.kind} '{name}' registered twice")
            self._items[name] = obj
            return obj
        return deco

    def build(self, name: str, *args, **kwargs):
        try:
            ctor = self._items[name]
        except KeyError:
            raise KeyError(f"unknown {self.kind} '{name}', have {sorted(self._items)}") from None
        return ctor(*args, **kwargs)


MODELS = Registry("model")
HEADS = Registry("head")
