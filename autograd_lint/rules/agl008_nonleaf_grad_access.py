"""AGL008 nonleaf-grad-access."""
from __future__ import annotations

from typing import Iterator

from ..findings import Finding
from .base import Context, Rule


class NonleafGradAccess(Rule):
    code = "AGL008"
    name = "nonleaf-grad-access"
    summary = "Reading .grad of a non-leaf tensor without retain_grad()"
    what = ("Reading `t.grad` where `t` is the result of an operation (an intermediate or a "
            "layer's output), not a leaf, and `t.retain_grad()` was not called before the "
            "backward.")
    why = ("Autograd only fills `.grad` of leaves: the value is `None` (with a UserWarning), so "
           "code that logs or uses it silently reads nothing or crashes on `None`.")
    example = ("hidden = w * x\n"
               "loss = hidden.sum()\n"
               "loss.backward()\n"
               "print(hidden.grad)            # AGL008: None")
    use_instead = ("hidden = w * x\n"
                   "hidden.retain_grad()\n"
                   "loss = hidden.sum(); loss.backward()\n"
                   "print(hidden.grad)\n"
                   "# or: torch.autograd.grad(loss, hidden)")
    fix_safety = "No automatic fix."
    runtime = "Observable: torch's UserWarning about a non-leaf `.grad`, attributed to the line."

    INVALID = ['''
import torch
w = torch.randn(3, requires_grad=True)
hidden = w * 2
hidden.sum().backward()
print(hidden.grad)
''']
    VALID = ['''
import torch
w = torch.randn(3, requires_grad=True)
hidden = w * 2
hidden.retain_grad()
hidden.sum().backward()
print(hidden.grad, w.grad)
''']

    def check(self, ctx: Context) -> Iterator[Finding]:
        facts = ctx.model.facts
        for site, label, evidence, made in facts.nonleaf_grad:
            if made in facts.grad_assigned:
                continue  # (the program sets its .grad itself: master weights)
            message = (f"'{label}' is not a leaf: its .grad stays None; call {label}.retain_grad() "
                       f"before backward()")
            yield self.report(ctx, site, message, related=evidence)
