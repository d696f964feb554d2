"""AGL004 at run time: a step() applies gradients that still hold an earlier step's contribution.

Per parameter of a stepped optimizer we keep a snapshot of ``p.grad`` (a weak reference and its
version counter) taken at each step (optimizers read ``.grad``, they do not change it) and after
each backward. A backward that finds the very gradient the last step applied, untouched since,
adds onto it: the parameter is marked *stale*.
Anything that resets the gradient clears the mark: ``p.grad`` set to None (``zero_grad()``,
``set_to_none``), replaced by another tensor, or changed in place to all zeros (``zero_()``).
In-place changes that leave values (clipping) are not resets. A step() of an optimizer with a
stale parameter is the finding. Gradient accumulation over micro-batches (several backwards, one
step, then zeroing) never marks anything. A step() with no backward since the previous one, whose
parameters hold the very gradients that step applied (not zeroed), applies them twice (AMP code
calling ``scaler.step(opt)`` and then ``opt.step()``); a step(closure) recomputes its gradients and
a wrapper's inner step (accelerate, Lookahead) is part of one step, so neither counts; nor does a
step after one whose gradients no backward made (the program wrote them: Reptile's meta-update).
"""
from __future__ import annotations

import weakref

import torch

from ..frames import name_in_frame
from .base import Monitor

_MISSING = object()
# optimizers whose step(closure) evaluates the closure several times (the static analysis's
# torch_api.REEVALUATING_OPTIMIZERS)
_REEVALUATING = (torch.optim.LBFGS,)


class _GradState:
    __slots__ = ("gref", "version", "carried", "stale", "step_site")

    def __init__(self) -> None:
        self.gref = None
        self.version = -1
        self.carried = False  # p.grad holds what an earlier step() already applied
        self.stale = None  # site of the backward that added onto such a gradient
        self.step_site = None


