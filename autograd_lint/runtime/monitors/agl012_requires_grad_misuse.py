"""AGL012 at run time: ``requires_grad`` misuse that torch rejects, or that silently does nothing.

* "you can only change requires_grad flags of leaf variables" (``y.requires_grad = False`` on a
  computed tensor) and "Only Tensors of floating point and complex dtype can require gradients"
  (``torch.arange(n, requires_grad=True)``): at the user's line of the traceback.
* ``t.requires_grad_ = True`` (an attribute that shadows the method; torch never reads it): when a
  later backward fails with "element 0 of tensors does not require grad", a tensor of the failing
  frame that carries such an instance attribute is named and the finding placed on that assignment
  (AGL018 then stays quiet: this is the cause). ``p.require_grad = False`` alone raises nothing and
  is not observable.
"""
from __future__ import annotations

import re

from ..frames import find_statement
from .errors import TorchErrorMonitor, user_tb_frame

_MISSPELT = ("requires_grad_", "require_grad", "requires_gradient", "require_grads")
_ELEMENT0 = "does not require grad and does not have a grad_fn"


class RequiresGradMisuse(TorchErrorMonitor):
    code = "AGL012"
    texts = ("you can only change requires_grad flags of leaf variables",
             "Only Tensors of floating point and complex dtype can require gradients")

    def report_error(self, exc, site, message=None, extra=()) -> None:
        if "leaf variables" in str(exc):
            message = ("requires_grad changed on a computed (non-leaf) tensor; use .detach() to "
                       "cut it from the graph")
        else:
            message = ("requires_grad=True on an integer tensor; only floating point (and complex) "
                       "tensors can require gradients: create it with a float dtype")
        super().report_error(exc, site, message)

    def on_exception(self, exc) -> None:
        if isinstance(exc, RuntimeError) and _ELEMENT0 in str(exc):
            self._misspelt(exc)
            return
        super().on_exception(exc)

    def _misspelt(self, exc) -> None:
        import torch

        frame = user_tb_frame(self.checker, exc.__traceback__)
        if frame is None:
            return
        for scope in (frame.f_locals, frame.f_globals):
            for name, value in list(scope.items()):
                if not isinstance(value, torch.Tensor):
                    continue
                attrs = getattr(value, "__dict__", None) or {}
                for attr in _MISSPELT:
                    if attr not in attrs:
                        continue
                    line = find_statement(frame, rf"\b{re.escape(name)}\.{attr}\s*=(?!=)")
                    if line is None:
                        continue
                    self.checker.claimed.add(id(exc))
                    self.report.add(
                        self.code, (frame.f_code.co_filename, line),
                        f"'{name}.{attr} = ...' sets a plain Python attribute; autograd never "
                        f"reads it, so '{name}' does not require grad: use "
                        f"{name}.requires_grad_(True)",
                        evidence=[f"'{name}' has an instance attribute '{attr}' and "
                                  f"requires_grad={value.requires_grad}",
                                  f"the backward raised: {str(exc).splitlines()[0]}"])
                    return
