"""AGL016 data-attribute (off by default)."""
from __future__ import annotations

from typing import Iterator

from .. import lazy_cst as cst

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
        facts = ctx.model.facts
        # a `.data` the analysis saw only on objects that are no tensors (a replay buffer's own
        # `self.data` list, `args.data = "path"`) is a plain attribute; one it never reached is
        # judged by its spelling
        from ..semantics.syntax import NOT_TENSOR_LITERALS

        plain = facts.data_not_tensor - facts.data_maybe_tensor

        def through_data(node) -> bool:
            if isinstance(node, cst.Subscript):
                node = node.value
            return isinstance(node, cst.Attribute) and node.attr.value == "data" and \
                node not in plain

        for assign in ctx.model.nodes(cst.Assign):
            # (a tensor's .data itself is only ever set to a tensor; `w.data[0] = 0` is a write)
            literal = type(assign.value) in NOT_TENSOR_LITERALS
            if any(through_data(t.target) and not (literal and isinstance(t.target, cst.Attribute))
                   for t in assign.targets):
                yield self.report(ctx, assign, message)
        for augassign in ctx.model.nodes(cst.AugAssign):
            if through_data(augassign.target):
                yield self.report(ctx, augassign, message)
        for call in ctx.model.nodes(cst.Call):
            func = call.func
            if isinstance(func, cst.Attribute) and func.attr.value.endswith("_") and \
                    not func.attr.value.endswith("__") and \
                    not isinstance(func.value, cst.Subscript) and through_data(func.value):
                yield self.report(ctx, call, message)
