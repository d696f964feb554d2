"""AGL006 at run time: a tensor saved for backward was modified in place before the backward.

Torch only says, at the backward, "one of the variables needed for gradient computation has been
modified by an inplace operation: [shape], which is output 0 of XBackward, is at version N;
expected version E". Anomaly mode adds the forward line of X, never the line that modified it.

While the checker is active, torch's in-place entry points (``Tensor.<op>_`` methods, ``+=`` and
the other augmented assignments, ``t[i] = v``, ``torch.<op>_`` and the ``F.*(inplace=True)``
kernels) are wrapped: outside ``optimizer.step()`` each call records the tensor's version before
the op, its shape and the user's line (one dict entry; the log restarts after each successful
backward). On the error, the message's shape and versions pick the op that moved the saved tensor
from version E (or, when the saved tensor is a view, an op on a tensor or base with as many
elements: views share their base's version counter): the finding is placed on that line, with
the backward line as related line, and the exception gets a note naming both. A parameter moved
by ``optimizer.step()`` is AGL017's.
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
_LOG_LIMIT = 4096  # tensors
_OPS_PER_TENSOR = 8  # the newest ops of one tensor: a saved version is a recent one


def parse(text: str) -> Optional[dict]:
    m = _VERSION.search(text)
    if m is None:
        return None
    shape = tuple(int(x) for x in m.group("shape").replace(" ", "").split(",") if x)
    return {"shape": shape, "node": m.group("node"), "now": int(m.group("now")),
            "exp": int(m.group("exp")), "type": m.group("type")}


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
        from ..inplace import install

        from ..compiled import is_compiled_frame

        checker = self.checker
        log = self.log
        user_frame_site = checker.frames.user_frame_site
        getframe = sys._getframe
        monitor = self

        def record(tensor, name) -> None:
            try:
                if not isinstance(tensor, Tensor) or tensor.is_inference():
                    return
                # the log holds the ops since the last backward that succeeded
                if len(log) > _LOG_LIMIT or monitor.epoch != checker.backward_ok:
                    log.clear()
                    monitor.epoch = checker.backward_ok
                frame, site = user_frame_site(getframe(2))
                if is_compiled_frame(frame):
                    return  # run by a compiled graph: its line is not the op's (not observable)
                entry = log.get(id(tensor))
                if entry is None:
                    entry = log[id(tensor)] = []
                elif len(entry) >= _OPS_PER_TENSOR:  # `total += x` in a loop with no backward
                    del entry[0]
                monitor.order += 1
                base = tensor._base  # an op on a view moves its base's version too
                shapes = (tuple(tensor.shape),) if base is None else \
                    (tuple(tensor.shape), tuple(base.shape))
                # the op that made the tensor: torch's message names the tensor's grad_fn at
                # the backward, which after an in-place op is that op's node ("Add" for a
                # `mul` output edited by `add_`), not the op that produced the saved value
                fn = tensor.grad_fn
                made_by = fn.name() if fn is not None else None
                entry.append((tensor._version, shapes, site, name, monitor.order, made_by))
            except Exception as exc:
                checker.report.fault("AGL006 in-place hook", exc)

        from torch import Tensor

        remove = install(record, checker)

        def undo() -> None:
            remove()
            log.clear()

        return undo

    # ------------------------------------------------------------------ the error
    def find_op(self, facts: dict) -> Optional[tuple]:
        """The recorded in-place op that moved a tensor of that shape (or a view of one) from
        version ``exp``; an op on a tensor of another shape is never picked. Among several, the
        tensor torch's message describes comes first: its grad_fn at the backward (``output 0
        of Relu``) is the node of the last in-place op logged on it (or, for a tensor outside the
        graph, it had none); then the newest op."""
        best = None
        node = facts.get("node")
        numel = _numel(facts["shape"])
        for ops in self.log.values():
            last_op = ops[-1][3] if ops else None
            for version, shapes, site, name, order, made_by in ops:
                if version != facts["exp"] or site is None:
                    continue
                # the saved tensor may be a view of the one modified, or of its base (a 3-D
                # input to nn.Linear is saved flattened, "output 0 of AsStrided"): views share
                # their base's version counter, so an op on a tensor or base of as many
                # elements stands for it when no tensor of that very shape was modified
                exact = facts["shape"] in shapes
                if not exact and not any(_numel(shape) == numel for shape in shapes):
                    continue
                if node:
                    rank = (2 if _same_op(last_op, node) else 1 if made_by is not None else 0)
                else:
                    rank = 1 if made_by is None else 0
                if best is None or (exact, rank, order) > best[0]:
                    best = ((exact, rank, order), site, name, made_by)
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
        if found is None and step is not None and step.explain(exc, facts, backward_site, record):
            self.checker.claimed.add(id(exc))
            return
        if found is None and id(exc) in self.checker.unexamined_errors:
            return  # (the sampling left the steps before it unexamined: AGL017's evidence)
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
        site, name, made_by = found
        evidence.append(f"line {site[1]}: in-place '{name}' moved it from version {facts['exp']}")
        related = [(backward_site, "backward that needed the saved value")] if backward_site else []
        roots = record.roots if record is not None else None
        saver_node = saving_node(roots)
        saver = op_name(saver_node.name()) if saver_node is not None else None
        if saver is not None:
            evidence.append(f"the op that saved it for backward: {saver}")
        made_by = f" (the output of {op_name(made_by)})" if made_by else ""
        self.report.add(self.code, site,
                        f"in-place '{name}' modifies a tensor{made_by} that "
                        f"{saver or 'an op'} saved for backward (shape {shape}); use the "
                        f"out-of-place form or .clone() before it",
                        related=related, evidence=evidence,
                        graph=_saved_dot(roots, saver_node, site, name, backward_site, facts))
        note = (f"autograd-lint AGL006: the saved tensor was modified in place at "
                f"{_where(site)} ('{name}'), after the forward op that saved it and before the "
                f"backward at {_where(backward_site)}")
        if record is not None:
            record.add_note(note)
        else:
            from ..compiling import add_notes

            add_notes(exc, [note])


def _numel(shape: tuple) -> int:
    count = 1
    for size in shape:
        count *= size
    return count


def op_name(node_name: Optional[str]) -> str:
    """``MulBackward0`` -> ``mul``: the forward op a backward node belongs to."""
    if not node_name:
        return "?"
    return re.sub(r"Backward\d*$", "", node_name).lower() or node_name


def _same_op(inplace_name: Optional[str], node_name: str) -> bool:
    """``relu_`` / ``__iadd__`` against torch's node name ``Relu`` / ``AddBackward0``."""
    if not inplace_name:
        return False
    base = inplace_name.strip("_")
    if inplace_name.startswith("__i"):
        base = inplace_name[3:].strip("_")
        base = {"truediv": "div", "floordiv": "div"}.get(base, base)
    return base.replace("_", "") == op_name(node_name).replace("_", "")


