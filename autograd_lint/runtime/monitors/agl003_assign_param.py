"""AGL003 at run time: a parameter replaced by a plain tensor, or a leaf rebound to a computed one.

* ``module.weight = <tensor>``: torch raises ``TypeError: cannot assign ... as parameter``; the
  finding is reported at the user's line in the traceback (the exception propagates).
* ``w = w - lr * w.grad`` outside no-grad: ``w`` is now a non-leaf computed from the old leaf, so
  the next ``w.grad`` is None (torch warns "The .grad attribute of a Tensor that is not a leaf
  Tensor is being accessed"). On that warning the user's frame is inspected: a non-leaf tensor
  whose graph leads (through a few ops) to a leaf of the same shape that has a ``.grad`` but is no
  longer bound to any name is a leaf that was rebound to a value derived from itself.
  (A plain ``hidden.grad`` read of an intermediate is AGL008, not this.)
"""
from __future__ import annotations

from ..frames import source_line
from .base import Monitor

_CANNOT_ASSIGN = "as parameter"
_NONLEAF_GRAD = "The .grad attribute of a Tensor that is not a leaf Tensor is being accessed"


class AssignParam(Monitor):
    code = "AGL003"

    def on_exception(self, exc) -> None:
        text = str(exc)
        if not (isinstance(exc, TypeError) and text.startswith("cannot assign")
                and _CANNOT_ASSIGN in text):
            return
        site = self.checker.frames.traceback_site(exc.__traceback__)
        if site is None:
            return
        evidence = [f"torch raised: TypeError: {text}"]
        statement = source_line(*site)
        if statement:
            evidence.insert(0, f"statement: {statement}")
        self.report.add(self.code, site,
                        "a plain tensor assigned to a registered parameter; wrap it in "
                        "nn.Parameter(...) or assign to .data", evidence=evidence)

    def on_warning(self, message, category, filename, lineno) -> None:
        if _NONLEAF_GRAD not in str(message):
            return
        if not self.checker.frames.is_user_file(filename):
            return
        import sys

        frame = sys._getframe(1)
        while frame is not None and not (frame.f_code.co_filename == filename
                                         and frame.f_lineno == lineno):
            frame = frame.f_back
        if frame is None:
            return
        found = _rebound_leaf(frame)
        if found is None:
            return
        name, tensor = found
        site = (filename, lineno)
        evidence = [f"'{name}' has grad_fn={tensor.grad_fn.name()}: it was computed from a leaf of "
                    f"the same shape that is no longer bound to any name, so '{name}.grad' is None"]
        statement = source_line(*site)
        if statement:
            evidence.insert(0, f"statement: {statement}")
        self.report.add(self.code, site,
                        f"'{name}' was a leaf and is now a tensor computed from it (a manual update "
                        f"like {name} = {name} - lr * {name}.grad outside no-grad): it never "
                        f"receives .grad again; update it in place under torch.no_grad()",
                        evidence=evidence)


def _rebound_leaf(frame):
    import torch

    from ..graph import ACCUMULATE_GRAD

    try:
        local = frame.f_locals
        scopes = [local] if frame.f_globals is local else [local, frame.f_globals]
    except Exception:
        return None
    bound = set()
    candidates = []
    for scope in scopes:
        for name, value in list(scope.items()):
            if isinstance(value, torch.Tensor):
                bound.add(id(value))
                if value.grad_fn is not None and value.requires_grad:
                    candidates.append((name, value))
    for name, tensor in candidates:
        stack = [tensor.grad_fn]
        seen = set()
        while stack and len(seen) < 64:
            node = stack.pop()
            if id(node) in seen:
                continue
            seen.add(id(node))
            if type(node) is ACCUMULATE_GRAD:
                leaf = node.variable
                if (id(leaf) not in bound and leaf.grad is not None
                        and tuple(leaf.shape) == tuple(tensor.shape)):
                    return name, tensor
                continue
            stack.extend(c for c, _ in node.next_functions if c is not None)
    return None
