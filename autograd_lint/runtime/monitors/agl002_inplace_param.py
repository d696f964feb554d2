"""AGL002 at run time: an in-place op on a leaf parameter with autograd on.

Torch raises for it ("a leaf Variable that requires grad is being used in an in-place
operation", or "a view of a leaf Variable ..."): the finding is reported at the user's line in the
traceback (the exception still propagates). Where it did not raise (a parameter created with
``requires_grad=False``, later edited with a grad-carrying value, then switched on), the parameter
is no longer a leaf when its optimizer steps: reported at the ``step()`` line.
``.data`` writes and writes under ``torch.no_grad()`` neither raise nor create a grad_fn: quiet.
"""
from __future__ import annotations

from ..frames import source_line
from .base import Monitor

_LEAF = "a leaf Variable that requires grad is being used in an in-place operation"
_VIEW = "a view of a leaf Variable that requires grad is being used in an in-place operation"


class InplaceParam(Monitor):
    code = "AGL002"

    def __init__(self, checker) -> None:
        super().__init__(checker)
        self._reported: set[int] = set()

    def on_exception(self, exc) -> None:
        text = str(exc)
        if not isinstance(exc, RuntimeError) or (_LEAF not in text and _VIEW not in text):
            return
        site = self.checker.frames.traceback_site(exc.__traceback__)
        if site is None:
            return
        statement = source_line(*site)
        what = "a view of a leaf tensor" if _VIEW in text else "a leaf tensor"
        message = (f"in-place operation on {what} that requires grad (a parameter) with autograd "
                   f"on; wrap it in `with torch.no_grad():`")
        evidence = [f"torch raised: {text.splitlines()[0]}"]
        if statement:
            evidence.insert(0, f"statement: {statement}")
        self.report.add(self.code, site, message, evidence=evidence)

    def on_step_pre(self, info, opt, site, frame) -> None:
        # a parameter that became a non-leaf stays one: the first steps and every 8th suffice
        if info.steps > 2 and info.steps % 8:
            return
        for param in info.params:
            if param.grad_fn is None or id(param) in self._reported:
                continue
            self._reported.add(id(param))
            from ..naming import Namer

            namer = Namer(frame, self.checker)
            name = namer.param(param)
            self.report.add(
                self.code, site,
                f"{name} is no longer a leaf (grad_fn={param.grad_fn.name()}) when "
                f"{namer.obj(opt, 'the optimizer')} steps: an in-place edit with autograd on "
                f"turned it into a computed tensor, so it never receives .grad; edit it under "
                f"torch.no_grad()",
                evidence=[f"{name}.is_leaf is False at step()"])
