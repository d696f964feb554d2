"""AGL016 data-attribute (off by default)."""
from __future__ import annotations

from typing import Iterator

import libcst as cst

from ..findings import Finding
from .base import Context, Rule


class DataAttribute(Rule):
    code = "AGL016"
    name = "data-attribute"
    summary = "Write through .data (bypasses autograd's checks)"
    default_enabled = False
    what = ("A write through `.data`: `p.data = ...`, `p.data.add_(...)`, `p.data[...] = ...`, "
            "`w.data -= lr * w.grad`. Reading `.data` is not flagged.")
    why = ("`.data` hands out the tensor without autograd's version tracking: a wrong in-place "
           "update through it is never caught and silently corrupts gradients that were computed "
           "from the old value. Off by default because `.data` is common and often harmless; "
           "teams that want the stricter style select it.")
    example = "w.data -= lr * w.grad                 # AGL016"
    use_instead = ("with torch.no_grad():\n"
                   "    w -= lr * w.grad")
    fix_safety = "No automatic fix."
    runtime = "Static only: writes through .data are invisible to autograd by design."

    INVALID = ['''
import torch
w = torch.randn(3, requires_grad=True)
w.data.mul_(0.5)
''']
    VALID = ['''
import torch
w = torch.randn(3, requires_grad=True)
with torch.no_grad():
    w.mul_(0.5)
print(w.data.norm())
''']

    def check(self, ctx: Context) -> Iterator[Finding]:
        if not ctx.may_contain(".data"):
            return
        message = "write through .data bypasses autograd's checks; use torch.no_grad() instead"
        for assign in ctx.model.nodes(cst.Assign):
            if any(_through_data(t.target) for t in assign.targets):
                yield self.report(ctx, assign, message)
        for augassign in ctx.model.nodes(cst.AugAssign):
            if _through_data(augassign.target):
                yield self.report(ctx, augassign, message)
        for call in ctx.model.nodes(cst.Call):
            func = call.func
            if isinstance(func, cst.Attribute) and func.attr.value.endswith("_") and \
                    not func.attr.value.endswith("__") and _ends_with_data(func.value):
                yield self.report(ctx, call, message)


def _ends_with_data(node) -> bool:
    return isinstance(node, cst.Attribute) and node.attr.value == "data"


def _through_data(target) -> bool:
    if _ends_with_data(target):
        return True
    return isinstance(target, cst.Subscript) and _ends_with_data(target.value)
