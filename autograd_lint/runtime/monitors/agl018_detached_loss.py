"""AGL018 at run time: a loss that is not connected to the parameters being trained.

* torch's "element 0 of tensors does not require grad and does not have a grad_fn" (a loss
  computed under no_grad, through argmax, ...): at the user's backward line;
* a backward on a leaf that requires grad (``loss = torch.tensor(loss.item(), requires_grad=True)``
  or the ``loss.requires_grad = True`` "fix"): nothing upstream gets a gradient; placed on the
  ``<name>.requires_grad = True`` statement when the function has exactly one, else on the backward;
* ``step()`` of an optimizer zeroed with set_to_none whose parameters all still have no gradient
  although a backward ran since the zeroing and some of them require grad (a frozen optimizer
  steps nothing, on purpose): that backward missed them (e.g. ``fake.detach()`` in the
  generator's loss); placed on that backward line. A ``step(closure)`` is judged at its end,
  when its closure ran no backward.
"""
from __future__ import annotations

import re
import sys

from ..frames import find_statement
from .errors import TorchErrorMonitor

_ELEMENT0 = "does not require grad and does not have a grad_fn"


class DetachedLoss(TorchErrorMonitor):
    code = "AGL018"
    needs_zero_grad = True  # reads checker.zeroed
    texts = (_ELEMENT0,)
    message = "backward() on a loss that has no graph (it does not require grad)"
    advice = ("compute it from the model outputs with autograd on (no torch.no_grad(), .item(), "
              "argmax or .detach() in the loss path)")

    def __init__(self, checker) -> None:
        super().__init__(checker)
        self.done: set[int] = set()
        # optimizer key -> (its previous step, the site) of its last step(closure): judged at
        # the step's end
        self.closure_steps: dict[int, tuple] = {}
        self.leaf_seq = -1  # the leaf backward already reported (the step check then stays quiet)

    def on_leaf_backward(self, leaves, site, frame) -> None:
        where = site
        name = None
        if frame is not None:
            for scope in (frame.f_locals, frame.f_globals):
                for key, value in list(scope.items()):
                    if any(value is leaf for leaf in leaves):
                        name = key
                        break
                if name:
                    break
            if name:
                line = find_statement(frame, rf"\b{re.escape(name)}\.requires_grad\s*=\s*True")
                if line is not None:
                    where = (frame.f_code.co_filename, line)
        if where is None:
            return
        self.leaf_seq = self.checker.last_backward_seq
        label = f"'{name}'" if name else "the loss"
        self.report.add(self.code, where,
                        f"{label} is a leaf tensor: backward() through it reaches no parameter, "
                        f"so nothing is trained; compute the loss from the model outputs instead "
                        f"of re-wrapping it or setting requires_grad=True",
                        related=[(site, "backward()")] if where != site and site else (),
                        evidence=[f"backward() on {label}, which has no grad_fn and "
                                  f"requires_grad=True"])

    def on_optimizer_gone(self, info) -> None:
        self.done.discard(info.key)  # (ids are reused)
        self.closure_steps.pop(info.key, None)

    def on_step_pre(self, info, opt, site, frame) -> None:
        checker = self.checker
        if info.key in self.done or \
                info.key in checker.stopped_optimizers:  # AGL003: its tensors were rebound
            return
        if 0 <= info.last_step_seq <= checker.gap_seq:
            return  # (its previous step went unexamined: AGL003 cannot tell a rebinding yet)
        if checker.step_has_closure:
            # judged when the step ends, unless its closure runs a backward (recomputing the
            # gradients); Lightning's manual optimization passes one that runs none
            # (no frame kept: a step that raises never ends, and its entry would hold the
            # caller's locals; the name is read from the frame at the step's end)
            self.closure_steps[info.key] = (info.last_step_seq, site)
            return
        self._judge(info, opt, info.last_step_seq, site, frame)

    def on_idle_closure_step(self, info, opt, started: int) -> None:
        pending = self.closure_steps.pop(info.key, None)
        if pending is not None and info.key not in self.done:
            frame, _ = self.checker.frames.user_frame_site(sys._getframe(1))
            self._judge(info, opt, pending[0], pending[1], frame)

    def _judge(self, info, opt, last_step_seq: int, site, frame) -> None:
        checker = self.checker
        zero = checker.zeroed.get(info.key)
        if zero is None or not zero[2] or checker.last_backward_seq < zero[0]:
            return
        if last_step_seq > checker.last_backward_seq or not info.params or \
                checker.last_backward_seq == self.leaf_seq:
            return
        trained = False
        for p in info.params:
            if p.grad is not None:
                return
            trained = trained or p.requires_grad
        if not trained:
            return  # every parameter frozen on purpose (requires_grad_(False)): nothing to miss
        back = checker.last_backward_site
        if back is None:
            return
        self.done.add(info.key)
        from ..naming import Namer

        name = Namer(frame, checker).obj(opt, "the optimizer")
        self.report.add(self.code, back,
                        f"this backward gives no gradient to any parameter of {name}: its loss is "
                        f"cut off from them (a .detach(), no_grad or .item() in the path)",
                        related=[(site, f"{name}.step() with every gradient None")],
                        evidence=[f"{name} was zeroed (set_to_none) on line "
                                  f"{zero[1][1] if zero[1] else '?'}, the backward on line "
                                  f"{back[1]} ran, and at step() all {len(info.params)} of its "
                                  f"parameters still have .grad None"])
