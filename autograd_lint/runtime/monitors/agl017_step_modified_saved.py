"""AGL017 at run time: ``optimizer.step()`` modified parameters a pending backward still needs.

Each ``step()`` remembers the version counters of its parameters before it ran (a list of ints,
the last four steps per optimizer). When torch raises "one of the variables needed for gradient
computation has been modified by an inplace operation", and no user in-place op (AGL006) moved
that tensor, a parameter of that shape whose version a recorded ``step()`` moved from the saved
version names the step: the finding is placed on that ``step()`` line, with the backward line as
related line, and the exception gets a note.
"""
from __future__ import annotations

from collections import deque
from operator import attrgetter

from .base import Monitor

_VERSION = attrgetter("_version")


class StepModifiedSaved(Monitor):
    code = "AGL017"

    def __init__(self, checker) -> None:
        super().__init__(checker)
        self.history: dict[int, deque] = {}

    def on_step_pre(self, info, opt, site, frame) -> None:
        steps = self.history.get(info.key)
        if steps is None:
            steps = self.history[info.key] = deque(maxlen=4)
        steps.append((site, info.params, list(map(_VERSION, info.params)), info.ref))

    def on_gap(self) -> None:
        self.history.clear()  # (versions from before steps left unexamined: stale)

    def on_optimizer_gone(self, info) -> None:
        self.history.pop(info.key, None)  # its steps hold the parameters

    def on_exception(self, exc) -> None:
        inplace = self.checker.monitor_by_code.get("AGL006")
        if inplace is not None or id(exc) in self.checker.claimed:
            return  # AGL006's explain() calls explain() below
        from .agl006_inplace_saved import INPLACE_TEXT, parse

        if isinstance(exc, RuntimeError) and INPLACE_TEXT in str(exc):
            facts = parse(str(exc))
            if facts is not None:
                site = self.checker.frames.traceback_site(exc.__traceback__)
                if self.explain(exc, facts, site, None):
                    self.checker.claimed.add(id(exc))

    def on_backward_end(self, record, exc) -> None:
        if exc is None or "AGL006" in self.checker.monitor_by_code:
            return
        from .agl006_inplace_saved import INPLACE_TEXT, parse

        if isinstance(exc, RuntimeError) and INPLACE_TEXT in str(exc) and \
                id(exc) not in self.checker.claimed:
            facts = parse(str(exc))
            if facts is not None and self.explain(exc, facts, record.site, record):
                self.checker.claimed.add(id(exc))

    def explain(self, exc, facts, backward_site, record) -> bool:
        exp = facts["exp"]
        best = None
        for key, steps in self.history.items():
            steps = list(steps)
            for i, (site, params, versions, ref) in enumerate(steps):
                for j, p in enumerate(params):
                    if p._version != facts["now"] or not _same_shape(p, facts["shape"]):
                        continue
                    after = steps[i + 1][2][j] if i + 1 < len(steps) and \
                        j < len(steps[i + 1][2]) else p._version
                    if versions[j] <= exp < after:
                        best = (site, ref(), p)
        if best is None or best[0] is None:
            return False
        site, opt, param = best
        from ..naming import Namer

        frame = record.frame if record is not None else None
        namer = Namer(frame, self.checker)
        name = namer.param(param)
        opt_name = namer.obj(opt, "the optimizer") if opt is not None else "the optimizer"
        related = [(backward_site, "backward that needed the old value")] if backward_site else []
        self.report.add(
            self.code, site,
            f"{opt_name}.step() updated {name} in place while a graph built before it still "
            f"needed its old value; call that backward before the step, or recompute the forward "
            f"after it",
            related=related,
            evidence=[f"{name} was saved for backward at version {exp}; this step() moved it "
                      f"(now version {facts['now']})",
                      "torch raised at the backward: one of the variables needed for gradient "
                      "computation has been modified by an inplace operation"])
        import os

        note = (f"autograd-lint AGL017: {opt_name}.step() at {os.path.basename(site[0])}:{site[1]} "
                f"modified {name} after the forward that saved it")
        if record is not None:
            record.add_note(note)
        else:
            from ..compiling import add_notes

            add_notes(exc, [note])
        return True


def _same_shape(param, shape) -> bool:
    """The saved tensor may be a view of the parameter (``weight.t()`` in ``F.linear``)."""
    size = 1
    for n in shape:
        size *= n
    return tuple(param.shape) == shape or (param.numel() == size
                                           and sorted(param.shape) == sorted(shape))
