"""The Checker: installs the monitors on entry, removes every one on exit (also on exceptions).

Event sources, all at backward/step granularity (no per-op Python dispatch on the hot path):

* every backward pass (``Tensor.backward``, ``torch.autograd.backward`` and ``torch.autograd.grad``
  all go through ``torch.autograd._engine_run_backward``, which is wrapped): the graph is walked
  once, before the engine runs, collecting the parameters it will accumulate into and the nodes an
  earlier backward already freed;
* every ``Optimizer.step()`` (torch's global optimizer step pre/post hooks) and every optimizer
  built (``Optimizer.__init__``, so ownership is known from the first iteration);
* every module call from user code (a global forward pre-hook; skipped in light mode): where a
  tensor entered a network, and where each network was last called;
* warnings torch issues (``warnings.showwarning``) and the exception that ends the block.

Once a training loop repeats itself, the full mode examines it in windows and keeps only its
own bookkeeping in between (``sampling.py``; ``exhaustive=True`` examines every event).

Each monitor (one per code, in ``monitors/``) turns these events into findings. Any exception in
autograd-lint's own code is reported as a warning; the user's program goes on untouched.
"""
from __future__ import annotations

import functools
import itertools
import threading
from collections import deque
import sys
import warnings
import weakref
from typing import Any, Callable, Iterable, Optional

import torch

from .codes import MONITORED_CODES
from .compiling import add_notes, is_compiling as _is_compiling  # (dynamo folds hooks away)
from .frames import FrameFilter, Site
from .graph import (ACCUMULATE_GRAD, ENTRY_KEY, input_nodes, needed_nodes, root_nodes,
                    saved_released)
from .records import _EMPTY, BackwardRecord, OptInfo
from .report import RuntimeReport
from .sampling import SteadyLoop

_MAX_PASSED = 32  # items of a container argument looked at for the tensors it passes

_ACTIVE: list["Checker"] = []
__tracebackhide__ = True  # pytest: the wrappers' frames are not the user's


