"""Names for what a finding talks about, as the user wrote them (netG, optD, netG.0.weight).

Only used when a finding is made (rare), never on the hot path: it reads the names bound in the
user's frame (locals, globals and the attributes of ``self``), then ``named_parameters()``.
"""
from __future__ import annotations

from typing import Iterable, Optional

import torch


class Namer:
    def __init__(self, frame=None, checker=None) -> None:
        self.names: dict[int, str] = {}
        self.lent: dict[int, str] = {}  # optimizers named after the wrapper holding them
        self.modules: list[tuple[str, torch.nn.Module]] = []
        self.checker = checker
        self._params: Optional[dict[int, str]] = None
        if frame is not None:
            self._read_frame(frame)

    def _remember(self, name: str, value) -> None:
        if _optimizer_like(value):  # a wrapper (accelerate, Lightning) lends its name to the
            try:                    # optimizer it holds, unless that one has a name of its own
                fields = vars(value)
                inner = fields.get("optimizer", fields.get("_optimizer"))
            except TypeError:
                inner = None
            if isinstance(inner, torch.optim.Optimizer) and inner is not value:
                self.lent.setdefault(id(inner), name)
        if isinstance(value, (torch.nn.Module, torch.optim.Optimizer)) and id(value) not in self.names:
            self.names[id(value)] = name
            if isinstance(value, torch.nn.Module):
                self.modules.append((name, value))

    def _read_frame(self, frame) -> None:
        try:
            local = frame.f_locals
        except Exception:
            local = {}
        scopes = [local]
        if frame.f_globals is not local:
            scopes.append(frame.f_globals)
        for scope in scopes:
            for name, value in list(scope.items()):
                if name.startswith("__"):
                    continue
                self._remember(name, value)
        owner = local.get("self")
        if owner is not None:
            try:
                if isinstance(owner, torch.nn.Module):
                    items = list(owner.named_children())
                else:
                    items = list(vars(owner).items())
            except Exception:
                items = []
            for name, value in items:
                self._remember(f"self.{name}", value)

    def obj(self, value, fallback: Optional[str] = None) -> str:
        name = self.names.get(id(value)) or self.lent.get(id(value))
        if name:
            return name
        if fallback:
            return fallback
        return type(value).__name__

    def module_of(self, param, avoid: frozenset = frozenset()) -> Optional[tuple[str, torch.nn.Module]]:
        """The outermost named module holding ``param``, and none of the parameters whose ids are
        in ``avoid`` (a LightningModule `self` holds both networks of a GAN: the generator is
        named by its own attribute)."""
        best = None
        for name, module in self.modules + self._registry_modules():
            try:
                params = list(module.parameters())
                if any(p is param for p in params) and not (avoid and any(
                        id(p) in avoid for p in params)):
                    size = len(params)
                    if best is None or size > best[2]:
                        best = (name, module, size)
            except Exception:
                continue
        return (best[0], best[1]) if best else None

    def _registry_modules(self) -> list[tuple[str, torch.nn.Module]]:
        if self.checker is None:
            return []
        out = []
        for module, _site, _seq in self.checker.called_modules():
            if id(module) not in self.names:
                out.append((type(module).__name__, module))
        return out

    def param(self, param) -> str:
        if self._params is None:
            self._params = {}
            for name, module in self._registry_modules()[::-1] + self.modules[::-1]:
                try:
                    for pname, p in module.named_parameters():
                        self._params[id(p)] = f"{name}.{pname}"
                except Exception:
                    continue
        name = self._params.get(id(param))
        if name:
            return name
        try:
            shape = "x".join(str(s) for s in param.shape)
        except Exception:
            shape = "?"
        return f"tensor[{shape}]"

    def params(self, params: Iterable, limit: int = 4) -> str:
        params = list(params)
        names = [self.param(p) for p in params[:limit]]
        more = len(params) - len(names)
        return ", ".join(names) + (f" and {more} more" if more > 0 else "")


def _optimizer_like(value) -> bool:
    """An optimizer, or an object that steps like one (a trainer merely holding an optimizer in
    ``self.optimizer`` is not: its optimizer goes by ``self.optimizer``)."""
    if isinstance(value, torch.optim.Optimizer):
        return True
    kind = type(value)
    return not isinstance(value, torch.nn.Module) and callable(getattr(kind, "step", None)) \
        and callable(getattr(kind, "zero_grad", None))
