"""AGL019 at run time: a layer or parameter replaced after the optimizer was built.

Global module/parameter registration hooks see ``model.head = nn.Linear(...)`` and
``layer.weight = nn.Parameter(...)``: when the attribute being replaced holds parameters an
optimizer owns, the assignment's line is remembered. At a later ``step()``, if the new
parameters received gradients but no optimizer owns them, the finding is placed on that
assignment (quiet after ``add_param_group`` or a new optimizer over them).
"""
from __future__ import annotations

import sys
import weakref

from .base import Monitor


class StaleOptimizer(Monitor):
    code = "AGL019"
    idle_events = ("on_step_pre",)  # until a layer or parameter an optimizer owns is replaced

    def __init__(self, checker) -> None:
        super().__init__(checker)
        self.suspects: list = []

    def install(self):
        from torch.nn.modules.module import (register_module_module_registration_hook,
                                             register_module_parameter_registration_hook)

        handles = [register_module_module_registration_hook(self._on_module),
                   register_module_parameter_registration_hook(self._on_param)]

        def remove() -> None:
            for handle in handles:
                handle.remove()

        return remove

    def _on_module(self, module, name, submodule):
        try:
            self._replaced(module, name, module._modules.get(name), submodule, "layer")
        except Exception as exc:  # never into the user's program
            self.checker.report.fault("AGL019 registration hook", exc)
        return None

    def _on_param(self, module, name, param):
        try:
            self._replaced(module, name, module._parameters.get(name), param, "parameter")
        except Exception as exc:
            self.checker.report.fault("AGL019 registration hook", exc)
        return None

    def _replaced(self, module, name, old, new, kind) -> None:
        checker = self.checker
        if not checker.active or old is None or new is None or old is new:
            return
        try:
            import torch

            old_params = [old] if isinstance(old, torch.Tensor) else list(old.parameters())
            owners = set()
            for p in old_params:
                owners.update(checker.owner_map.get(id(p), ()))
            if not owners:
                return
            site = checker.frames.user_site(sys._getframe(1))
            if site is None:
                return
            self.suspects.append((site, weakref.ref(new), name, kind, owners))
            checker.wake(self)
        except Exception as exc:
            checker.report.fault("AGL019 registration hook", exc)

    def on_step_pre(self, info, opt, site, frame) -> None:
        if not self.suspects:
            return
        import torch

        kept = []
        for suspect in self.suspects:
            where, ref, name, kind, owners = suspect
            new = ref()
            if new is None:
                continue
            params = [new] if isinstance(new, torch.Tensor) else list(new.parameters())
            if any(id(p) in self.checker.owner_map for p in params):
                continue  # add_param_group / a new optimizer took them over
            if info.key not in owners:
                kept.append(suspect)
                continue
            if not any(p.grad is not None for p in params):
                kept.append(suspect)
                continue
            from ..naming import Namer

            opt_name = Namer(frame, self.checker).obj(opt, "the optimizer")
            self.report.add(
                self.code, where,
                f"{kind} '{name}' replaced after {opt_name} was built: it still holds the old "
                f"parameters, so the new ones get gradients but are never updated; rebuild the "
                f"optimizer or add_param_group() after the swap",
                related=[(site, f"{opt_name}.step() that skips the new parameters")],
                evidence=[f"{len(params)} new parameter(s) received .grad and no optimizer owns "
                          f"them at step()", f"{opt_name} owned the replaced {kind}'s parameters"])
        self.suspects = kept