def saving_op(roots, limit: int = 100_000) -> Optional[str]:
    """The forward op whose saved tensor no longer matches its saved version."""
    node = saving_node(roots, limit)
    return op_name(node.name()) if node is not None else None


def saving_node(roots, limit: int = 100_000):
    """The node of the failed backward's graph whose ``_saved_*`` read raises torch's in-place
    error."""
    if not roots:
        return None
    stack, seen = list(roots), set()
    while stack and len(seen) < limit:
        node = stack.pop()
        if node is None or id(node) in seen:
            continue
        seen.add(id(node))
        for attr in dir(node):  # (a custom autograd.Function's node: its ctx.saved_tensors)
            if not attr.startswith("_saved_") and attr != "saved_tensors":
                continue
            try:
                getattr(node, attr)
            except RuntimeError as exc:
                if INPLACE_TEXT in str(exc):
                    return node
            except Exception:
                continue
        stack.extend(child for child, _ in getattr(node, "next_functions", ()))
    return None


def _where(site) -> str:
    if site is None:
        return "?"
    import os

    return f"{os.path.basename(site[0])}:{site[1]}"


def _saved_dot(roots, saver, site, name, backward_site, facts) -> Optional[str]:
    """The backward's path from its loss to the node whose saved tensor was modified, and the
    in-place line that modified it."""
    if not roots or saver is None:
        return None
    from ..graph import Dot, add_node, parent_path, structure

    nodes, children, _ = structure(roots)
    path = parent_path(nodes, children, roots, id(saver))
    if not path:
        return None
    line = backward_site[1] if backward_site else "?"
    dot = Dot(f"AGL006: in-place '{name}' at line {site[1]} modified a tensor "
              f"{list(facts['shape'])} that {op_name(saver.name())} saved for the backward at "
              f"line {line}")
    previous = None
    for index, key in enumerate(path):
        last = index == len(path) - 1
        kind = "root" if index == 0 else ("freed" if last else "")
        extra = f"backward at line {line}" if index == 0 else (
            f"saved version {facts['exp']}, now {facts['now']}" if last else "")
        current = add_node(dot, nodes[key], lambda _: None, kind, extra)
        if previous is not None:
            dot.edge(previous, current, "hot" if last else "")
        previous = current
    note = dot.node("inplace", f"line {site[1]}: in-place '{name}'", "info")
    dot.edge(note, previous, "hot")
    return dot.source()
