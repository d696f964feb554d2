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
* an optimizer parameter that stopped receiving gradients (full mode: it needs the walk's list of
  leaves each backward reached): at a ``step()``, a parameter the optimizer owns that earlier
  backwards reached and those since its previous step did not, while they reached a leaf of the
  same shape and dtype that no optimizer owns: the name that held the parameter was rebound to a
  new tensor (``w = w.clamp(0, 1).detach().requires_grad_()``) and the optimizer steps the old
  one. Placed on the assignment to the name now bound to the new leaf. A parameter that merely
  goes unused (a conditional head) has no such stand-in, or is still held by a user frame, and
  stays quiet; a replaced layer or ``nn.Parameter`` registered on a module is AGL019's.
"""
from __future__ import annotations

import re
import weakref

from ..frames import frame_scopes, lines_matching, source_line
from .base import Monitor

_CANNOT_ASSIGN = "as parameter"
_NONLEAF_GRAD = "The .grad attribute of a Tensor that is not a leaf Tensor is being accessed"


class AssignParam(Monitor):
    code = "AGL003"
    idle_events = ("on_step_pre",)  # until a backward reaches a leaf no optimizer owns (a stray)

    def __init__(self, checker) -> None:
        super().__init__(checker)
        self._inspected: set[int] = set()
        self.reached: dict[int, int] = {}  # id(owned leaf) -> seq of the last backward reaching it
        self.strays: dict[int, tuple] = {}  # id(leaf) -> (weakref, seq): reached, owned by none
        self.stopped_reported: set[int] = set()

    def on_backward_start(self, record) -> None:
        params = record.params
        if not params or params is self.checker.all_params:
            return  # light mode: every parameter is listed, whether reached or not
        reached = self.reached
        seq = record.seq
        if not record.unowned:  # (the usual case: an optimizer owns every leaf reached)
            for param in params:
                reached[id(param)] = seq
            return
        owner_map = self.checker.owner_map
        inspected = self._inspected
        new = False
        for param in params:
            pid = id(param)
            if pid in owner_map:
                reached[pid] = seq  # (owned leaves only: the table stays as small as the model)
                continue
            if owner_map:
                self._stray(pid, param, seq)
            if pid in inspected or param.grad is None or record.frame is None:
                continue
            inspected.add(pid)
            new = True
        if new:
            self._inspect(record.frame, None)

    def on_gap(self) -> None:
        # backwards left unexamined reached parameters too: each parameter reached before counts
        # as reached at the gap's end, so only a step after it can find one stopped
        gap = self.checker.gap_seq
        for pid in self.reached:
            self.reached[pid] = gap

    def _stray(self, pid: int, param, seq: int) -> None:
        entry = self.strays.get(pid)
        if entry is not None and entry[0]() is param:
            self.strays[pid] = (entry[0], seq)
            return
        if len(self.strays) >= 256:  # keep the most recent only
            for key in list(self.strays)[:128]:
                del self.strays[key]
        try:
            self.strays[pid] = (weakref.ref(param), seq)
        except TypeError:
            return
        self.checker.wake(self)

    def on_step_pre(self, info, opt, site, frame) -> None:
        """An optimizer parameter that stopped receiving gradients, replaced by a stray leaf."""
        previous = info.last_step_seq
        if previous < 0 or not self.strays or self.checker.last_backward_seq < previous:
            return
        reached = self.reached
        stopped = [p for p in info.params
                   if reached.get(id(p), previous) < previous and p.requires_grad
                   and id(p) not in self.stopped_reported]
        if not stopped:
            return
        strays = []
        for ref, seq in self.strays.values():
            leaf = ref() if seq > previous else None
            if leaf is not None and id(leaf) not in self.checker.owner_map:
                strays.append(leaf)
        for param in stopped:
            stand_in = next((leaf for leaf in strays if leaf is not param
                             and leaf.shape == param.shape and leaf.dtype == param.dtype), None)
            if stand_in is None or _still_held(param, frame, self.checker.frames):
                continue  # a parameter the program still holds is merely unused this round
            self.stopped_reported.add(id(param))
            self._report_stopped(info, opt, param, stand_in, site, frame)

    def _report_stopped(self, info, opt, param, stand_in, site, frame) -> None:
        import torch

        from ..naming import Namer

        checker = self.checker
        where, name = _binding_site(stand_in, frame, checker.frames)
        if where is None:
            if isinstance(stand_in, torch.nn.Parameter):
                return  # a parameter registered on a module: AGL019 reports the swap
            where = site
        if where is None:
            return
        checker.stopped_optimizers.add(info.key)
        opt_name = Namer(frame, checker).obj(opt, "the optimizer")
        label = f"'{name}'" if name else "a parameter"
        shape = list(param.shape)
        self.report.add(
            self.code, where,
            f"{label} is rebound to a new tensor while {opt_name} still steps the old one, which "
            f"no longer receives gradients; update it in place under torch.no_grad() or rebuild "
            f"{opt_name}",
            related=[(site, f"{opt_name}.step() on the old tensor")],
            evidence=[f"a parameter of {opt_name} (shape {shape}) received .grad before its "
                      f"previous step() and none since",
                      f"the tensor now bound to {label} (a leaf of the same shape) receives "
                      f"gradients, but no optimizer owns it"])

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


def _binding_site(tensor, frame, frames):
    """(site, name) of the assignment that bound ``tensor`` to a name in a user frame, or
    (None, None). Searches the user frames from ``frame`` outwards."""
    from ..frames import find_statements

    while frame is not None:
        if frames.is_user_code(frame.f_code):
            for prefix, scope in frame_scopes(frame):
                for key, value in list(scope.items()):
                    if value is not tensor:
                        continue
                    name = prefix + key
                    lines = find_statements(frame, _rebinding_pattern(name))
                    if len(lines) > 1:  # the one that rebinds it from itself, if only one does
                        own = [line for line in lines if _mentions_on_right(frame, line, name)]
                        lines = own if len(own) == 1 else lines[-1:]
                    if lines:
                        return (frame.f_code.co_filename, lines[0]), name
            found = _attribute_binding(tensor, frame, frames)
            if found[0] is not None:
                return found
        frame = frame.f_back
    return None, None


def _attribute_binding(tensor, frame, frames):
    """The tensor as an attribute of a plain object in the frame (``prior.log_scale``): the
    ``self.<attr> = ...`` line in the methods of that object's class."""
    import torch

    try:
        local = frame.f_locals
    except Exception:
        return None, None
    for key, obj in list(local.items()):
        if isinstance(obj, (torch.Tensor, torch.nn.Module)) or not hasattr(obj, "__dict__"):
            continue
        try:
            attrs = [attr for attr, value in vars(obj).items() if value is tensor]
        except TypeError:
            continue
        for attr in attrs:
            pattern = _rebinding_pattern("self." + attr)
            for method in vars(type(obj)).values():
                code = getattr(method, "__code__", None)
                if code is None or code.co_name == "__init__" or not frames.is_user_code(code):
                    continue
                lines = lines_matching(code, pattern)
                if lines:
                    return (code.co_filename, lines[-1]), f"{key}.{attr}"
    return None, None


