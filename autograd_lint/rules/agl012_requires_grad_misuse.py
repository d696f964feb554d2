"""AGL012 requires-grad-misuse."""
from __future__ import annotations

from typing import Iterator

from .. import lazy_cst as cst

from ..findings import Finding
from ..semantics import torch_api as api
from .base import Context, Rule

MISSPELLINGS = {"require_grad", "requires_grads", "require_grads", "requires_gradient",
                "requiresgrad", "requires_grad_"}
INTEGER_DTYPES = {"long", "int", "int64", "int32", "int16", "int8", "uint8", "bool", "short"}


class RequiresGradMisuse(Rule):
    code = "AGL012"
    name = "requires-grad-misuse"
    summary = "requires_grad set on a non-leaf, misspelt, or asked of an integer tensor"
    what = ("`t.requires_grad = False` / `t.requires_grad_(False)` on a computed (non-leaf) tensor; "
            "misspellings that silently set a plain attribute (`p.require_grad = False`, "
            "`x.requires_grad_ = True`), and `model.requires_grad = False` on an nn.Module (a "
            "plain attribute too: modules have `requires_grad_()`); `requires_grad=True` on an "
            "integer tensor "
            "(`torch.arange(5, requires_grad=True)`, `dtype=torch.long`).")
    why = ("Torch raises \"you can only change requires_grad flags of leaf variables\" or \"Only "
           "Tensors of floating point and complex dtype can require gradients\"; a misspelling "
           "does nothing at all, so the layer you meant to freeze keeps training.")
    example = ("for p in backbone.parameters():\n"
               "    p.require_grad = False        # AGL012: typo, nothing is frozen")
    use_instead = ("for p in backbone.parameters():\n"
                   "    p.requires_grad = False\n"
                   "# on a computed tensor: y = y.detach()")
    fix_safety = "No automatic fix: the intent (freeze, detach, cast) must be chosen."
    runtime = ("Partly observable: torch raises for requires_grad changed on a non-leaf and for an "
               "integer tensor, reported at the user's line; a misspelt attribute, or one set on "
               "a module, is invisible at run time (static only).")

    INVALID = ['''
import torch.nn as nn
backbone = nn.Linear(3, 3)
for p in backbone.parameters():
    p.require_grad = False
''', '''
import torch.nn as nn
backbone = nn.Linear(3, 3)
backbone.requires_grad = False
''', '''
import torch
idx = torch.arange(5, requires_grad=True)
''']
    VALID = ['''
import torch
import torch.nn as nn
backbone = nn.Linear(3, 3)
for p in backbone.parameters():
    p.requires_grad = False
x = torch.arange(5.0, requires_grad=True)
''']

    @classmethod
    def runtime_observable(cls, finding, accelerator: bool) -> bool:
        # a misspelt attribute or keyword only sets a name torch never reads
        return "is not requires_grad" not in finding.message

    def check(self, ctx: Context) -> Iterator[Finding]:
        for site, label, links in ctx.model.facts.requires_grad_false:
            yield self.report(ctx, site, f"'{label}' is not a leaf: its requires_grad cannot be "
                                         f"changed; use {label}.detach()", related=links)
        for site, label, flag, links in ctx.model.facts.requires_grad_module:
            yield self.report(ctx, site, f"'{label}' is a module: requires_grad on it is a plain "
                                         f"attribute and changes nothing; use "
                                         f"{label}.requires_grad_({flag})", related=links)
        for call in ctx.model.facts.requires_grad_int:
            yield self.report(ctx, call, "an integer tensor cannot require grad; create it as "
                                         "float (e.g. dtype=torch.float32)")
        if not ctx.may_contain("require_grad", "requires_grads", "requires_gradient",
                               "requiresgrad", "requires_grad_ =", "requires_grad_="):
            return
        for assign in ctx.model.nodes(cst.Assign):
            for target in assign.targets:
                t = target.target
                if isinstance(t, cst.Attribute) and t.attr.value in MISSPELLINGS:
                    yield self.report(ctx, assign, f"'{t.attr.value}' is not requires_grad: this "
                                                   f"sets a plain attribute and changes nothing")
        for call in ctx.model.nodes(cst.Call):
            if not any(a.keyword and a.keyword.value in MISSPELLINGS for a in call.args):
                continue
            qual = ctx.model.imports.qualify(call.func)
            if api.is_tensor_factory(qual) or qual in api.PARAMETER_CLASSES:
                misspelt = next(a.keyword.value for a in call.args
                                if a.keyword and a.keyword.value in MISSPELLINGS)
                yield self.report(ctx, call, f"'{misspelt}=' is not requires_grad=")