class Checker:
    """``with Checker() as report:`` runs the block under the runtime monitors."""

    def __init__(self, select: Optional[Iterable[str]] = None, graph_dir: Optional[str] = None,
                 light: bool = False, exhaustive: bool = False) -> None:
        codes = [c.upper() for c in (select or MONITORED_CODES)]
        self.codes = tuple(c for c in MONITORED_CODES if any(c.startswith(s) for s in codes))
        self.graph_dir = graph_dir
        self.light = light
        # a training loop that repeats itself is examined in windows (sampling.py)
        self.sampler = None if light or exhaustive else SteadyLoop(self)
        self.gap_seq = -1  # the event number where the last stretch left unexamined ended
        self.unexamined_errors: set[int] = set()  # ids of errors raised by unexamined backwards
        self.report = RuntimeReport()
        self.frames = FrameFilter()
        self.seq = 0
        self.active = False
        self.all_params: list = []  # every optimizer's parameters (light mode)
        self.records: list[BackwardRecord] = []
        self.optimizers: dict[int, OptInfo] = {}
        self.owner_map: dict[int, frozenset] = {}
        self.owners_version = 0  # changes with owner_map
        self.modules: dict[int, list] = {}  # id(module) -> [weakref, site, seq]
        self.modules_version = 0
        # id(module) -> (weakref, site) of its last call from a user network's forward (a
        # momentum copy inside the model that holds both encoders): where it is reported
        self.inner_sites: dict[int, tuple] = {}
        self.unused_params: set[int] = set()  # params of target-network copies (AGL001)
        # nodes freed by recent backwards, by sequence number: a log of (the backward's record,
        # sequence numbers, types), indexed lazily (seq -> (record, node type)) only when a walk
        # meets a node older than the newest freed one, which a plain training loop never does
        self._freed_log: deque = deque()
        self._freed_count = 0
        self._freed_index: Optional[dict] = None
        self._watermark = -1  # the largest sequence number any logged backward freed
        self._undo: list[Callable[[], None]] = []
        self._module_hook_wanted = False
        self._module_hook_seq: Optional[int] = None
        self._exceptions_seen: set[int] = set()
        self.claimed: set[int] = set()  # ids of exceptions a monitor already explained
        self._in_warning = False
        # facts shared by the AGL014/AGL018 monitors (cheap: a few assignments per event)
        self.last_backward_seq = -1
        self.last_backward_site: Optional[Site] = None
        self.zeroed: dict[int, tuple] = {}  # optimizer key -> (seq, site, set_to_none) of its last zeroing
        self.step_has_closure = False
        self.stopped_optimizers: set[int] = set()  # keys of optimizers stepping rebound tensors
        self.gone: list[OptInfo] = []  # optimizers freed since the last event
        from .monitors import build_monitors

        self.monitors = build_monitors(self, self.codes)
        self._on = {name: [getattr(m, name) for m in self.monitors if _overrides(m, name)]
                    for name in ("on_backward_start", "on_backward_end", "on_step_pre",
                                 "on_step_post", "on_idle_closure_step", "on_warning",
                                 "on_exception", "on_exit",
                                 "on_leaf_backward", "on_optimizer_gone", "on_zero_grad",
                                 "on_gap")}
        self.monitor_by_code = {m.code: m for m in self.monitors}
        # the events some monitor handles (what to install), muted handlers included
        self._handled = frozenset(name for name, handlers in self._on.items() if handlers)
        self.watch_zero_grad = any(m.needs_zero_grad for m in self.monitors)
        self.watch_steps = bool(self._on["on_step_pre"] or self._on["on_step_post"]) or \
            any(m.needs_steps for m in self.monitors)
        self.in_step = False  # inside optimizer.step() (its in-place ops are not the user's)
        self.nested_step = False  # this step runs inside another optimizer's step
        self.backward_ok = 0  # backwards that succeeded so far
        self.steps_done = 0  # optimizer steps that returned so far
        # id(opt) -> (the last backward, the event number) when its step(closure) began
        self._closure_starts: dict[int, tuple] = {}
        # monitor -> events whose handlers are left out of self._on until the monitor is woken
        self._muted: dict = {}
        for monitor in self.monitors:
            if monitor.idle_events:
                self.mute(monitor, monitor.idle_events)

    # ------------------------------------------------------------------ dispatch
    def mute(self, monitor, events: Iterable[str]) -> None:
        """Leave the monitor's handlers of ``events`` out of the dispatch lists: it has nothing to
        watch in this program yet (its handler would return at once). ``wake(monitor)`` puts
        them back when an event makes it relevant."""
        muted = self._muted.setdefault(monitor, set())
        for name in events:
            muted.add(name)
            self._on[name] = [h for h in self._on[name] if getattr(h, "__self__", None)
                              is not monitor]

    def wake(self, monitor) -> None:
        """Send the monitor every event it handles again (in the monitors' order)."""
        if monitor is None:
            return
        events = self._muted.pop(monitor, None)
        if not events:
            return
        for name in events:
            self._on[name] = [getattr(m, name) for m in self.monitors if _overrides(m, name)
                              and name not in self._muted.get(m, ())]

    # ------------------------------------------------------------------ install / remove
    def __enter__(self) -> RuntimeReport:
        if _ACTIVE:
            self.report.notice(
                "another autograd-lint checker is already active (autograd-lint run, the pytest "
                "plugin or an outer check()): this check() observes nothing, the active one "
                "reports what the block does")
            return self.report
        _ACTIVE.append(self)
        self.active = True
        for install in (self._install_backward, self._install_optimizer_hooks,
                        self._install_module_hook, self._install_warning_hook,
                        self._install_zero_grad_hooks):
            try:
                install()
            except Exception as exc:  # pragma: no cover - depends on the torch version
                self.report.fault(install.__name__, exc)
        for monitor in self.monitors:
            if not _overrides(monitor, "install"):
                continue
            try:
                undo = monitor.install()
                if undo is not None:
                    self._undo.append(undo)
            except Exception as exc:
                self.report.fault(f"{monitor.code} install", exc)
        return self.report

    def __exit__(self, exc_type, exc, tb) -> bool:
        if not self.active:
            return False
        self.active = False
        while self._undo:
            undo = self._undo.pop()
            try:
                undo()
            except Exception as err:  # pragma: no cover
                self.report.fault("removing a monitor", err)
        self._module_hook_seq = None  # removed with the rest; a later __enter__ starts afresh
        if self in _ACTIVE:
            _ACTIVE.remove(self)
        self.stopped_by_error = exc is not None and not (
            isinstance(exc, SystemExit) and exc.code in (None, 0))
        if exc is not None:
            self.observe_exception(exc)
            hide_own_frames(exc)
        if self.sampler is not None:
            self.report.backwards_skipped = self.sampler.skipped
        self.report.backwards = self.backward_ok
        for handler in self._on["on_exit"]:
            self._guard("on_exit", handler)
        for record in self.records:
            _release(record)
        self.records.clear()
        if self.graph_dir:
            try:
                self.report.write_graphs(self.graph_dir)
            except Exception as err:
                self.report.fault("writing graphs", err)
        return False  # never swallow the user's exception

    def _guard(self, where: str, fn: Callable, *args) -> Any:
        try:
            return fn(*args)
        except Exception as exc:
            self.report.fault(where, exc)
            return None

    def _install_backward(self) -> None:
        if not ({"on_backward_start", "on_backward_end", "on_leaf_backward"} & self._handled
                or self.watch_steps):
            return  # (the step monitors read last_backward_seq)
        module = torch.autograd
        name = "_engine_run_backward"
        original = getattr(module, name, None)
        if original is None:  # pragma: no cover - torch < 2.3
            raise RuntimeError("torch.autograd._engine_run_backward not found; backward not watched")
        checker = self

        if self.light:  # light mode: no graph walk
            @functools.wraps(original)
            def _engine_run_backward(t_outputs, *args, **kwargs):
                if checker.active and checker.all_params:
                    try:
                        checker._light_before_backward(kwargs)
                    except Exception as exc:
                        checker.report.fault("backward (light)", exc)
                try:
                    result = original(t_outputs, *args, **kwargs)
                    checker.backward_ok += 1
                    return result
                except RuntimeError as exc:
                    monitor = checker.monitor_by_code.get("AGL005")
                    if checker.active and monitor is not None:
                        site = checker.frames.user_site(sys._getframe(1))
                        checker._guard("backward error (light)", monitor.attribute, exc, site)
                    raise

            setattr(module, name, _engine_run_backward)
            self._undo.append(lambda: getattr(module, name) is _engine_run_backward
                              and setattr(module, name, original))
            return

        sampler = self.sampler

        @functools.wraps(original)
        def _engine_run_backward(t_outputs, *args, **kwargs):
            if not checker.active:
                return original(t_outputs, *args, **kwargs)
            if sampler is not None:
                try:
                    skip = sampler.skip(checker, t_outputs, args, kwargs)
                except Exception as exc:
                    skip = False
                    checker.report.fault("backward (sampling)", exc)
                if skip:
                    try:
                        result = original(t_outputs, *args, **kwargs)
                    except BaseException as exc:
                        checker._guard("backward (sampling)", checker._unexamined_failed,
                                       t_outputs, exc, sys._getframe(1))
                        raise
                    checker.backward_ok += 1
                    return result
            record = None
            try:
                record = checker._before_backward(t_outputs, args, kwargs)
            except Exception as exc:
                checker.report.fault("backward (before)", exc)
            try:
                result = original(t_outputs, *args, **kwargs)
            except BaseException as exc:
                if record is not None:
                    checker._after_backward(record, exc)
                raise
            if record is not None:
                checker._after_backward(record, None)
            return result

        setattr(module, name, _engine_run_backward)

        def undo() -> None:
            if getattr(module, name) is _engine_run_backward:
                setattr(module, name, original)

        self._undo.append(undo)

    def _install_optimizer_hooks(self) -> None:
        if not self.watch_steps:
            return
        from torch.optim.optimizer import (register_optimizer_step_post_hook,
                                           register_optimizer_step_pre_hook)

        pre = register_optimizer_step_pre_hook(self._step_pre)
        self._undo.append(pre.remove)
        post = register_optimizer_step_post_hook(self._step_post)
        self._undo.append(post.remove)

        cls = torch.optim.Optimizer
        original = cls.__dict__["__init__"]
        checker = self

        @functools.wraps(original)
        def __init__(opt, *args, **kwargs):
            original(opt, *args, **kwargs)
            if checker.active and not _is_compiling():
                try:
                    checker._opt_info(opt)
                except Exception as exc:
                    checker.report.fault("optimizer registration", exc)

        cls.__init__ = __init__

        def undo() -> None:
            if cls.__dict__.get("__init__") is __init__:
                cls.__init__ = original

        self._undo.append(undo)

    def _install_zero_grad_hooks(self) -> None:
        """``Optimizer.zero_grad`` / ``Module.zero_grad`` (AGL014, AGL018): who zeroed, where."""
        if not self.watch_zero_grad:
            return
        checker = self
        for cls in (torch.optim.Optimizer, torch.nn.Module):
            original = cls.__dict__["zero_grad"]

            def make(original, is_opt):
                @functools.wraps(original)
                def zero_grad(obj, *args, **kwargs):
                    if checker.active and not _is_compiling():
                        try:
                            checker._zero_grad(obj, is_opt, args, kwargs)
                        except Exception as exc:
                            checker.report.fault("zero_grad hook", exc)
                    return original(obj, *args, **kwargs)
                return zero_grad

            wrapper = make(original, cls is torch.optim.Optimizer)
            setattr(cls, "zero_grad", wrapper)

            def undo(cls=cls, wrapper=wrapper, original=original) -> None:
                if cls.__dict__.get("zero_grad") is wrapper:
                    setattr(cls, "zero_grad", original)

            self._undo.append(undo)

    def _zero_grad(self, obj, is_opt: bool, args, kwargs) -> None:
        if self.gone:
            self.forget_gone()
        self.seq += 1
        site = self.frames.user_site(sys._getframe(2))
        set_to_none = bool(args[0]) if args else bool(kwargs.get("set_to_none", True))
        entry = (self.seq, site, set_to_none)
        sampler = self.sampler
        if sampler is not None:  # (what an iteration does between backwards must repeat too)
            sampler.event(id(obj) * 2 + 1, False)
        if is_opt:
            obj = _unwrapped_optimizer(obj)
            if id(obj) not in self.optimizers:
                self._opt_info(obj)  # built before the checker started
            keys = (id(obj),)
        else:
            keys = set()
            owner_map = self.owner_map
            for p in obj.parameters():
                keys.update(owner_map.get(id(p), ()))
        # (before the gradients are zeroed: a monitor may read what is thrown away; none in an
        # iteration the sampling leaves unexamined)
        handlers = self._on["on_zero_grad"] if sampler is None or not sampler.skipping else ()
        for handler in handlers:
            try:
                handler(keys, entry)
            except Exception as exc:
                self.report.fault("on_zero_grad", exc)
        for key in keys:
            self.zeroed[key] = entry

    def _install_module_hook(self) -> None:
        """Install the module-call hook now if it is wanted; else it waits for a trigger.

        It costs a few microseconds per module call (global hooks take torch's slow call path),
        and only AGL001 needs it: where a tensor entered a network, where a network was called.
        It is installed once a run has two optimizers, or a backward reaches the parameters of
        more than one owner (a target network, a GAN): never in plain single-optimizer training.
        """
        self._module_hook_wanted = not self.light and "AGL001" in self.codes
        self._module_hook_seq: Optional[int] = None

    def want_module_hook(self) -> None:
        if not self._module_hook_wanted or self._module_hook_seq is not None or not self.active:
            return
        # not a global forward hook: torch.compile warns at every call of a compiled module
        # while one is registered; Module._call_impl is wrapped instead (and the wrapper does
        # nothing while dynamo traces)
        # frames of the call machinery: Module.__call__, and a compiled module's __call__
        self._call_files = self.call_files()
        cls = torch.nn.Module
        original = cls.__dict__["_call_impl"]
        checker = self

        @functools.wraps(original)
        def _call_impl(module, *args, **kwargs):
            if checker.active and not _is_compiling():
                checker._module_pre(module, args, sys._getframe(1))
            return original(module, *args, **kwargs)

        cls._call_impl = _call_impl

        def undo() -> None:
            if cls.__dict__.get("_call_impl") is _call_impl:
                cls._call_impl = original

        self._undo.append(undo)
        self.seq += 1
        self._module_hook_seq = self.seq

    @staticmethod
    def call_files() -> frozenset:
        """Files of the module-call machinery: ``Module.__call__``, a compiled module's, and the
        checker's own wrappers of ``Module._call_impl`` (this one's and AGL009's: installed in
        either order, each sees the other's frame between the user's call and the module)."""
        import os
        import torch.nn.modules.module as module_py

        here = os.path.dirname(os.path.abspath(__file__))
        return frozenset({module_py.__file__, os.path.join(
            os.path.dirname(torch.__file__), "_dynamo", "eval_frame.py"),
            os.path.abspath(__file__), os.path.join(here, "monitors", "agl009_no_grad_eval.py")})

    def module_hook_since(self) -> Optional[int]:
        """The event number from which module calls are observed (None: never, light mode)."""
        return self._module_hook_seq

    def _install_warning_hook(self) -> None:
        if "on_warning" not in self._handled:
            return
        previous = warnings.showwarning
        checker = self

        def showwarning(message, category, filename, lineno, file=None, line=None):
            if checker.active and not checker._in_warning:
                checker._in_warning = True
                try:
                    for handler in checker._on["on_warning"]:
                        handler(message, category, filename, lineno)
                except Exception as exc:
                    checker.report.fault("warning hook", exc)
                finally:
                    checker._in_warning = False
            return previous(message, category, filename, lineno, file, line)

        warnings.showwarning = showwarning

        def undo() -> None:
            if warnings.showwarning is showwarning:
                warnings.showwarning = previous

        self._undo.append(undo)

    # ------------------------------------------------------------------ backward
    def _before_backward(self, t_outputs, args, kwargs) -> Optional[BackwardRecord]:
        self.in_step = False  # (a step that raised never ran its post hook)
        if self.gone:
            self.forget_gone()
        if type(t_outputs) is tuple and len(t_outputs) == 1 and \
                isinstance(t_outputs[0], torch.Tensor):  # loss.backward(): the usual case
            node = t_outputs[0].grad_fn
            roots = [node] if node is not None else []
        else:
            if isinstance(t_outputs, torch.Tensor):
                t_outputs = (t_outputs,)
            roots = root_nodes(t_outputs)
        if not roots:
            if self._on["on_leaf_backward"]:
                self._leaf_backward(t_outputs)
            return None
        retain = bool(args[1]) if len(args) > 1 else bool(kwargs.get("keep_graph", False))
        inputs = args[3] if len(args) > 3 else kwargs.get("inputs", ())
        accumulate = bool(kwargs.get("accumulate_grad", args[5] if len(args) > 5 else True))
        self.seq += 1
        frame, site = self.frames.user_frame_site(sys._getframe(2))
        record = BackwardRecord(self.seq, site, frame, retain, accumulate, roots)
        if accumulate:
            self.last_backward_seq = self.seq
            self.last_backward_site = site

        # the one walk: parameters reached, the nodes this backward will free, and nodes an
        # earlier backward already freed (found by sequence number; not descended into)
        acc = ACCUMULATE_GRAD
        watermark = self._watermark
        stack = list(roots)
        pop, push = stack.pop, stack.append
        seen: dict[int, object] = {}  # holds the node objects: ids stay stable during the walk
        params = []
        seqs: list = []  # sequence numbers and types of the nodes this backward executes
        kinds: list = []
        hits = []
        top = -1
        merges = 0
        while stack:
            node = pop()
            key = id(node)
            if key in seen:
                merges += 1
                continue
            seen[key] = node
            kind = type(node)
            if kind is acc:
                params.append(node.variable)
                continue
            seq = node._sequence_nr()
            if seq <= watermark:  # older than a freed node: look it up
                freed = self._freed_lookup(seq)  # (record of the backward that freed it, type)
                if freed is not None and freed[1] is kind and \
                        freed[0].thread is threading.current_thread() and _really_freed(node):
                    hits.append((node, freed[0]))
                    continue
            seqs.append(seq)
            kinds.append(kind)
            if seq > top:
                top = seq
            for child, _ in node.next_functions:
                if child is not None:
                    push(child)
        if inputs:
            targets = input_nodes(inputs)
            needed = needed_nodes(roots, targets)
            # the executed nodes in walk order: those seen, less the parameters and the hits
            hit_keys = {id(node) for node, _ in hits}
            keys = [key for key, node in seen.items()
                    if type(node) is not acc and key not in hit_keys]
            keep = [i for i, key in enumerate(keys) if key in needed]
            seqs = [seqs[i] for i in keep]
            kinds = [kinds[i] for i in keep]
            params = ([t for t in inputs if isinstance(t, torch.Tensor) and t.grad_fn is None
                       and t.requires_grad] if accumulate else [])
        elif not accumulate:
            params = []  # torch.autograd.grad(): nothing is accumulated into .grad
        record.params = params
        record.seqs = seqs
        record.kinds = kinds
        record.top = top
        record.hits = hits
        record.merges = merges
        self._owner_summary(record)
        for handler in self._on["on_backward_start"]:
            try:
                handler(record)
            except Exception as exc:
                self.report.fault("on_backward_start", exc)
        return record

    def _unexamined_failed(self, t_outputs, exc: BaseException, frame) -> None:
        """A backward the sampling left unexamined raised: the monitors that explain errors get
        it with what a record holds without the walk (its line, frame and roots), and from here
        on everything is examined."""
        self.unexamined_errors.add(id(exc))
        frame, site = self.frames.user_frame_site(frame)
        roots = [t.grad_fn for t in t_outputs if isinstance(t, torch.Tensor)]
        record = BackwardRecord(self.seq, site, frame, False, True,
                                [root for root in roots if root is not None])
        text = str(exc)
        if not self._send_backward_end(record, exc) and isinstance(exc, RuntimeError) and \
                ("second time" in text or "inplace" in text):
            add_notes(exc, ["autograd-lint: this backward ran while the sampling left a loop that "
                            "repeated itself unexamined; run with --exhaustive "
                            "(check(exhaustive=True)) for the lines that led to this error"])
        record.frame = None
        self.sampler.reset(self)

    def _light_before_backward(self, kwargs) -> None:
        """Light mode: no walk; the parameters examined are all the optimizers' parameters."""
        self.in_step = False
        if not kwargs.get("accumulate_grad", True):
            return  # torch.autograd.grad(): nothing is accumulated into .grad
        self.seq += 1
        frame, site = self.frames.user_frame_site(sys._getframe(2))
        record = BackwardRecord(self.seq, site, frame, False, True, [])
        self.last_backward_seq = self.seq
        self.last_backward_site = site
        record.params = self.all_params
        for handler in self._on["on_backward_start"]:
            try:
                handler(record)
            except Exception as exc:
                self.report.fault("on_backward_start", exc)
        record.frame = None

    def _leaf_backward(self, t_outputs) -> None:
        """A backward whose outputs have no grad_fn (a leaf loss, or nothing requiring grad)."""
        tensors = (t_outputs,) if isinstance(t_outputs, torch.Tensor) else tuple(t_outputs)
        leaves = [t for t in tensors if isinstance(t, torch.Tensor) and t.requires_grad
                  and t.grad_fn is None]
        if not leaves:
            return
        frame, site = self.frames.user_frame_site(sys._getframe(3))
        self.seq += 1
        self.last_backward_seq = self.seq  # a backward ran (it reached nothing)
        self.last_backward_site = site
        for handler in self._on["on_leaf_backward"]:
            try:
                handler(leaves, site, frame)
            except Exception as exc:
                self.report.fault("on_leaf_backward", exc)

    def _after_backward(self, record: BackwardRecord, exc: Optional[BaseException]) -> None:
        try:
            if exc is None:
                self.backward_ok += 1
                if not record.retain and record.seqs:
                    self._stamp_freed(record)
            if exc is not None or record.wants_end:
                self._send_backward_end(record, exc)
            # keep the graph for the step-time analysis only when the backward reached the
            # parameters of more than one owner (the only case where AGL001 can apply)
            if record.owners_version != self.owners_version:  # (an optimizer came or went)
                self._owner_summary(record)
            several = record.several
            kinds = record.kinds
            # (the log keeps its own references; the record stays in it, light)
            record.seqs = record.kinds = record.agl005 = _EMPTY
            record.hits = []
            record.frame = None
            if several and exc is None:
                record.owner_keys = {self.owner_map.get(id(p)) for p in record.params}
                # what a training loop's backwards share from one iteration to the next: the
                # node types in walk order and the joins stand for the graph's structure
                record.shape = (record.site, tuple(type(root) for root in record.roots or ()),
                                len(kinds), hash(tuple(kinds)), record.merges,
                                len(record.params), record.owners)
                if not record.retain:
                    record.marked = True
                self.records.append(record)
                if len(self.records) > 16:
                    _release(self.records.pop(0))
                if self._muted:
                    self.wake(self.monitor_by_code.get("AGL001"))
                if self._module_hook_seq is None:
                    self.want_module_hook()
            else:
                _release(record)
        except Exception as err:
            self.report.fault("backward (after)", err)

    def _send_backward_end(self, record: BackwardRecord, exc: Optional[BaseException]) -> bool:
        """``on_backward_end`` to the monitors; the notes they left go on the error. Whether
        there were any."""
        for handler in self._on["on_backward_end"]:
            try:
                handler(record, exc)
            except Exception as err:
                self.report.fault("on_backward_end", err)
        if exc is None or not record.notes:
            return False
        add_notes(exc, record.notes)
        self._exceptions_seen.add(id(exc))
        return True

    def _owner_summary(self, record: BackwardRecord) -> None:
        """Who owns the parameters the backward reaches, read once for the monitors and the
        checker: ``owners`` (union of their optimizers' keys, None when none is owned),
        ``several`` (more than one distinct owner set, no owner counting as one), ``unowned``."""
        owner_map = self.owner_map
        record.owners_version = self.owners_version
        params = record.params
        if not params:
            record.owners, record.several, record.unowned = None, False, False
            return
        first = owner_map.get(id(params[0]))
        for p in params:
            if owner_map.get(id(p)) is not first:  # (owner sets are interned)
                break
        else:
            record.owners, record.several, record.unowned = first, False, first is None
            return
        owner_sets = {owner_map.get(id(p)) for p in params}
        record.several = True
        record.unowned = None in owner_sets
        record.owners = frozenset().union(*filter(None, owner_sets))

    _FREED_LIMIT = 1_000_000  # node sequence numbers remembered (ints: a few MB at most)

    def _stamp_freed(self, record: BackwardRecord) -> None:
        """Remember the nodes this backward freed, by sequence number (no graph is kept alive)."""
        record.marked = True
        frame = record.frame
        if frame is not None:
            back = frame.f_back
            record.call = (frame.f_lasti, id(back.f_code), back.f_lasti) if back is not None \
                else (frame.f_lasti,)
        seqs, kinds = record.seqs, record.kinds
        log = self._freed_log
        log.append((record, seqs, kinds))
        self._freed_count += len(seqs)
        if record.top > self._watermark:
            self._watermark = record.top
        if self._freed_index is not None:
            index = self._freed_index
            for seq, kind in zip(seqs, kinds):
                index[seq] = (record, kind)
        while len(log) > 64 or (self._freed_count > self._FREED_LIMIT and len(log) > 1):
            old_record, old, _kinds = log.popleft()
            self._freed_count -= len(old)
            index = self._freed_index
            if index is not None:
                for seq in old:
                    entry = index.get(seq)
                    if entry is not None and entry[0] is old_record:
                        del index[seq]

    def _freed_lookup(self, seq: int) -> Optional[tuple]:
        index = self._freed_index
        if index is None:
            index = self._freed_index = {}
            for freed_by, seqs, kinds in self._freed_log:
                for item_seq, kind in zip(seqs, kinds):
                    index[item_seq] = (freed_by, kind)
        return index.get(seq)

    # ------------------------------------------------------------------ optimizers
    def _opt_info(self, opt) -> OptInfo:
        info = self.optimizers.get(id(opt))
        if info is None or info.ref() is not opt:
            if self.gone:  # (ids are reused: a freed optimizer's state must go before this one's)
                self.forget_gone()
            info = OptInfo(opt, self._optimizer_gone)
            self.optimizers[id(opt)] = info
            info.refresh(opt)
            self._rebuild_owners()
            if len(self.optimizers) > 1 and self._module_hook_seq is None:
                self.want_module_hook()
        elif info.refresh(opt):
            self._rebuild_owners()
        return info

    def _rebuild_owners(self) -> None:
        owners: dict[int, set] = {}
        for key, info in list(self.optimizers.items()):
            if info.ref() is None:
                del self.optimizers[key]
                continue
            for pid in info.ids:
                owners.setdefault(pid, set()).add(key)
        self.owners_version += 1
        interned: dict[frozenset, frozenset] = {}  # one object per owner set: compared with `is`
        self.owner_map = {pid: interned.setdefault(frozenset(keys), frozenset(keys))
                          for pid, keys in owners.items()}
        seen: set[int] = set()
        self.all_params = [p for info in self.optimizers.values() for p in info.params
                           if id(p) not in seen and not seen.add(id(p))]

    def _optimizer_gone(self, ref) -> None:
        """An optimizer was freed: release its parameters now (a sweep of models must not keep
        every dropped model alive); the monitors forget it at the next event."""
        try:
            for info in list(self.optimizers.values()):
                if info.ref is ref:
                    info.params.clear()  # (in place: the step history shares the list)
                    self.gone.append(info)
            if self.gone:
                self.all_params = [p for p in self.all_params
                                   if not any(id(p) in info.ids for info in self.gone)]
        except Exception as exc:
            self.report.fault("optimizer freed", exc)

    def forget_gone(self) -> None:
        """Drop the freed optimizers from the tables and the monitors (called at events)."""
        gone, self.gone = self.gone, []
        for info in gone:
            if self.optimizers.get(info.key) is info:
                del self.optimizers[info.key]
            if info.key not in self.optimizers:
                self.zeroed.pop(info.key, None)
                self.stopped_optimizers.discard(info.key)
            for handler in self._on["on_optimizer_gone"]:
                self._guard("on_optimizer_gone", handler, info)
        self._rebuild_owners()

    def owners_of(self, param) -> list[OptInfo]:
        keys = self.owner_map.get(id(param), ())
        return [self.optimizers[k] for k in keys if k in self.optimizers]

    def _step_pre(self, opt, args, kwargs) -> None:
        if not self.active or _is_compiling():
            return None
        try:
            if self.gone:
                self.forget_gone()
            # (a wrapper's step calling its inner optimizer's: accelerate, Lookahead)
            self.nested_step = self.in_step
            self.in_step = True
            info = self._opt_info(opt)
            # (args holds the optimizer: a wrapper passes ``closure=None`` on, accelerate does)
            closure = args[1] if len(args) > 1 else kwargs.get("closure")
            self.step_has_closure = closure is not None
            self.seq += 1
            if self.step_has_closure:
                self._closure_starts[id(opt)] = (self.last_backward_seq, self.seq)
            elif self._closure_starts:  # (a step that raised left its start: ids are reused)
                self._closure_starts.pop(id(opt), None)
            sampler = self.sampler
            if sampler is not None:
                sampler.event(id(opt) * 2, True)
                if sampler.skipping:
                    if not self.step_has_closure:  # (an iteration left unexamined: bookkeeping)
                        info.last_step_seq = self.seq
                        info.steps += 1
                        return None
                    sampler.reset(self)  # (a closure runs backwards inside the step: examined)
            frame, site = self._past_step_wrapper(*self.frames.user_frame_site(sys._getframe(1)))
            for handler in self._on["on_step_pre"]:
                try:
                    handler(info, opt, site, frame)
                except Exception as exc:
                    self.report.fault("on_step_pre", exc)
            info.last_step_seq = self.seq
            info.steps += 1
        except Exception as exc:
            self.report.fault("optimizer step (before)", exc)
        return None

    def _past_step_wrapper(self, frame, site) -> tuple:
        """(frame, site) a step is reported at: a user wrapper's `step()` (mmengine's
        `OptimWrapper.step` calling `self.optimizer.step()`: a class that also zeroes, not an
        optimizer, whose step runs no backward) is reported where the wrapper is stepped, as
        the static analysis reports it."""
        if frame is None or frame.f_code.co_name != "step" or \
                "backward" in frame.f_code.co_names:
            return frame, site
        owner = frame.f_locals.get("self")
        if owner is None or isinstance(owner, torch.optim.Optimizer) or \
                not callable(getattr(type(owner), "zero_grad", None)):
            return frame, site
        outer, outer_site = self.frames.user_frame_site(frame.f_back)
        return (outer, outer_site) if outer is not None else (frame, site)

    def _step_post(self, opt, args, kwargs) -> None:
        if _is_compiling():
            return None
        self.in_step = False
        if not self.active:
            return None
        try:
            self.steps_done += 1
            handlers = self._on["on_step_post"]
            if handlers and not (self.sampler is not None and self.sampler.skipping):
                # (none in steady training: the usual post hook ends here)
                info = self.optimizers.get(id(opt))
                if info is None or info.ref() is not opt:
                    info = self._opt_info(opt)
                for handler in handlers:
                    try:
                        handler(info, opt)
                    except Exception as exc:
                        self.report.fault("on_step_post", exc)
            if self._closure_starts:
                self._idle_closure_step(opt)
            if self.records:
                self._prune_records()
        except Exception as exc:
            self.report.fault("optimizer step (after)", exc)

    def _idle_closure_step(self, opt) -> None:
        """The step(closure) ending ran no backward: send ``on_idle_closure_step``."""
        start = self._closure_starts.pop(id(opt), None)
        handlers = self._on["on_idle_closure_step"]
        if start is None or start[0] != self.last_backward_seq or not handlers:
            return
        info = self._opt_info(opt)
        for handler in handlers:
            try:
                handler(info, opt, start[1])
            except Exception as exc:
                self.report.fault("on_idle_closure_step", exc)
        return None

    def _prune_records(self) -> None:
        kept = []
        for record in self.records:
            done = True
            for keys in record.owner_keys:
                for key in keys or ():
                    info = self.optimizers.get(key)
                    if info is not None and info.last_step_seq < record.seq:
                        done = False
            if done:
                _release(record)
            else:
                kept.append(record)
        self.records = kept

    # ------------------------------------------------------------------ modules
    def _module_pre(self, module, args, frame) -> None:
        try:
            call_files = self._call_files
            while frame is not None and frame.f_code.co_filename in call_files:
                frame = frame.f_back
            if frame is None:
                return None
            code = frame.f_code
            if not self.frames.is_user_file(code.co_filename):
                return None
            if code.co_name == "forward":  # a call nested inside another network
                entry = self.inner_sites.get(id(module))
                if entry is None or entry[0]() is not module:
                    self.inner_sites[id(module)] = (weakref.ref(module), self.frames.site(frame))
                return None
            site = self.frames.site(frame)
            self.seq += 1
            entry = self.modules.get(id(module))
            if entry is None or entry[0]() is not module:
                self.modules[id(module)] = [weakref.ref(module), site, self.seq]
                self.modules_version += 1
            else:
                entry[1] = site
                entry[2] = self.seq
            stamp = None
            for arg in _tensors_passed(args):
                if type(arg) is torch.Tensor or isinstance(arg, torch.Tensor):
                    node = arg.grad_fn
                    if node is not None:
                        # (the latest call it entered: a tensor fed to the discriminator for
                        # the VAE's loss, then again for the discriminator's own, is reported
                        # where the discriminator's update took it)
                        if stamp is None:
                            stamp = (id(module), site)
                        node.metadata[ENTRY_KEY] = stamp
        except Exception as exc:
            self.report.fault("module call hook", exc)
        return None

    def called_modules(self) -> list[tuple[Any, Site, int]]:
        """Live modules called from user code: (module, last call site, seq of that call)."""
        out = []
        for key, (ref, site, seq) in list(self.modules.items()):
            module = ref()
            if module is None:
                del self.modules[key]
            else:
                out.append((module, site, seq))
        return out

    def module_site(self, module) -> Optional[Site]:
        entry = self.modules.get(id(module))
        if entry is not None and entry[0]() is module:
            return entry[1]
        inner = self.inner_sites.get(id(module))
        if inner is not None and inner[0]() is module:
            return inner[1]
        return None

    # ------------------------------------------------------------------ exceptions
    def observe_exception(self, exc: BaseException) -> None:
        """Turn the exception that ended a checked block into findings (it is not swallowed)."""
        if exc is None:
            return
        self.report.exception = exc
        for handler in self._on["on_exception"]:
            self._guard("on_exception", handler, exc)


