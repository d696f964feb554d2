"""AGL014 at run time: ``step()`` / ``zero_grad()`` / ``backward()`` in an order that applies
nothing (or last iteration's gradient).

``zero_grad()`` of an optimizer (or of a module whose parameters it owns) is recorded with its line.
At ``step()`` (without a closure), when the optimizer's gradients were zeroed after the last
backward: if a backward ran between its previous step and that zeroing, the zeroing threw it away
(placed on the ``zero_grad()`` line); otherwise no backward had run yet (placed on the ``step()``
line). A first ``step()`` with every gradient None and no zeroing is placed on the step line too.
Reported once per optimizer.
"""
from __future__ import annotations

from .base import Monitor


class UpdateOrder(Monitor):
    code = "AGL014"
    needs_zero_grad = True  # reads checker.zeroed

    def __init__(self, checker) -> None:
        super().__init__(checker)
        self.done: set[int] = set()

    def on_step_pre(self, info, opt, site, frame) -> None:
        checker = self.checker
        if checker.step_has_closure or info.key in self.done:
            return
        zero = checker.zeroed.get(info.key)
        last_backward = checker.last_backward_seq
        if zero is not None:
            if zero[0] < last_backward:
                return
            if info.last_step_seq < last_backward < zero[0] and zero[1] is not None:
                where, why = zero[1], (f"zero_grad() on line {zero[1][1]} clears the gradients "
                                       f"of the backward on line "
                                       f"{_line(checker.last_backward_site)} "
                                       f"before step() on line {site[1] if site else '?'} uses them")
                related = [(site, "step() that then applies zero/None gradients")]
            else:
                where, why = site, (f"no backward ran since zero_grad() on line "
                                    f"{zero[1][1] if zero[1] else '?'}: this step() sees only "
                                    f"zero/None gradients")
                related = [(zero[1], "zero_grad()")] if zero[1] else []
        elif info.steps == 0 and last_backward < 0 and all(p.grad is None for p in info.params):
            where, why, related = site, "the first step() runs before any backward", []
        else:
            return
        if where is None:
            return
        self.done.add(info.key)
        self.report.add(self.code, where,
                        "optimizer update order: zero_grad() -> backward() -> step() is the order "
                        "that applies this iteration's gradients; here the step sees none",
                        related=related, evidence=[why])


def _line(site) -> str:
    return str(site[1]) if site else "?"