def _still_held(tensor, frame, frames) -> bool:
    """Whether a user frame still binds ``tensor``: as a name, an attribute of ``self`` or of a
    plain object, or a parameter of a module it holds (a rebound leaf is held by its optimizer
    alone)."""
    import torch

    while frame is not None:
        if frames.is_user_code(frame.f_code):
            for _prefix, scope in frame_scopes(frame):
                for value in list(scope.values()):
                    if value is tensor:
                        return True
                    if isinstance(value, torch.nn.Module):
                        try:
                            if any(p is tensor for p in value.parameters()):
                                return True
                        except Exception:
                            continue
                    elif not isinstance(value, torch.Tensor) and hasattr(value, "__dict__"):
                        try:
                            if any(v is tensor for v in vars(value).values()):
                                return True
                        except TypeError:
                            continue
        frame = frame.f_back
    return False


def _rebinding_pattern(name: str) -> str:
    n = re.escape(name)
    return rf"^\s*(?:[\w.]+\s*,\s*)*{n}\s*(?:,\s*[\w.]+\s*)*=[^=]"


def _mentions_on_right(frame, line: int, name: str) -> bool:
    text = source_line(frame.f_code.co_filename, line)
    right = text.split("=", 1)[1] if "=" in text else ""
    return bool(re.search(rf"(?<![\w.]){re.escape(name)}\b", right))


def _assignment_pattern(name: str) -> str:
    import re

    n = re.escape(name)
    return rf"^\s*{n}\s*=[^=].*\b{n}\.grad\b"


def _mentions_grad(text: str, name: str) -> bool:
    import re

    return bool(re.search(rf"(?<![\w.]){re.escape(name)}\.grad\b", text or ""))


def rebound_leaves(frame) -> list:
    """Names in ``frame`` bound to a non-leaf computed from a leaf of the same shape that has a
    ``.grad`` and is no longer bound in that same namespace: ``w = w - lr * w.grad``."""
    import torch

    from ..graph import ACCUMULATE_GRAD

    found = []
    for prefix, scope in frame_scopes(frame):
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
