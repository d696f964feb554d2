"""Steady-loop sampling: a training loop that repeats itself is examined in windows.

Full mode walks each backward's graph and runs the monitors at every backward, step and
``zero_grad()``: about 100 µs of Python per iteration, 4-6% of a small model's CPU step. A training
loop runs the same iteration thousands of times, and a pitfall in it shows in its first iterations
and in every later one. So once every backward of the program has repeated itself ``STEADY``
times in a row, the checker examines windows and leaves the stretches between them unexamined.
A backward repeats itself when it has:
- the same call path (the user's frame and its caller) and the same type of loss node;
- a number of graph nodes created since that path's previous backward already seen there (up to
  ``_PATTERNS`` numbers: a PPO update runs its epochs' backwards on one batch, then acts for the
  next one, so one line alternates two counts);
- after the previous backward, a sequence of steps and zeroings (which optimizer or module each,
  in order) already seen after that backward's path (up to ``_PATTERNS`` sequences: gradient
  accumulation alternates two).

A window examines at least ``WINDOW`` backwards and two optimizer steps; the stretch after it
leaves about ``SKIP`` times as many backwards unexamined, its length jittered so that no window
keeps a fixed phase in an epoch. For an unexamined backward, and the steps and zeroings after it,
the checker keeps only its own bookkeeping: event numbers, the last backward and zeroing, each
optimizer's steps.

Any change ends a stretch at once, and the event that shows it is examined:
- a new call path, another node count or loss type, a backward with ``retain_graph``,
  ``create_graph``, ``inputs`` or ``torch.autograd.grad``, a backward inside a
  ``step(closure)``;
- a step or zeroing that departs from every sequence seen after the last backward's path (a
  missing ``zero_grad()``, an extra ``step()``, a reordering), before its handlers run; once the
  sampling has started, such a departure ends it for good (``off``);
- a ``step(closure)``, a new or freed optimizer, a finding (new or repeated).

When a stretch ends the monitors are told (``on_gap``) to forget the state that spans it: a
step's gradient snapshot, the parameters reached, a suspicion awaiting a step. A backward left
unexamined that raises is explained from what the checker kept (its line and roots, the in-place
log) and gets a note suggesting ``--exhaustive``. ``exhaustive=True`` (``--exhaustive``) examines
every event.
"""
from __future__ import annotations

from sys import _getframe

STEADY = 64  # backwards in a row that repeated themselves before the sampling starts
WINDOW = 16  # a window examines at least WINDOW backwards and two optimizer steps,
SKIP = 7  # then about SKIP times as many backwards go unexamined (jittered: a stretch's length
# varies by up to a quarter, so that no window keeps the same phase in an epoch)
PERIOD = WINDOW * (SKIP + 1)  # backwards per window and stretch, on average
# the frame of `loss.backward()` seen from skip(): skip, the engine's wrapper,
# torch.autograd.backward, Tensor.backward, then the user's
_USER_DEPTH = 4
_MAX_PATHS = 256
_PATTERNS = 4  # event patterns a call path may alternate between (gradient accumulation)


