"""The events a monitor may handle; the Checker only calls the ones a monitor overrides."""
from __future__ import annotations

from typing import TYPE_CHECKING, Optional

if TYPE_CHECKING:  # pragma: no cover
    from ..checker import Checker
    from ..records import BackwardRecord, OptInfo
    from ..frames import Site


class Monitor:
    code = ""
    #: the checker records every zero_grad() (``checker.zeroed``) when a monitor reads it
    needs_zero_grad = False
    #: the checker watches every optimizer step (``checker.in_step``, ``checker.steps_done``
    #: and the step events)
    needs_steps = False
    #: events whose handler returns at once until something happens that the monitor (or the
    #: checker) then announces with ``checker.wake(monitor)``: until then they are not sent
    idle_events: tuple = ()

    def __init__(self, checker: "Checker") -> None:
        self.checker = checker
        self.report = checker.report

    def install(self):
        """Install this monitor's own hooks on entry; return a callable that removes them."""
        return None

    def on_leaf_backward(self, leaves, site: Optional["Site"], frame) -> None:
        """A backward whose outputs are leaves that require grad (no graph to run)."""

    def on_backward_start(self, record: "BackwardRecord") -> None:
        """Before the engine runs: the graph was walked, ``record.params`` / ``hits`` are set."""

    def on_backward_end(self, record: "BackwardRecord", exc: Optional[BaseException]) -> None:
        """After the engine ran: always when it raised (``exc``, re-raised afterwards); after a
        success only when a monitor set ``record.wants_end`` in ``on_backward_start``."""

    def on_step_pre(self, info: "OptInfo", opt, site: Optional["Site"], frame) -> None:
        """Before ``opt.step()``; ``frame`` is the user's frame that called it."""

    def on_step_post(self, info: "OptInfo", opt) -> None:
        """After ``opt.step()``."""

    def on_idle_closure_step(self, info: "OptInfo", opt, started: int) -> None:
        """After an ``opt.step(closure)`` whose closure ran no backward (Lightning's manual
        optimization passes such a closure): its gradients are those it found, as a step without
        closure sees them. ``started``: the checker's event number when the step began."""

    def on_zero_grad(self, keys, entry: tuple) -> None:
        """Before ``zero_grad()`` of an optimizer or a module (``needs_zero_grad`` monitors):
        ``keys`` of the optimizers whose parameters it zeroes, ``entry`` (seq, site, set_to_none)."""

    def on_gap(self) -> None:
        """The sampling of a steady loop (sampling.py) left some iterations unexamined, and the
        event about to be sent (a backward, a step or a zeroing) is examined again: forget what
        spans the gap (a snapshot a later event would compare with). ``checker.gap_seq`` is the
        event number of its end."""

    def on_warning(self, message, category, filename: str, lineno: int) -> None:
        """A warning about to be shown."""

    def on_exception(self, exc: BaseException) -> None:
        """The exception that ended the checked block (it propagates)."""

    def on_optimizer_gone(self, info: "OptInfo") -> None:
        """An optimizer was freed (its ``info.ids`` say which parameters it owned)."""

    def on_exit(self) -> None:
        """The checked block ended."""
