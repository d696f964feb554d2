"""Steady-loop sampling: a training loop that repeats itself is examined in windows.

Full mode walks each backward's graph and runs the monitors at every backward, step and
``zero_grad()``: about 100 µs of Python per iteration, 4-6% of a small model's CPU step. A training
loop runs the same iteration thousands of times, and a pitfall in it shows in its first iterations
and in every later one. So once every backward of the program has repeated itself ``STEADY``
times in a row (the same call path, the same type of loss node, and the same number of graph nodes
created since that path's previous backward), the checker examines the first ``WINDOW`` backwards
of every ``PERIOD`` in full. For the others, and for the steps and zeroings that follow them, it
keeps only its own bookkeeping: event numbers, the last backward and zeroing, each optimizer's
steps.

Any change ends the sampling at once, and that backward is examined:
- a new call path, or another node count or loss type on a known one;
- a backward with ``retain_graph``, ``create_graph``, ``inputs`` or ``torch.autograd.grad``;
- a ``step(closure)``, a new or freed optimizer, a finding (new or repeated);
- a backward that raises.

Skipping never makes a finding. The monitors see whole iterations or none: a skipped stretch
starts and ends at a backward. When it ends they are told (``on_gap``) to forget the state that
spans it: a step's gradient snapshot, an earlier step's parameter versions. ``exhaustive=True``
(``--exhaustive``) examines every event.
"""
from __future__ import annotations

from sys import _getframe

STEADY = 64  # backwards in a row that repeat themselves before the sampling starts
PERIOD = 128  # then, of every PERIOD backwards,
WINDOW = 16  # the first WINDOW are examined (a window holds several iterations, whatever their
# number of backwards: a monitor that compares an iteration with the one before still can)
# the frame of `loss.backward()` seen from skip(): skip, the engine's wrapper,
# torch.autograd.backward, Tensor.backward, then the user's
_USER_DEPTH = 4
_MAX_PATHS = 256


class SteadyLoop:
    """Decides, backward by backward, whether the checker examines it."""

    __slots__ = ("paths", "stable", "skipping", "skipped", "bounds", "_additions", "_owners")

    def __init__(self) -> None:
        # call path -> [sequence number of its last loss node, node count since the one before,
        # the loss node's type]
        self.paths: dict[tuple, list] = {}
        self.stable = 0  # backwards in a row that repeated themselves
        self.skipping = False  # inside a stretch left unexamined
        self.skipped = 0  # backwards left unexamined
        # (loss node number, optimizer steps so far) of each one, when a monitor asks (AGL010
        # reads a tensor's iteration from them) and until it reads them
        self.bounds: list | None = None
        self._additions = 0
        self._owners = 0

    def skip(self, checker, t_outputs, args: tuple, kwargs: dict) -> bool:
        """Whether the backward about to run is left unexamined; when it is, its bookkeeping is
        done here."""
        # (the engine's arguments: grad tensors, retain_graph, create_graph, inputs)
        if len(args) < 4 or args[1] or args[2] or type(args[3]) is not tuple or args[3] or \
                kwargs.get("accumulate_grad") is False or type(t_outputs) is not tuple or \
                len(t_outputs) != 1 or checker._closure_starts:  # (inside a step(closure))
            return self.reset(checker)
        root = getattr(t_outputs[0], "grad_fn", None)
        if root is None:
            return self.reset(checker)
        # (ids: a code object's hash reads all its fields; the two frames above the call, the
        # user's line and its caller for `loss.backward()`, are long-lived: sys._getframe makes
        # a frame object for them once, not for torch's short-lived frames in between)
        try:
            frame = _getframe(_USER_DEPTH)
        except ValueError:
            return self.reset(checker)
        back = frame.f_back
        key = (id(frame.f_code), frame.f_lasti, id(back.f_code), back.f_lasti) \
            if back is not None else (id(frame.f_code), frame.f_lasti)
        number = root._sequence_nr()
        kind = type(root)
        entry = self.paths.get(key)
        if entry is None:
            if len(self.paths) >= _MAX_PATHS:
                self.paths.clear()
            self.paths[key] = [number, None, kind]
            return self.reset(checker)
        count = number - entry[0]
        entry[0] = number
        if count != entry[1] or kind is not entry[2]:
            entry[1] = count
            entry[2] = kind
            return self.reset(checker)
        report = checker.report
        if report.additions != self._additions or checker.owners_version != self._owners or \
                checker.gone:
            self._additions = report.additions
            self._owners = checker.owners_version
            return self.reset(checker)
        self.stable += 1
        if self.stable <= STEADY or (self.stable - STEADY - 1) % PERIOD < WINDOW:
            if self.skipping:
                self.end_gap(checker)
            return False
        self.skipping = True
        self.skipped += 1
        bounds = self.bounds
        if bounds is not None:
            bounds.append((number, checker.steps_done))
            if len(bounds) > 1024:  # (unread: keep the newest)
                del bounds[:512]
        checker.in_step = False
        checker.seq += 1
        checker.last_backward_seq = checker.seq
        return True

    def reset(self, checker) -> bool:
        """Something changed: examine from here on (returns False: examine this backward)."""
        self.stable = 0
        if self.skipping:
            self.end_gap(checker)
        return False

    def end_gap(self, checker) -> None:
        """The stretch left unexamined ends: the monitors forget what spans it."""
        self.skipping = False
        checker.gap_seq = checker.seq
        for handler in checker._on["on_gap"]:
            try:
                handler()
            except Exception as exc:
                checker.report.fault("on_gap", exc)
