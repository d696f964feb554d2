"""AGL006 at run time: a tensor saved for backward was modified in place before the backward.

Torch only says, at the backward, "one of the variables needed for gradient computation has been
modified by an inplace operation: [shape], which is output 0 of XBackward, is at version N;
expected version E". Anomaly mode adds the forward line of X, never the line that modified it.

While the checker is active, torch's in-place entry points (``Tensor.<op>_`` methods, ``+=`` and
the other augmented assignments, ``t[i] = v``, ``torch.<op>_`` and the ``F.*(inplace=True)``
kernels) are wrapped: outside ``optimizer.step()`` each call records the tensor's version before
the op, its shape and the user's line (one dict entry; the log restarts after each successful
backward). On the error, the message's shape and versions pick the op that moved the saved tensor
from version E: the finding is placed on that line, with the backward line as related line, and
the exception gets a note naming both. A parameter moved by ``optimizer.step()`` is AGL017's.
"""
from __future__ import annotations

import re
import sys
from typing import Optional

from .base import Monitor

INPLACE_TEXT = "modified by an inplace operation"
_VERSION = re.compile(r"\[(?P<type>[\w.]+) \[(?P<shape>[\d, ]*)\]\]"
                      r"(?:, which is output (?P<out>\d+) of (?P<node>\w+),)?"
                      r" is at version (?P<now>\d+); expected version (?P<exp>\d+)")
_AUGMENTED = ("__iadd__", "__isub__", "__imul__", "__itruediv__", "__ifloordiv__", "__imod__",
              "__ipow__", "__imatmul__", "__iand__", "__ior__", "__ixor__", "__ilshift__",
              "__irshift__", "__setitem__")
_NOT_DATA = {"requires_grad_", "retain_grad_", "share_memory_", "record_stream_", "pin_memory_",
             "rename_", "names_", "align_to_", "_fix_weakref_"}
_LOG_LIMIT = 4096


def parse(text: str) -> Optional[dict]:
    m = _VERSION.search(text)
    if m is None:
        return None
    shape = tuple(int(x) for x in m.group("shape").replace(" ", "").split(",") if x)
    return {"shape": shape, "node": m.group("node"), "now": int(m.group("now")),
            "exp": int(m.group("exp")), "type": m.group("type")}


def _inplace_targets():
    import torch

    targets = []
    for name in dir(torch.Tensor):
        if name.endswith("_") and not name.startswith("_") and name not in _NOT_DATA:
            targets.append((torch.Tensor, name))
    targets.extend((torch.Tensor, name) for name in _AUGMENTED if hasattr(torch.Tensor, name))
    for module in (torch, torch._C._nn):
        for name in dir(module):
            if name.endswith("_") and not name.startswith("_") and name not in _NOT_DATA:
                value = getattr(module, name, None)
                if callable(value) and not isinstance(value, type):
                    targets.append((module, name))
    return targets