class SteadyLoop:
    """Decides, backward by backward, whether the checker examines it."""

    __slots__ = ("checker", "paths", "stable", "skipping", "skipped", "bounds", "events",
                 "previous", "matching", "left", "window", "window_steps", "started", "off",
                 "_additions", "_owners", "_random")

    def __init__(self, checker) -> None:
        self.checker = checker
        # call path -> [sequence number of its last loss node, the node counts seen since the
        # one before (at most _PATTERNS: PPO's epochs over one batch make one count, the
        # rollout before the next batch another), the loss node's type, the event sequences seen
        # after it (at most _PATTERNS)]
        self.paths: dict[tuple, list] = {}
        self.stable = 0  # backwards in a row that repeated themselves
        self.skipping = False  # inside a stretch left unexamined
        self.skipped = 0  # backwards left unexamined
        # (loss node number, optimizer steps so far) of each one, when a monitor asks (AGL010
        # reads a tensor's iteration from them) and until it reads them
        self.bounds: list | None = None
        # the steps and zeroings since the last backward (which optimizer or module each, in
        # order): they must repeat what followed that backward's path before; inside a stretch
        # left unexamined, the first event that departs from every sequence seen ends it, so
        # that event is examined
        self.events: list = []
        self.previous: list | None = None  # the last backward's path entry
        self.matching: list = []  # the sequences seen after it that the events still follow
        self.left = 0  # backwards still to skip in this stretch
        self.window = 0  # backwards examined in this window
        self.window_steps = 0  # optimizer steps examined in this window
        self.started = False  # the sampling started once
        # a step or zeroing departed from the sequences seen after the sampling started (an
        # extra step at each epoch's end, a zeroing that stops): the evidence of such a pitfall
        # lies in the events before it, which a stretch would leave unexamined, so from there
        # on every event is examined
        self.off = False
        self._additions = 0
        self._owners = 0
        self._random = 0x2545F491  # (a fixed seed: the same program is sampled the same way)

    def event(self, code: int, step: bool) -> None:
        """A step or a zeroing (``code`` tells which and of what)."""
        if self.off:
            return
        events = self.events
        events.append(code)
        if not self.skipping:
            if step:
                self.window_steps += 1
            return
        n = len(events)
        self.matching = matching = [seen for seen in self.matching
                                    if len(seen) >= n and seen[n - 1] == code]
        if not matching:
            self.off = True
            self.reset(self.checker)  # (this event and all after it are examined)

    def skip(self, checker, t_outputs, args: tuple, kwargs: dict) -> bool:
        """Whether the backward about to run is left unexamined; when it is, its bookkeeping is
        done here."""
        if self.off:
            return False
        events, self.events = tuple(self.events), []
        previous, self.previous = self.previous, None
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
            self.paths[key] = self.previous = [number, set(), kind, set()]
            return self.reset(checker)
        self.previous = entry
        self.matching = list(entry[3])
        count = number - entry[0]
        entry[0] = number
        changed = count not in entry[1] or kind is not entry[2]
        if previous is None or events not in previous[3]:
            if previous is not None:
                # (a departure: see ``off``; not the first events after a call path seen for
                # the first time, as when a loop calls its step from a second place)
                if self.started and previous[3]:
                    self.off = True
                    return self.reset(checker)
                if len(previous[3]) >= _PATTERNS:
                    previous[3].clear()
                previous[3].add(events)
            changed = True
        if changed:
            if len(entry[1]) >= _PATTERNS or kind is not entry[2]:
                entry[1].clear()
            entry[1].add(count)
            entry[2] = kind
            return self.reset(checker)
        report = checker.report
        if report.additions != self._additions or checker.owners_version != self._owners or \
                checker.gone:
            self._additions = report.additions
            self._owners = checker.owners_version
            return self.reset(checker)
        self.stable += 1
        if self.stable <= STEADY:
            return False
        self.started = True
        if self.skipping:
            if self.left > 0:
                self.left -= 1
                return self._skipped(checker, number)
            self.end_gap(checker)
            return False
        self.window += 1
        if self.window <= WINDOW or (self.window_steps < 2 and checker.optimizers):
            return False  # (the window goes on)
        # a stretch left unexamined starts: about SKIP times the window, jittered
        self._random = (self._random * 1_103_515_245 + 12_345) & 0x7FFFFFFF
        spread = max(1, self.window // 2)
        self.left = self.window * SKIP - spread // 2 + self._random % spread - 1
        self.skipping = True
        return self._skipped(checker, number)

    def _skipped(self, checker, number: int) -> bool:
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
        self.window = self.window_steps = 0
        return False

    def end_gap(self, checker) -> None:
        """The stretch left unexamined ends: the monitors forget what spans it."""
        self.skipping = False
        self.window = self.window_steps = 0
        checker.gap_seq = checker.seq
        for handler in checker._on["on_gap"]:
            try:
                handler()
            except Exception as exc:
                checker.report.fault("on_gap", exc)
