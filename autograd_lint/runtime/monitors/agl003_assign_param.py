"""AGL003 at run time: a parameter replaced by a plain tensor, or a leaf rebound to a computed one.

* ``module.weight = <tensor>``: torch raises ``TypeError: cannot assign ... as parameter``; the
  finding is reported at the user's line in the traceback (the exception propagates).
* ``w = w - lr * w.grad`` outside no-grad: ``w`` is now a non-leaf computed from the old leaf, so
  the next ``w.grad`` is None. Seen twice: (1) the next backward reaches a leaf that no optimizer
  owns and that already has a ``.grad`` (checked once per leaf): the user's frame is inspected;
  (2) torch's warning "The .grad attribute of a Tensor that is not a leaf Tensor is being
  accessed": the frame that read it is inspected. Inspection: a name bound to a non-leaf whose
  graph leads (through a few ops) to a leaf of the same shape that has a ``.grad`` but is no
  longer bound in that namespace is a leaf rebound to a value derived from itself. The finding is
  placed on the assignment ``w = ... w.grad ...`` of the function (or on the line that read
  ``.grad``). A plain ``hidden.grad`` read of an intermediate is AGL008, not this.
"""
from __future__ import annotations

from ..frames import source_line
from .base import Monitor

_CANNOT_ASSIGN = "as parameter"
_NONLEAF_GRAD = "The .grad attribute of a Tensor that is not a leaf Tensor is being accessed"


class AssignParam(Monitor):
    code = "AGL003"

    def __init__(self, checker) -> None:
        super().__init__(checker)
        self._inspected: set[int] = set()

    def on_backward_start(self, record) -> None:
        if not record.params or record.frame is None:
            return
        owner_map = self.checker.owner_map
        inspected = self._inspected
        new = False
        for param in record.params:
            pid = id(param)
            if pid in owner_map or pid in inspected or param.grad is None:
                continue
            inspected.add(pid)
            new = True
        if new:
            self._inspect(record.frame, None)

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
        self._inspect(frame, lineno)

    def _inspect(self, frame, lineno) -> None:
        from ..frames import find_statement

        filename = frame.f_code.co_filename
        statement_here = source_line(filename, lineno) if lineno else ""
        for name, tensor in rebound_leaves(frame):
            if _mentions_grad(statement_here, name):
                line = lineno
            else:  # rebound earlier in this function: the assignment `name = ... name.grad ...`
                line = find_statement(frame, _assignment_pattern(name))
                if line is None:
                    continue
            site = (filename, line)
            evidence = [f"'{name}' has grad_fn={tensor.grad_fn.name()}: it was computed from a "
                        f"leaf of the same shape that is no longer bound to '{name}', so "
                        f"'{name}.grad' is None"]
            statement = source_line(*site)
            if statement:
                evidence.insert(0, f"statement: {statement}")
            self.report.add(self.code, site,
                            f"'{name}' was a leaf and is rebound to a tensor computed from it "
                            f"outside no-grad: it is no longer a leaf and never receives .grad "
                            f"again; update it in place under torch.no_grad()",
                            evidence=evidence)


def _assignment_pattern(name: str) -> str:
    import re

    n = re.escape(name)
    return rf"^\s*{n}\s*=[^=].*\b{n}\.grad\b"


def _mentions_grad(text: str, name: str) -> bool:
    import re

    return bool(re.search(rf"(?<![\w.]){re.escape(name)}\.grad\b", text or ""))


def _scopes(frame) -> list[tuple[str, dict]]:
    """(prefix, namespace) pairs: locals, globals, and the attributes of ``self``."""
    try:
        local = frame.f_locals
    except Exception:
        return []
    out = [("", local)]
    if frame.f_globals is not local:
        out.append(("", frame.f_globals))
    owner = local.get("self")
    if owner is not None:
        try:
            out.append(("self.", dict(vars(owner))))
        except TypeError:
            pass
    return out


def rebound_leaves(frame) -> list:
    """Names in ``frame`` bound to a non-leaf computed from a leaf of the same shape that has a
    ``.grad`` and is no longer bound in that same namespace: ``w = w - lr * w.grad``."""
    import torch

    from ..graph import ACCUMULATE_GRAD

    found = []
    for prefix, scope in _scopes(frame):
        bound = {id(v) for v in scope.values() if isinstance(v, torch.Tensor)}
        for name, tensor in list(scope.items()):
            if not isinstance(tensor, torch.Tensor) or tensor.grad_fn is None:
                continue
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
                        found.append((prefix + name, tensor))
                        break
                    continue
                stack.extend(c for c, _ in node.next_functions if c is not None)
    return found