def hide_own_frames(exc: BaseException) -> None:
    """Unlink the checker's wrapper frames from the traceback the user will see (the exception
    passed through them on its way out of torch); the user's frames and torch's stay."""
    from .frames import is_own_file

    tb = exc.__traceback__
    previous = None
    while tb is not None:
        if is_own_file(tb.tb_frame.f_code.co_filename) and previous is not None:
            try:
                previous.tb_next = tb.tb_next
            except Exception:  # pragma: no cover - read-only tb_next (Python < 3.7)
                return
        else:
            previous = tb
        tb = tb.tb_next


def _release(record: BackwardRecord) -> None:
    """Let go of the graph and the parameters a record holds (it may stay in the freed-node log
    for 64 more backwards)."""
    record.roots = None
    record.params = []


def _really_freed(node) -> bool:
    """Rule out a sequence-number collision (numbers are per thread) on a hit, a rare event.

    A node whose saved tensors can still be unpacked was not freed. A node that saves no tensor
    cannot be told apart and is taken as freed.
    """
    return saved_released(node) is not False


def _overrides(monitor, name: str) -> bool:
    from .monitors.base import Monitor

    return getattr(type(monitor), name, None) is not getattr(Monitor, name, None)


_TORCH_OPTIMIZER_TYPES: set = set()  # torch's own optimizer classes: they wrap no other


