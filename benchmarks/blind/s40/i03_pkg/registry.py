from __future__ import annotations

from typing import Any, Callable, Dict, Type


class Registry:
    def __init__(self, name: str) -> None:
        self.name = name
        self._modules: Dict[str, Type] = {}

    def register_module(self) -> Callable[[Type], Type]:
        def _register(cls: Type) -> Type:
            self._modules[cls.__name__] = cls
            return cls
        return _register

    def build(self, cfg: Dict[str, Any]) -> Any:
        args = dict(cfg)
        cls = self._modules[args.pop("type")]
        return cls(**args)


BACKBONES = Registry("backbone")
NECKS = Registry("neck")
HEADS = Registry("head")
