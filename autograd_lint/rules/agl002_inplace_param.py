"""AGL002 inplace-param."""
from __future__ import annotations

from typing import Iterator

from .. import lazy_cst as cst

from ..findings import Finding
from ..fixes import no_grad_block
from .base import Context, Rule


class InplaceParam(Rule):
    code = "AGL002"
    name = "inplace-param"
    summary = "In-place edit of a parameter or leaf tensor outside torch.no_grad()"
    what = ("An in-place operation (`p.add_()`, `p.mul_()`, `p.zero_()`, `p.copy_()`, "
            "`p.fill_()`, `p.clamp_()`, `p += x`, `p[idx] = x`) on a parameter or a leaf tensor "
            "that requires grad, outside a no-grad region.")
    why = ("PyTorch raises \"a leaf Variable that requires grad is being used in an in-place "
           "operation\", or, through a view or slice, turns the parameter into a non-leaf "
           "(`grad_fn=<CopySlices>`) that the optimizer no longer updates correctly.")
    example = "model.fc.weight[:, :] = torch.zeros_like(model.fc.weight)  # AGL002"
    use_instead = ("with torch.no_grad():\n"
                   "    model.fc.weight[:, :] = torch.zeros_like(model.fc.weight)")
    fix_safety = "Safe: the statement is wrapped in `with torch.no_grad():`."
    runtime = ("Observable: an in-place op on a leaf that requires grad while grad mode is on "
               "(torch raises, or the parameter stops being a leaf).")

    INVALID = ['''
import torch
w = torch.randn(3, requires_grad=True)
w.mul_(0.5)
''', '''
import torch.nn as nn
net = nn.Linear(3, 3)
net.weight[0, 0] = 1.0
''']
    VALID = ['''
import torch
w = torch.randn(3, requires_grad=True)
with torch.no_grad():
    w.mul_(0.5)
w.data.mul_(0.5)
x = torch.randn(3)
x.mul_(2)
''']

    def check(self, ctx: Context) -> Iterator[Finding]:
        for fact in ctx.model.facts.inplace:
            name = ctx.module.code_for_node(fact.target).strip()
            kind = "parameter" if fact.value.param else "leaf tensor"
            message = (f"in-place {fact.op} on {kind} '{name}' outside torch.no_grad(); "
                       f"wrap it in torch.no_grad()")
            fix = None
            if fact.statement is not None and fact.site in _small_statements(fact.statement):
                fix = no_grad_block(fact.statement, ctx.model.imports,
                                    "Wrap the statement in `with torch.no_grad():`")
            related = tuple((call, "reached through this call, with grad enabled")
                            for call in fact.through)
            if fact.owner is not None:
                related += ((fact.owner, "the module that holds it is built here"),)
            elif fact.value.made is not None and not fact.value.param:
                related += ((fact.value.made, "the leaf is made here"),)
            yield self.report(ctx, fact.site, message, fix=fix, related=related)
        seen = set()
        for site, statement, target, backward in ctx.model.facts.inplace_joined:
            if site in seen:
                continue
            seen.add(site)
            while isinstance(target, cst.Call) and isinstance(target.func, cst.Attribute):
                target = target.func.value  # `t.mul_(d).add_(...)` edits t
            name = ctx.module.code_for_node(target).strip()
            message = (f"in-place .{site.func.attr.value}() mixes a graph-carrying tensor into "
                       f"parameter '{name}' outside torch.no_grad(): the next backward through its "
                       f"module finds that graph freed; wrap it in torch.no_grad()")
            fix = None
            if statement is not None and site in _small_statements(statement):
                fix = no_grad_block(statement, ctx.model.imports,
                                    "Wrap the statement in `with torch.no_grad():`")
            yield self.report(ctx, site, message, fix=fix,
                              related=((backward, "backward that walked the parameter's graph"),))


def _small_statements(statement):
    """The statement's own small statements and the expressions they directly evaluate."""
    found = []
    for small in getattr(statement, "body", ()):
        found.append(small)
        value = getattr(small, "value", None)
        if value is not None:
            found.append(value)
    return found
