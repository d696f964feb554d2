"""AGL014 at run time: ``step()`` / ``zero_grad()`` / ``backward()`` in an order that applies
nothing (or last iteration's gradient, or only the last micro-batch's).

``zero_grad()`` of an optimizer (or of a module whose parameters it owns) is recorded with its line.
At ``step()`` (a ``step(closure)`` when it ends, if its closure ran no backward), when the
optimizer's gradients were zeroed after the last backward and some are still None or zero
(gradients the program sets itself, from ``torch.func`` or an estimate, are all set: quiet; so is
a closure that zeroes, then skips its backward): if a backward ran between its previous step and
that zeroing, the zeroing threw it away (placed on the ``zero_grad()`` line); otherwise no
backward had run yet (placed on the ``step()`` line). A first ``step()`` with every gradient None
and no zeroing is placed on the step line too.

Zeroing every micro-batch of a gradient accumulation loop: each backward is remembered per
optimizer whose parameters it reached (its line and the optimizers it reached). A ``zero_grad()``
that finds gradients of a backward since the optimizer's last step throws them away unused; when
the backward that then feeds the ``step()`` comes from the same line and reaches the same
optimizers, the step applies only the last micro-batch's share: placed on the ``zero_grad()`` line.
A GAN's generator loss also writes into the discriminator's parameters, which the discriminator's
zeroing discards (another line, other optimizers reached): quiet. Gradients that are not all finite
(a step a ``GradScaler`` skipped) are not counted as thrown away. Reported once per optimizer.
"""
from __future__ import annotations

from .base import Monitor

#: words of the static rule's message for this kind (a light run cannot observe it)
ACCUMULATION_WORDS = "gradient accumulation loop"