def _unwrapped_optimizer(obj):
    """The optimizer a wrapper delegates to (Lightning Fabric's `_FabricOptimizer` inherits
    `zero_grad` from the optimizer's class but steps the wrapped one; accelerate's
    `AcceleratedOptimizer`): the object whose `step()` the step hooks see."""
    cls = type(obj)
    if cls in _TORCH_OPTIMIZER_TYPES:  # (the usual case, once per zero_grad: one lookup)
        return obj
    if cls.__module__.startswith("torch.optim."):
        _TORCH_OPTIMIZER_TYPES.add(cls)
        return obj
    for _ in range(4):
        inner = vars(obj).get("_optimizer", vars(obj).get("optimizer")) \
            if hasattr(obj, "__dict__") else None
        if inner is None or inner is obj or not isinstance(inner, torch.optim.Optimizer):
            return obj
        obj = inner
    return obj


def _tensors_passed(args) -> list:
    """A call's arguments, and the items of a dict, list or tuple among them (`critic({"real":
    x, "fake": g_out})`): one level, a bounded count."""
    found = []
    for arg in args:
        kind = type(arg)
        if kind is dict:
            found.extend(itertools.islice(arg.values(), _MAX_PASSED))
        elif kind is list or kind is tuple:
            found.extend(arg[:_MAX_PASSED])
        else:
            found.append(arg)
    return found
