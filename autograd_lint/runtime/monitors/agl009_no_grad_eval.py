"""AGL009 at run time: a forward in eval mode with autograd on builds a graph nobody uses.

Once a module is switched to eval mode (``Module.train(False)``, which ``eval()`` calls), module
calls are watched (``Module._call_impl`` wrapped, not a global hook: torch.compile warns about
those). A call from the user's code of a module in eval mode, with grad enabled, whose output
carries a graph gets a watch: an object in the output node's metadata (it lives as long as the
graph) and a pre-hook on that node (set when any backward or ``autograd.grad`` runs it). When the
graph is freed, or the block ends with it still alive, and no backward ever ran it, the call is a
candidate. When the block ends, a candidate is reported on its line, once per line, unless a
backward ran the graph of another call from the same line reached the same way (the same line
calling it: an attack loop that skips some samples with ``continue`` needs the graph of the
others, and ``no_grad`` would break it; a ``predict()`` helper that an attack and an evaluation
loop both call is judged per caller). Quiet under ``torch.no_grad()`` / ``inference_mode`` (no
graph), and for a validation loss, saliency map or adversarial example that is backpropagated.
"""
from __future__ import annotations

import functools
import sys
import weakref
from typing import Optional

from .base import Monitor

WATCH_KEY = "autograd_lint_agl009"


#: calls from one line (and caller) all watched while none of their graphs was used; after that,
#: runs of _RUN calls in every _PERIOD are (runs: a loop attacking every other sample is seen)
_WATCHED_CALLS = 32
_RUN, _PERIOD = 16, 64


class _Watch:
    """One eval-mode call whose graph is alive; ``used[0]`` once a backward ran its output."""

    __slots__ = ("key", "module", "used", "used_keys", "__weakref__")

    def __init__(self, key: tuple, module: str, used_keys: set) -> None:
        self.key = key  # (call line, the line that called the function making the call)
        self.module = module
        self.used = [False]  # (a list: the finalizer reads it after the watch is gone)
        self.used_keys = used_keys

    def hook(self, grad_outputs):
        self.used[0] = True
        self.used_keys.add(self.key)
        return None


