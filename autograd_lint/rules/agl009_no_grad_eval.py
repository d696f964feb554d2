"""AGL009 no-grad-eval."""
from __future__ import annotations

from typing import Iterator

from .. import lazy_cst as cst

from ..findings import RUNS_HERE, Finding
from .base import Context, Rule


class NoGradEval(Rule):
    code = "AGL009"
    name = "no-grad-eval"
    summary = "Inference that builds autograd graphs (no torch.no_grad())"
    what = ("A forward pass in an evaluation path with grad mode on and no backward after it: "
            "after `model.eval()`, in a function named like evaluate / validate / predict / "
            "infer / test, or, for a network an optimizer trains, in a loop that neither "
            "backpropagates nor steps (a test pass inside the epoch loop, samples drawn to "
            "save), outside `torch.no_grad()` / `torch.inference_mode()`. Where the forward runs "
            "in a method or helper the training also uses (`model.encode(x)`, a `render()` "
            "loop), the evaluation's call of it is reported: that call is what to wrap.")
    why = ("Every activation is kept for a backward that never comes: evaluation is slower and "
           "uses far more memory, sometimes enough to run out of it.")
    example = ("def evaluate(model, loader):\n"
               "    model.eval()\n"
               "    for x, y in loader:\n"
               "        out = model(x)            # AGL009")
    use_instead = ("@torch.no_grad()\n"
                   "def evaluate(model, loader):\n"
                   "    ...\n"
                   "# or: with torch.inference_mode(): ...")
    fix_safety = "No automatic fix: the right region to wrap is a judgement call."
    runtime = ("Observable: a call of a module in eval mode, with grad enabled, whose graph no "
               "backward ever runs, reported at the call line once per site (watching starts at "
               "the first eval()).")

    INVALID = ['''
import torch
import torch.nn as nn
model = nn.Linear(3, 1)

def evaluate(batches):
    model.eval()
    total = 0.0
    for x in batches:
        total += model(x).sum().item()
    return total
''']
    VALID = ['''
import torch
import torch.nn as nn
model = nn.Linear(3, 1)

@torch.no_grad()
def evaluate(batches):
    model.eval()
    return sum(model(x).sum().item() for x in batches)
''', '''
import torch
import torch.nn as nn
from deploy_tools import inference_context   # a library decorator the analysis cannot read
model = nn.Linear(3, 1)
model.eval()

@inference_context()
def predict(x):
    return model(x).argmax(1)
''']

    def check(self, ctx: Context) -> Iterator[Finding]:
        # `Variable(x, volatile=True)` was PyTorch 0.3's no_grad: since 0.4 it does nothing
        volatile = _uses_volatile(ctx) if ctx.model.facts.eval_forward else False
        reported = set()
        for site, label, where, caller, switched in ctx.model.facts.eval_forward:
            related = ((switched, "eval() is called here"),) if switched is not None else ()
            if caller is not None and ctx.owns(caller):
                # a method of the network (also used in training) runs the forward: the call
                # of it in this evaluation is where a no_grad() goes, and what is reported
                if id(caller) in reported:
                    continue
                reported.add(id(caller))
                message = (f"'{ctx.snippet(caller.func)}()' runs '{label}' {where} with grad "
                           f"enabled and no backward; wrap the call in torch.no_grad() or "
                           f"torch.inference_mode()")
                related += ((site, RUNS_HERE),)
                site = caller
            elif caller is not None and ctx.analysed_elsewhere(caller):
                continue  # (the file with the call reports it there)
            else:
                through = f" (through {ctx.snippet(caller.func)}() on {ctx.place(caller)})" \
                    if caller is not None else ""
                message = (f"'{label}' runs {where}{through} with grad enabled and no backward; "
                           f"wrap the evaluation in torch.no_grad() or torch.inference_mode()")
                if caller is not None:
                    related += ((caller, "the call to wrap in torch.no_grad()"),)
            if volatile:
                message += " (Variable(..., volatile=True) has done nothing since PyTorch 0.4)"
            yield self.report(ctx, site, message, related=related)


def _uses_volatile(ctx: Context) -> bool:
    """Does the file pass `volatile=True` to a call (old code's way to skip the graph)?"""
    if not ctx.may_contain("volatile"):
        return False
    return any(arg.keyword is not None and arg.keyword.value == "volatile"
               for call in ctx.model.nodes(cst.Call) for arg in call.args)