class MissingZeroGrad(Monitor):
    code = "AGL004"
    idle_events = ("on_step_post",)  # (sent only while a step(closure) runs)

    def __init__(self, checker) -> None:
        super().__init__(checker)
        self.states: dict[int, _GradState] = {}
        # id(leaf) -> [weakref, leaf._version after its last backward, that backward's number]
        self.manual: dict[int, list] = {}
        self._manual_reported: set[int] = set()
        self._manual_candidates: list[tuple] = []
        # step(closure) of an optimizer being run: [info, site, the versions of its parameters
        # at the closure's last backward (None before the first), reported]; no frame nor
        # optimizer is held (a step that raises never ends: they would stay alive)
        self._closure_step: list | None = None
        # optimizer key -> the last backward that reached its parameters; and whether the
        # gradients its last step applied came from a backward (not set by the program itself)
        self.reached: dict[int, int] = {}
        self.fed: dict[int, bool] = {}

    def on_optimizer_gone(self, info) -> None:
        for pid in info.ids:  # (ids are reused: a new parameter must not inherit a state)
            self.states.pop(pid, None)
        self.reached.pop(info.key, None)
        self.fed.pop(info.key, None)

    def on_gap(self) -> None:
        # the snapshots of the last step examined are older than the steps and zeroings since,
        # and a hand-updated leaf's version than the updates since (its .grad is then judged
        # against its next examined backward)
        for state in self.states.values():
            state.carried = False
            state.stale = None
        self.manual.clear()

    # -- helpers -----------------------------------------------------------------------
    @staticmethod
    def _snapshot(grad, state: _GradState) -> None:
        if grad is None:
            state.gref = None
            state.version = -1
            return
        if state.gref is None or state.gref() is not grad:
            state.gref = weakref.ref(grad)
        state.version = grad._version

    def _observe(self, param, state: _GradState) -> None:
        """Compare p.grad with the last snapshot; a reset clears the marks."""
        grad = param.grad
        if grad is None:
            state.carried = False
            state.stale = None
            state.gref = None
            return
        ref = state.gref
        if ref is None or ref() is not grad:
            state.carried = False
            state.stale = None
        elif grad._version != state.version:
            if state.carried or state.stale is not None:
                try:
                    zero = not bool(grad.any())
                except Exception:
                    zero = True
                if zero:
                    state.carried = False
                    state.stale = None
        self._snapshot(grad, state)

    # -- step(closure): L-BFGS evaluates the closure several times in one step ------------
    def _closure_backward_start(self, record) -> None:
        """A backward of a later evaluation of the closure (the weights moved since the last
        backward of this step) that finds non-zero gradients: nothing reset them in between
        (the closure does not zero), so this backward adds onto the earlier evaluation's. Two
        backwards in one evaluation (the weights unchanged between them) sum on purpose."""
        info, site, versions, reported = self._closure_step
        current = [param._version for param in info.params]
        self._closure_step[2] = current
        if reported or versions is None or versions == current:
            return
        stale = []
        for param in info.params:
            grad = param.grad
            if grad is None or param.grad_fn is not None:
                continue
            try:
                if bool(grad.any()):
                    stale.append((param, record.site or ("<unknown>", 0), site))
            except Exception:
                continue
        opt = info.ref()
        if stale and opt is not None:
            self._closure_step[3] = True
            self._report(info, opt, site, record.frame, stale, closure=True)

    def on_step_post(self, info, opt) -> None:
        self._closure_step = None
        self.checker.mute(self, self.idle_events)

    # -- events ------------------------------------------------------------------------
    def on_backward_start(self, record) -> None:
        if self._closure_step is not None:
            self._closure_backward_start(record)
        owners = record.owners
        if owners is not None:
            reached = self.reached
            for key in owners:
                reached[key] = record.seq
        states = self.states
        owner_map = self.checker.owner_map
        for param in record.params:
            state = states.get(id(param))
            if state is None:
                if id(param) not in owner_map:  # a leaf no optimizer owns: a manual update?
                    self._manual_seen(param, record)
                continue
            if not state.carried:
                continue  # nothing applied is left in .grad: nothing to check
            if param.grad is None:  # zero_grad() (set_to_none) since the step: the usual case
                state.carried = False
                state.stale = None
                continue
            self._observe(param, state)
            if state.carried and state.stale is None:
                grad = param.grad
                if grad is not None and not bool(grad.any()):  # zeroed through .data
                    state.carried = False
                else:
                    state.stale = record.site or ("<unknown>", 0)

    # -- manual updates (no optimizer): `with torch.no_grad(): w -= lr * w.grad` -------------
    def _manual_seen(self, param, record) -> None:
        """Check a leaf against its version at its previous backward, then remember the version
        (a backward writes ``.grad``, never the leaf: before or after it, the version is one)."""
        manual = self.manual
        entry = manual.get(id(param))
        if entry is not None:
            self._manual_start(param, record)
        if entry is None or entry[0]() is not param:
            manual[id(param)] = [weakref.ref(param), param._version, record.seq]
        else:
            entry[1] = param._version
            entry[2] = record.seq

    def _manual_start(self, param, record) -> None:
        entry = self.manual.get(id(param))
        if entry is None or entry[0]() is not param or param._version == entry[1]:
            return  # not updated in place since its last backward
        grad = param.grad
        if grad is None or id(param) in self._manual_reported:
            return
        if id(param) in self.checker.unused_params:
            return  # a target network's copy (AGL001): its gradients are never used anyway
        if self.checker.light and isinstance(param, torch.nn.Parameter):
            return  # without module tracking a target network cannot be told apart
        try:
            if not bool(grad.any()):
                return  # zeroed (also through .data)
        except Exception:
            return
        self._manual_reported.add(id(param))
        from ..frames import find_statement

        frame = record.frame
        name = name_in_frame(frame, param)
        site = record.site
        if name and frame is not None:
            line = find_statement(frame, _update_pattern(name))
            if line is not None:
                site = (frame.f_code.co_filename, line)
        label = f"'{name}'" if name else "a leaf tensor"
        grad_name = f"{name}.grad" if name else ".grad"
        message = (f"{label} is updated by hand but {grad_name} is never zeroed: each backward "
                   f"adds onto the gradient the previous update already applied; set "
                   f"{grad_name} = None (or {grad_name}.zero_()) after the update")
        evidence = [f"{label} changed in place since its previous backward while {grad_name} kept "
                    f"its non-zero values"]
        # reported when the block ends: by then a target-network copy (whose gradients are never
        # used, so their accumulation is AGL001's business) has been recognised as such
        self._manual_candidates.append((id(param), site, message, record.site, evidence))

    def on_exit(self) -> None:
        for pid, site, message, backward_site, evidence in self._manual_candidates:
            if pid in self.checker.unused_params:
                continue
            self.report.add(self.code, site, message,
                            related=[(backward_site, "backward that adds onto the applied gradient")],
                            evidence=evidence)
        self._manual_candidates = []

    def on_step_pre(self, info, opt, site, frame) -> None:
        """Report a stale parameter, then snapshot what this step applies (one loop: the step
        leaves ``.grad`` alone, so its gradients are the same before and after it)."""
        stale = again = None
        states = self.states
        checker = self.checker
        # (light mode reads no owners: any backward may have reached the parameters)
        reached = checker.last_backward_seq if checker.light else self.reached.get(info.key)
        if reached is None:  # an optimizer built before the checker started: until its first
            reached = self._reached_unowned(info)  # event, its parameters were nobody's
        fed, self.fed[info.key] = self.fed.get(info.key, False), reached > info.last_step_seq
        # (a closure recomputes the gradients; a wrapper's inner step applies them once; a step
        # of gradients the program wrote itself, with no backward, may be followed by another)
        single = fed and not checker.step_has_closure and not checker.nested_step
        for param in info.params:
            state = states.get(id(param))
            grad = param.grad
            if state is None:
                if param.grad_fn is not None:  # reading .grad of a non-leaf makes torch warn
                    continue
                state = states[id(param)] = _GradState()
            elif state.stale is not None and param.grad_fn is None:
                self._observe(param, state)
                if state.stale is not None:  # accumulated onto an applied gradient
                    if stale is None:
                        stale = []
                    stale.append((param, state.stale, state.step_site))
            elif single and state.carried and grad is not None and state.gref is not None \
                    and state.gref() is grad and state.step_site is not None:
                if again is None:  # no backward nor reset since the last step applied it
                    again = []
                again.append((param, state.step_site))
            state.stale = None
            state.step_site = site
            if grad is None:
                state.carried = False
                state.gref = None
                continue
            state.carried = True
            ref = state.gref
            if ref is None or ref() is not grad:
                state.gref = weakref.ref(grad)
            state.version = grad._version
        if stale:
            self._report(info, opt, site, frame, stale)
        elif again:
            self._report_again(info, opt, site, frame, again)
        if self.checker.step_has_closure and isinstance(opt, _REEVALUATING):
            self._closure_step = [info, site, None, bool(stale)]
            self.checker.wake(self)

    def _reached_unowned(self, info) -> int:
        """The last backward that reached the optimizer's first parameter while no optimizer
        owned it (-1: none)."""
        if not info.params:
            return -1
        param = info.params[0]
        entry = self.manual.get(id(param))
        return entry[2] if entry is not None and entry[0]() is param else -1

    def _report(self, info, opt, site, frame, stale, closure: bool = False) -> None:
        from ..naming import Namer

        namer = Namer(frame, self.checker)
        name = namer.obj(opt, "the optimizer")
        params = [p for p, _, _ in stale]
        backward_site, step_site = stale[0][1], stale[0][2]
        if closure:
            message = (f"{name}.step(closure) evaluates the closure several times and each "
                       f"backward adds onto the gradients the previous evaluation left; call "
                       f"{name}.zero_grad() at the start of the closure")
            evidence = [f"{len(params)} of {len(info.params)} parameters accumulated across the "
                        f"closure's evaluations: {namer.params(params)}"]
        else:
            message = (f"{name}.step() applies gradients that still contain the previous step's: "
                       f"no zero_grad() (nor p.grad = None) since {name}.step() ran; call "
                       f"{name}.zero_grad() once per iteration")
            evidence = [f"{len(params)} of {len(info.params)} parameters accumulated across "
                        f"steps: {namer.params(params)}"]
        related = [(backward_site, "backward that added onto the gradients already applied"),
                   (step_site, f"previous {name}.step()")]
        self.report.add(self.code, site, message, related=related, evidence=evidence,
                        graph=_dot(name, namer, params, backward_site, step_site, site))

    def _report_again(self, info, opt, site, frame, again) -> None:
        """A step with no backward since the previous one: it applies the same gradients again
        (``scaler.step(opt)`` followed by ``opt.step()``), unless they were zeroed in place."""
        from ..naming import Namer

        try:
            params = [p for p, _ in again if bool(p.grad.any())]
        except Exception:
            return
        if not params:
            return  # zeroed in place (zero_grad(set_to_none=False)): the step applies nothing
        namer = Namer(frame, self.checker)
        name = namer.obj(opt, "the optimizer")
        step_site = again[0][1]
        previous = step_site[1] if step_site else "?"
        self.report.add(
            self.code, site,
            f"{name}.step() applies again the gradients that {name}.step() on line {previous} "
            f"already applied: no backward() nor zero_grad() ran between the two steps; step "
            f"once per backward",
            related=[(step_site, f"previous {name}.step() with the same gradients")],
            evidence=[f"{len(params)} of {len(info.params)} parameters stepped twice with the "
                      f"same gradients: {namer.params(params)}"])


def _update_pattern(name: str) -> str:
    import re

    n = re.escape(name)
    return (rf"(?<![\w.]){n}(\.data)?(\s*[-+*/]=|\.(sub_|add_|copy_|addcdiv_|addcmul_)\()"
            rf".*(?<![\w.]){n}\.grad\b")


def _dot(name, namer, params, backward_site, step_site, site) -> str:
    from ..graph import Dot, shape_text

    dot = Dot(f"AGL004: {name}.step() at line {site[1] if site else '?'} applies accumulated "
              f"gradients")
    opt_key = dot.node("opt", f"{name}.step()\nline {site[1] if site else '?'}", "root")
    prev = dot.node("prev", f"previous {name}.step()\nline {step_site[1] if step_site else '?'}",
                    "info")
    back = dot.node("bwd", f"backward\nline {backward_site[1] if backward_site else '?'}", "info")
    dot.edge(prev, back)
    for i, p in enumerate(params[:20]):
        key = dot.node(f"p{i}", f"{namer.param(p)}\n{shape_text(p)}\n.grad not zeroed", "foreign")
        dot.edge(back, key, "hot")
        dot.edge(key, opt_key, "hot")
    return dot.source()