class NoGradEval(Monitor):
    code = "AGL009"

    def __init__(self, checker) -> None:
        super().__init__(checker)
        self.watches: "weakref.WeakSet[_Watch]" = weakref.WeakSet()
        self.watching = False
        # keys (call line, caller's line) a backward ran the graph of one call from
        self.used_keys: set = set()
        self.unused: dict = {}  # key -> (module, how its graph ended): the candidates
        self.calls: dict = {}  # key -> calls with a graph seen from it
        self.reported: set = set()  # (a checker entered again goes on from its verdicts)
        self.judged: set = set()  # user call lines of eval-mode modules seen
        self._call_files: Optional[frozenset] = None  # the module-call machinery's files
        # id(code) -> (code, whether a call from it is the user's): read once per code object
        self._callers: dict[int, tuple] = {}
        self._held: dict[tuple, tuple] = {}  # (owner, module, held) by their ids
        self.report.watched_sites.setdefault(self.code, set())

    def install(self):
        import torch

        from ..compiling import is_compiling as _is_compiling

        cls = torch.nn.Module
        original = cls.__dict__["train"]
        monitor = self

        @functools.wraps(original)
        def train(module, mode: bool = True):
            if not mode and not _is_compiling() and not monitor.watching and \
                    monitor.checker.active:
                monitor._watch_calls()
            return original(module, mode)

        cls.train = train

        def undo() -> None:
            if cls.__dict__.get("train") is train:
                cls.train = original

        return undo

    def _watch_calls(self) -> None:
        """From the first eval() on: every module call is looked at after it returns."""
        import torch

        from ..compiling import is_compiling as _is_compiling

        self.watching = True
        cls = torch.nn.Module
        original = cls.__dict__["_call_impl"]
        monitor = self
        checker = self.checker
        grad_enabled = torch.is_grad_enabled

        @functools.wraps(original)
        def _call_impl(module, *args, **kwargs):
            out = original(module, *args, **kwargs)
            if not module.training and checker.active and not _is_compiling():
                try:
                    monitor._after_eval_call(module, out, sys._getframe(1), grad_enabled())
                except Exception as exc:
                    checker.report.fault("AGL009 module call", exc)
            return out

        cls._call_impl = _call_impl

        def undo() -> None:
            if cls.__dict__.get("_call_impl") is _call_impl:
                cls._call_impl = original

        checker._undo.append(undo)  # removed before the monitors' own hooks (last in, first out)

    def _after_eval_call(self, module, out, frame, grad_enabled: bool) -> None:
        if grad_enabled:
            nodes = _output_nodes(out)
            if not nodes:
                return
        frame = self._caller(frame)
        if frame is None:
            return
        if grad_enabled:  # (the frames above are looked at only where a graph is built)
            frame = self._evaluation_call(frame, module)
        site = self.checker.frames.site(frame)
        if site not in self.judged:  # (a static finding elsewhere is "not observable")
            self.judged.add(site)
            self.report.watch(self.code, site)
        if not grad_enabled or site in self.reported:
            return
        back = frame.f_back
        key = (site, self.checker.frames.site(back) if back is not None else None)
        if key in self.used_keys:
            return
        calls = self.calls[key] = self.calls.get(key, 0) + 1
        if calls > _WATCHED_CALLS and (calls - _WATCHED_CALLS - 1) % _PERIOD >= _RUN:
            return  # (an evaluation loop without no_grad: its verdict stands; sampled on)
        watch = _Watch(key, type(module).__name__, self.used_keys)
        for node in nodes:
            metadata = node.metadata
            if WATCH_KEY in metadata:
                continue  # (an inner call's output: the outer call is the user's)
            metadata[WATCH_KEY] = watch
            node.register_prehook(watch.hook)
        weakref.finalize(watch, self._freed, watch.key, watch.module, watch.used)
        self.watches.add(watch)

    def _caller(self, frame) -> Optional[object]:
        """The user's frame that called the module, or None for a call nested in a network."""
        call_files = self._call_files
        if call_files is None:
            call_files = self._call_files = self.checker.call_files()
        while frame is not None and frame.f_code.co_filename in call_files:
            frame = frame.f_back
        if frame is None:
            return None
        code = frame.f_code
        entry = self._callers.get(id(code))
        if entry is None:  # (the entry keeps the code alive: its id stays its own)
            if len(self._callers) >= 10_000:
                self._callers.clear()
            entry = self._callers[id(code)] = (
                code, code.co_name != "forward" and self.checker.frames.is_user_file(
                    code.co_filename))
        return frame if entry[1] else None

    def _evaluation_call(self, frame, module):
        """The frame of the call that entered a method of the network (or of a network holding
        it) running this module (`model.encode(x)` calling `self.encoder(x)`): the method also
        serves training, so the evaluation's call of it is the user's line, as the static
        finding has it; ``frame`` itself otherwise."""
        import torch

        while True:
            code = frame.f_code
            owner = frame.f_locals.get("self") if code.co_argcount and \
                code.co_varnames[0] == "self" else None
            back = frame.f_back
            if not isinstance(owner, torch.nn.Module) or back is None or \
                    not self.checker.frames.is_user_file(back.f_code.co_filename) or \
                    not self._holds(owner, module):
                return frame
            frame = back

    def _holds(self, owner, module) -> bool:
        """Is ``module`` ``owner`` or one of its parts? (Remembered per pair: an evaluation loop
        asks it at every call.)"""
        key = (id(owner), id(module))
        held = self._held.get(key)
        if held is None or held[0] is not owner or held[1] is not module:
            if len(self._held) >= 1_000:
                self._held.clear()
            held = self._held[key] = (owner, module, any(part is module
                                                         for part in owner.modules()))
        return held[2]

    def _freed(self, key: tuple, module: str, used: list) -> None:
        """(A finalizer: runs wherever the graph happens to be freed; never raises.)"""
        try:
            if used[0] or not self.checker.active:
                return
            self.unused.setdefault(key, (module, "its graph was freed"))
        except Exception as exc:
            self.checker.report.fault("AGL009 graph freed", exc)

    def on_exit(self) -> None:
        # a program stopped by an error never reached the backward that may have used the graph
        stopped = getattr(self.checker, "stopped_by_error", False)
        for watch in list(self.watches):
            if not watch.used[0] and not stopped:
                self.unused.setdefault(watch.key, (watch.module, "its graph was still alive "
                                                                 "when the run ended"))
            watch.used[0] = True  # (freed later: already judged)
        for key, (module, end) in self.unused.items():
            site = key[0]
            if key not in self.used_keys and site not in self.reported:
                self.reported.add(site)
                self._report(site, module, end, key[1])
        self.unused = {}

    def _report(self, site, module: str, end: str, caller=None) -> None:
        # (a helper's line used in other ways too: the caller that evaluates is named)
        shared = caller is not None and any(key[0] == site and key != (site, caller)
                                            for key in self.used_keys)
        self.report.add(
            self.code, site,
            f"{module} in eval mode runs with autograd on and builds a graph no backward uses; "
            f"wrap the evaluation in `with torch.no_grad():` (or torch.inference_mode())",
            related=[(caller, "the call that evaluates with grad")] if shared else (),
            evidence=[f"the output of {module}.forward (training=False, grad enabled) carried a "
                      f"graph; no backward ran through it and {end}"])


def _output_nodes(out) -> list:
    import torch

    tensors = []
    if isinstance(out, torch.Tensor):
        tensors = [out]
    elif isinstance(out, (tuple, list)):
        for item in out:
            if isinstance(item, torch.Tensor):
                tensors.append(item)
            elif isinstance(item, (tuple, list)):
                tensors.extend(t for t in item if isinstance(t, torch.Tensor))
    elif isinstance(out, dict):
        tensors = [t for t in out.values() if isinstance(t, torch.Tensor)]
    nodes = []
    for tensor in tensors:
        node = tensor.grad_fn
        if node is not None and all(node is not other for other in nodes):
            nodes.append(node)
    return nodes
