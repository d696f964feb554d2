"""AGL018 detached-loss."""
from __future__ import annotations

from typing import Iterator

from .. import lazy_cst as cst
from ..findings import Finding
from ..semantics import torch_api as api
from .base import Context, Rule


TERM = "term of the loss"  # (a term that trains nothing beside terms that do)


class DetachedLoss(Rule):
    code = "AGL018"
    name = "detached-loss"
    summary = "The loss cannot reach the parameters its update should train"
    what = ("The loss is cut off from the parameters before `backward()`: computed under "
            "no-grad (or by a `@torch.no_grad()` helper), through a non-differentiable step "
            "(`argmax`, `.item()`, a comparison), rebuilt as `torch.tensor(x.item(), "
            "requires_grad=True)` or made anew from a metric's numbers (`torch.tensor(1.0 - "
            "c_index, requires_grad=True)`: a leaf whose backward reaches nothing else), "
            "\"fixed\" with `loss.requires_grad = True`; or every path to "
            "the stepping optimizer's parameters passes through `.detach()` (the generator step "
            "computing `netD(fake.detach())`). Also a term of the loss rebuilt from the "
            "values of tensors that carry graphs (`torch.Tensor([l1, l2])`, `torch.tensor(losses)`"
            "), or made from outputs through a comparison, `argmax`, rounding or `.item()` "
            "(a macro-F1 of thresholded predictions), and added to terms that do train: the "
            "update runs, that term trains nothing. A copied or thresholded tensor met element "
            "by element with trained values (a critic's target, a mask) is a constant on "
            "purpose and is not reported.")
    why = ("Torch raises \"element 0 of tensors does not require grad and does not have a "
           "grad_fn\", or, after the anti-fix, training silently does nothing.")
    example = ("with torch.no_grad():\n"
               "    loss = criterion(model(x), y)\n"
               "loss.requires_grad = True        # AGL018\n"
               "loss.backward()")
    use_instead = ("loss = criterion(model(x), y)     # with grad\n"
                   "loss.backward()")
    fix_safety = "No automatic fix."
    runtime = ("Observable: a backward whose graph reaches none of the stepping optimizer's "
               "parameters, or a step() where none of them received a gradient. Not a term "
               "that trains nothing beside terms that do: that backward reaches the parameters.")

    @classmethod
    def runtime_observable(cls, finding, accelerator: bool) -> bool:
        return TERM not in finding.message

    INVALID = ['''
import torch
import torch.nn as nn
model = nn.Linear(3, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
opt.zero_grad()
with torch.no_grad():
    loss = model(torch.randn(4, 3)).pow(2).mean()
loss.backward()
opt.step()
''']
    VALID = ['''
import torch
import torch.nn as nn
model = nn.Linear(3, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
opt.zero_grad()
with torch.no_grad():
    target = model(torch.randn(4, 3))
loss = (model(torch.randn(4, 3)) - target).pow(2).mean()
loss.backward()
opt.step()
''']

    def check(self, ctx: Context) -> Iterator[Finding]:
        yield from self._copied_terms(ctx)
        for site, kind, cut, label in ctx.model.facts.detached_loss:
            reason, cut_node = cut[:2] if cut else ("an earlier op", None)
            where = f" on {ctx.place(cut_node)}" if cut_node is not None else ""
            if kind == "new-leaf":
                message = (f"the loss is a new leaf tensor, not computed from the model: "
                           f"backward() fills only its own .grad and cannot reach {label}'s "
                           f"parameters; compute the loss from the model's outputs")
            elif kind == "anti-fix":
                message = (f"requires_grad = True does not reconnect '{label}' to the model (cut "
                           f"by {reason}{where}); compute the loss with grad instead")
            elif kind == "no-grad" and reason == "torch.no_grad()" and cut_node is not None:
                # (the op that ran without grad; the no_grad may be a caller's)
                message = (f"the loss has no graph ({ctx.place(cut_node)} ran under "
                           f"torch.no_grad()); backward() cannot reach any parameter")
            elif kind == "no-grad":
                message = (f"the loss has no graph (cut by {reason}{where}); backward() cannot "
                           f"reach any parameter")
            else:
                message = (f"the loss cannot reach {label}'s parameters (cut by {reason}{where}); "
                           f"remove the cut on their path")
            related = ((cut_node, "where the graph was cut"),) if cut_node is not None else ()
            yield self.report(ctx, site, message, related=related)

    def _copied_terms(self, ctx: Context) -> Iterator[Finding]:
        """Terms summed into a trained loss that carry no graph: a data copy of tensors
        (`torch.tensor([l1, l2])`) or an op with no gradient (a comparison, `.argmax()`)."""
        # one finding per backward: the copies one loss is made of (`triplet(torch.from_numpy(
        # a), torch.from_numpy(p), torch.from_numpy(n))`) are one mistake, the others related
        by_backward: dict = {}
        for copy, backward in ctx.model.facts.copied_term:
            by_backward.setdefault(backward, {})[copy] = None
        seen = set()
        for backward, copies in by_backward.items():
            copies = sorted((c for c in copies if c not in seen and ctx.owns(c)),
                            key=ctx.line_of) + [c for c in copies if c not in seen
                                                and not ctx.owns(c)]
            if not copies:
                continue
            seen.update(copies)
            copy = copies[0]
            related = ((backward, "backward of the loss with this term"),) + tuple(
                (other, "another copy in this loss") for other in copies[1:])
            if isinstance(copy, cst.Call) and not _cutting_method(copy):
                call = ctx.module.code_for_node(copy.func).strip()
                keep = "compute it from the tensors, not their NumPy values" \
                    if call.rsplit(".", 1)[-1] in ("from_numpy", "as_tensor") else \
                    "keep the tensor (torch.stack() for a list)"
                message = (f"{call}() copies the values and drops their graph: this {TERM} on "
                           f"{ctx.place(backward)} trains nothing; {keep}")
            else:  # `(p > t).float()`, `.argmax()`, `.item()` in a term summed into the loss
                message = (f"'{ctx.snippet(copy)}' has no gradient: the {TERM} on "
                           f"{ctx.place(backward)} made from it trains nothing; use a "
                           f"differentiable form (probabilities, not thresholded or rounded "
                           f"values)")
            yield self.report(ctx, copy, message, related=related)


def _cutting_method(call) -> bool:
    """`x.argmax(1)`, `loss.item()`: a method with no gradient, not a copying constructor."""
    return isinstance(call.func, cst.Attribute) and call.func.attr.value in api.DETACHING_METHODS