class InplaceSaved(Monitor):
    code = "AGL006"
    needs_steps = True  # in-place ops inside optimizer.step() (checker.in_step) are not logged

    def __init__(self, checker) -> None:
        super().__init__(checker)
        self.log: dict[int, list] = {}  # id(tensor) -> [(version before, shape, site, op), ...]
        self.order = 0
        self.epoch = 0  # checker.backward_ok when the log was last cleared

    # ------------------------------------------------------------------ recording
    def install(self):
        checker = self.checker
        monitor = self
        log = self.log
        user_site = checker.frames.user_site
        getframe = sys._getframe
        undo = []
        for owner, name in _inplace_targets():
            try:
                original = getattr(owner, name)
            except Exception:
                continue

            def make(original, name):
                def inplace(self_, *args, **kwargs):
                    if checker.active and not checker.in_step and not self_.is_inference():
                        try:
                            # the log holds the ops since the last backward that succeeded
                            if len(log) > _LOG_LIMIT or monitor.epoch != checker.backward_ok:
                                log.clear()
                                monitor.epoch = checker.backward_ok
                            entry = log.get(id(self_))
                            if entry is None:
                                entry = log[id(self_)] = []
                            monitor.order += 1
                            entry.append((self_._version, tuple(self_.shape),
                                          user_site(getframe(1)), name, monitor.order))
                        except Exception as exc:
                            checker.report.fault("AGL006 in-place hook", exc)
                    return original(self_, *args, **kwargs)
                inplace.__name__ = getattr(original, "__name__", name)
                inplace.__qualname__ = getattr(original, "__qualname__", name)
                inplace.__doc__ = getattr(original, "__doc__", None)
                inplace.__wrapped__ = original
                return inplace

            wrapper = make(original, name)
            try:
                setattr(owner, name, wrapper)
            except Exception:
                continue
            undo.append((owner, name, original, wrapper))

        def remove() -> None:
            for owner, name, original, wrapper in reversed(undo):
                if getattr(owner, name, None) is wrapper:
                    setattr(owner, name, original)
            log.clear()

        return remove

    # ------------------------------------------------------------------ the error
    def find_op(self, facts: dict) -> Optional[tuple]:
        """The recorded in-place op that moved a tensor of that shape from version ``exp``."""
        best = None
        for ops in self.log.values():
            for version, shape, site, name, order in ops:
                if version != facts["exp"] or site is None:
                    continue
                score = (shape == facts["shape"], order)
                if best is None or score > best[0]:
                    best = (score, site, name, shape)
        return None if best is None else best[1:]

    def on_backward_end(self, record, exc) -> None:
        self.explain(exc, record.site, record)  # (sent on errors only)

    def on_exception(self, exc) -> None:
        self.explain(exc, None, None)

    def explain(self, exc, backward_site, record) -> None:
        if not isinstance(exc, RuntimeError) or INPLACE_TEXT not in str(exc):
            return
        if id(exc) in self.checker.claimed:
            return
        facts = parse(str(exc))
        if facts is None:
            return
        if backward_site is None:
            backward_site = self.checker.frames.traceback_site(exc.__traceback__)
        step = self.checker.monitor_by_code.get("AGL017")
        found = self.find_op(facts)
        if found is not None and found[2] != facts["shape"]:
            if step is not None and step.explain(exc, facts, backward_site, record):
                self.checker.claimed.add(id(exc))
                return
        if found is None and step is not None and step.explain(exc, facts, backward_site, record):
            self.checker.claimed.add(id(exc))
            return
        self.checker.claimed.add(id(exc))
        what = (f"output {facts.get('node')}" if facts["node"] else "a leaf tensor")
        shape = list(facts["shape"])
        evidence = [f"torch raised at the backward: a saved tensor {shape} ({what}) is at version "
                    f"{facts['now']}; it was saved at version {facts['exp']}"]
        if found is None:
            self.report.add(self.code, backward_site,
                            f"a tensor saved for backward ({what}, shape {shape}) was modified in "
                            f"place before this backward (the modifying line was not observed)",
                            evidence=evidence)
            return
        site, name, _shape = found
        evidence.append(f"line {site[1]}: in-place '{name}' moved it from version {facts['exp']}")
        related = [(backward_site, "backward that needed the saved value")] if backward_site else []
        node = facts["node"] or "its consumer"
        self.report.add(self.code, site,
                        f"in-place '{name}' modifies a tensor that {node} saved for backward "
                        f"(shape {shape}); use the out-of-place form or .clone() before it",
                        related=related, evidence=evidence)
        note = (f"autograd-lint AGL006: the saved tensor was modified in place at "
                f"{_where(site)} ('{name}'), after the forward op that saved it and before the "
                f"backward at {_where(backward_site)}")
        if record is not None:
            record.add_note(note)
        else:
            from ..checker import add_notes

            add_notes(exc, [note])


def _where(site) -> str:
    if site is None:
        return "?"
    import os

    return f"{os.path.basename(site[0])}:{site[1]}"
