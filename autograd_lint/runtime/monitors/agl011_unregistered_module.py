"""AGL011 at run time: parameters that get gradients but that no optimizer and no module own.

A backward's walk lists the parameters it accumulates into. Once an optimizer is known, a
parameter reached that no optimizer owns is looked for in the modules named in the backward's
frame (locals, globals, ``self`` attributes) and their submodules: when it sits in a plain list,
tuple or dict attribute of a module (``self.layers = [nn.Linear(...), ...]``,
``self.scales = [nn.Parameter(...)]``) and not in that module's ``parameters()``, the finding is
placed on the statement of the class's ``__init__`` that stores it. A layer swapped after the
optimizer was built is registered (AGL019's), a network held by a plain object (an ensemble
helper) has no module around it: both stay quiet. Each parameter is looked at once.
"""
from __future__ import annotations

from .base import Monitor


class UnregisteredModule(Monitor):
    code = "AGL011"

    def __init__(self, checker) -> None:
        super().__init__(checker)
        self.looked_at: set[int] = set()  # ids of unowned parameters already searched for
        self.reported: set = set()
        self.watching = False  # a backward ran while an optimizer was known

    def on_backward_start(self, record) -> None:
        checker = self.checker
        if not checker.optimizers or not record.params:
            return
        self.watching = True
        if not record.unowned:  # (an optimizer owns every parameter reached)
            return
        owner_map = checker.owner_map
        looked_at = self.looked_at
        unowned = [p for p in record.params
                   if id(p) not in owner_map and id(p) not in looked_at]
        if not unowned:
            return
        looked_at.update(id(p) for p in unowned)
        self._search(record, {id(p) for p in unowned})

    def on_exit(self) -> None:
        if not self.watching:  # no optimizer to compare with: a hidden layer is not visible
            self.report.unwatched_codes.add(self.code)

    def _search(self, record, unowned: set[int]) -> None:
        import torch

        from ..frames import frame_scopes

        modules: dict[int, torch.nn.Module] = {}
        for _prefix, scope in frame_scopes(record.frame):
            for value in list(scope.values()):
                if isinstance(value, torch.nn.Module):
                    for sub in value.modules():
                        modules.setdefault(id(sub), sub)
        for module in modules.values():
            registered = None
            for attr, value in list(vars(module).items()):
                if attr.startswith("_") or not isinstance(value, (list, tuple, dict)):
                    continue
                hidden = _hidden_parameters(value)
                if not hidden or not any(id(p) in unowned for p in hidden):
                    continue
                if registered is None:
                    registered = {id(p) for p in module.parameters()}
                if all(id(p) in registered for p in hidden):
                    continue
                self._found(module, attr, value, hidden, record)

    def _found(self, module, attr: str, value, hidden: list, record) -> None:
        site = _assignment_site(type(module), attr)
        if site is None or site in self.reported:
            return
        self.reported.add(site)
        kind = type(value).__name__
        container = {"list": "nn.ModuleList", "tuple": "nn.ModuleList", "dict": "nn.ModuleDict"}[
            kind if kind in ("list", "tuple", "dict") else "list"]
        if _all_parameters(value):
            container = "nn.ParameterDict" if isinstance(value, dict) else "nn.ParameterList"
        self.report.add(
            self.code, site,
            f"self.{attr} holds layers or parameters in a plain {kind}: "
            f"{type(module).__name__}.parameters() does not list them, so no optimizer updates "
            f"them (nor do .to() and state_dict()); use {container}",
            related=[(record.site, "backward that gave them gradients")] if record.site else [],
            evidence=[f"{len(hidden)} parameter(s) in self.{attr} received gradients; no "
                      f"optimizer owns them and {type(module).__name__} does not register them"])


def _hidden_parameters(value) -> list:
    import torch

    items = value.values() if isinstance(value, dict) else value
    params = []
    for item in list(items)[:10_000]:
        if isinstance(item, torch.nn.Parameter):
            params.append(item)
        elif isinstance(item, torch.nn.Module):
            params.extend(item.parameters())
    return params


def _all_parameters(value) -> bool:
    import torch

    items = list(value.values() if isinstance(value, dict) else value)
    return bool(items) and all(isinstance(item, torch.nn.Parameter) for item in items)


def _assignment_site(cls, attr: str):
    """The one ``self.<attr> = ...`` line in the ``__init__`` of the class (or a base)."""
    from ..frames import lines_matching

    for klass in cls.__mro__:
        init = klass.__dict__.get("__init__")
        code = getattr(init, "__code__", None)
        if code is None:
            continue
        lines = lines_matching(code, rf"\bself\.{attr}\s*(:[^=]*)?=(?!=)")
        if len(lines) == 1:
            return code.co_filename, lines[0]
    return None