class UpdateOrder(Monitor):
    code = "AGL014"
    needs_zero_grad = True  # reads checker.zeroed

    def __init__(self, checker) -> None:
        super().__init__(checker)
        self.done: set[int] = set()
        # optimizer key -> (seq, site, owner keys) of the last backward that reached its parameters
        self.reached: dict[int, tuple] = {}
        # optimizer key -> (site, owner keys) of the backward whose gradients its last step applied
        self.used: dict[int, tuple] = {}
        # optimizer key -> (zero seq, zero site, backward site, owner keys, count): a zeroing since
        # its last step that threw away a backward's gradients no step had used
        self.wiped: dict[int, tuple] = {}
        self.last_zero: dict[int, int] = {}
        # optimizer key -> (backward seq, parameter index, weak reference to its gradient) right
        # after a backward that follows a zeroing that threw gradients away
        self.after: dict[int, tuple] = {}
        self.ending: tuple = ()  # (seq, keys) of the backward whose end is awaited
        # optimizer key -> the facts its last step(closure) started with (judged at its end)
        self.closure_steps: dict[int, tuple] = {}
        if checker.light:  # (the static findings of that kind are "not observable" in light mode)
            self.report.unwatched_kinds[self.code] = (ACCUMULATION_WORDS,)

    def on_optimizer_gone(self, info) -> None:
        key = info.key  # (ids are reused: a new optimizer must not inherit this one's history)
        self.done.discard(key)
        for table in (self.reached, self.used, self.wiped, self.last_zero, self.after,
                      self.closure_steps):
            table.pop(key, None)

    def on_gap(self) -> None:
        # (zeroings, backwards and steps went unexamined since these were read)
        self.wiped.clear()
        self.after.clear()
        self.ending = ()

    def on_backward_start(self, record) -> None:
        params = record.params
        if not record.accumulate or not params or self.checker.light:
            return  # (light mode: every optimizer's parameters, not those the backward reached)
        owners = record.owners  # (the union of the owners' keys, read once per backward)
        if owners is None:
            return
        entry = (record.seq, record.site, owners)
        reached = self.reached
        for key in owners:
            reached[key] = entry
        if self.wiped:
            keys = [key for key in owners if key in self.wiped]
            if keys:  # read what the backward leaves in .grad (did the program replace it?)
                record.wants_end = True
                self.ending = (record.seq, keys)

    def on_backward_end(self, record, exc) -> None:
        if exc is not None or not self.ending or self.ending[0] != record.seq:
            return
        import weakref

        _, keys = self.ending
        self.ending = ()
        for key in keys:
            info = self.checker.optimizers.get(key)
            if info is None:
                continue
            for index, p in enumerate(info.params):
                if p.grad is not None:
                    self.after[key] = (record.seq, index, weakref.ref(p.grad))
                    break

    def on_zero_grad(self, keys, entry) -> None:
        seq, site, _ = entry
        optimizers = self.checker.optimizers
        for key in keys:
            previous = self.last_zero.get(key, -1)
            self.last_zero[key] = seq
            reach = self.reached.get(key)
            info = optimizers.get(key)
            if key in self.done or reach is None or info is None or site is None or \
                    reach[0] <= info.last_step_seq or reach[0] <= previous:
                continue  # nothing since its last step (or since the last zeroing) is lost
            used = self.used.get(key)
            if used is not None and used != reach[1:]:
                continue  # gradients of another backward than the one its steps apply (a GAN)
            if not _finite_gradients(info.params):
                continue  # a step skipped on inf/nan (GradScaler): nothing usable is lost
            wiped = self.wiped.get(key)
            count = wiped[4] + 1 if wiped is not None and wiped[2:4] == reach[1:] else 1
            self.wiped[key] = (seq, site, reach[1], reach[2], count)

    def on_step_pre(self, info, opt, site, frame) -> None:
        checker = self.checker
        key = info.key
        wiped = self.wiped.pop(key, None)
        reach = self.reached.get(key)
        fresh = reach is not None and reach[0] > info.last_step_seq
        if fresh:
            self.used[key] = reach[1:]
        if key in self.done:
            return
        facts = (info.last_step_seq, info.steps, wiped, reach, fresh, site)
        if checker.step_has_closure:
            # judged when the step ends, unless its closure runs a backward (recomputing the
            # gradients); Lightning's manual optimization passes one that runs none
            self.closure_steps[key] = facts
            return
        self._judge(info, *facts)

    def on_idle_closure_step(self, info, opt, started: int) -> None:
        facts = self.closure_steps.pop(info.key, None)
        if facts is None or info.key in self.done:
            return
        zero = self.checker.zeroed.get(info.key)
        if zero is not None and zero[0] > started:
            return  # the closure zeroed, then skipped its backward (a bad batch): on purpose
        self._judge(info, *facts)

    def _judge(self, info, last_step_seq: int, steps: int, wiped, reach, fresh: bool,
               site) -> None:
        """The step's verdict, from the facts read when it started."""
        checker = self.checker
        key = info.key
        zero = checker.zeroed.get(key)
        last_backward = checker.last_backward_seq
        if zero is not None and zero[0] >= last_backward:
            if not _some_cleared(info.params):
                return  # every one set by the program since the zeroing (torch.func, an estimate)
            if last_step_seq < last_backward < zero[0] and zero[1] is not None:
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
        elif zero is None and steps == 0 and last_backward < 0 and \
                all(p.grad is None for p in info.params):
            where, why, related = site, "the first step() runs before any backward", []
        elif wiped is not None and fresh and reach[0] > wiped[0] and reach[1:] == wiped[2:4]:
            if self._applies_last_backward(info, reach[0]):
                self._accumulation_wiped(key, wiped, site)
            return
        else:
            return
        if where is None:
            return
        self.done.add(key)
        self.report.add(self.code, where,
                        "optimizer update order: zero_grad() -> backward() -> step() is the order "
                        "that applies this iteration's gradients; here the step sees none",
                        related=related, evidence=[why])

    def _applies_last_backward(self, info, seq: int) -> bool:
        """The step applies the gradients the last backward left (clipped in place or not), not
        gradients the program set itself (per-sample clipping: ``p.grad = total / n``)."""
        after = self.after.pop(info.key, None)
        if after is None or after[0] != seq or after[1] >= len(info.params):
            return False
        return info.params[after[1]].grad is after[2]()

    def _accumulation_wiped(self, key: int, wiped: tuple, site) -> None:
        _, zero_site, backward_site, _, count = wiped
        self.done.add(key)
        backward = _line(backward_site)
        self.report.add(
            self.code, zero_site,
            f"zero_grad() between the backwards of a {ACCUMULATION_WORDS} wipes the "
            f"gradients kept for the next step(), which sees only the last micro-batch; zero "
            f"right after the step",
            related=[(backward_site, "backward whose gradients are thrown away, then applied "
                                     "alone"),
                     (site, "step() that applies only the last micro-batch's gradients")],
            evidence=[f"since the previous step(), zero_grad() on line {zero_site[1]} threw away "
                      f"the gradients of {count} backward(s) on line {backward} before any step() "
                      f"used them; step() on line {_line(site)} applies only those of the next "
                      f"backward on line {backward}"])


def _finite_gradients(params) -> bool:
    """Some gradient is there and every one is finite (read before zero_grad() clears them)."""
    import torch

    grads = [p.grad for p in params if p.grad is not None]
    if not grads:
        return False
    with torch.no_grad():
        return all(bool(torch.isfinite(g).all()) for g in grads)


def _some_cleared(params) -> bool:
    """Some trainable parameter's gradient is None or all zeros: the zeroing left the step
    nothing for it (a program that sets the gradients itself sets them all)."""
    import torch

    with torch.no_grad():
        try:
            return any(p.grad is None or not bool(p.grad.any()) for p in params
                       if p.requires_grad)
        except Exception:  # (a tensor subclass that cannot be read: no evidence)
            return False


def _line(site) -> str:
    return str(site[1]) if site else "?"
