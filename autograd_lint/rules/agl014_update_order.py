"""AGL014 update-order."""
from __future__ import annotations

from typing import Iterator

from ..findings import Finding
from .base import Context, Rule


class UpdateOrder(Rule):
    code = "AGL014"
    name = "update-order"
    summary = "step() before backward(), or zero_grad() between backward() and step()"
    what = ("In one iteration, `opt.step()` runs before the `loss.backward()` that should feed it, "
            "or `opt.zero_grad()` runs between `backward()` and `step()`. The same family: a "
            "gradient accumulation loop (`if (i + 1) % k == 0: opt.step()`) that still zeroes "
            "the gradients at every iteration, outside that test; and a loop that zeroes and "
            "backpropagates at each iteration (one per ensemble member) before one step after "
            "it.")
    why = ("The step then applies stale gradients (the previous iteration's) or none at all: the "
           "model trains a step behind, or not at all, with no error.")
    example = ("opt.zero_grad()\n"
               "opt.step()                     # AGL014: no gradients yet\n"
               "loss.backward()")
    use_instead = ("opt.zero_grad()\n"
                   "loss.backward()\n"
                   "opt.step()")
    fix_safety = "No automatic fix: moving statements can change what they read."
    runtime = ("Observable: a step() whose parameters have no gradient, or only the previous "
               "iteration's; an accumulation loop that zeroes every micro-batch when a zeroing "
               "throws away a backward's unused gradients and the step applies those of a "
               "backward from the same line (full mode only).")

    INVALID = ['''
import torch
model = torch.nn.Linear(3, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
for _ in range(3):
    opt.zero_grad()
    loss = model(torch.randn(4, 3)).sum()
    opt.step()
    loss.backward()
''', '''
import torch
members = torch.nn.ModuleList([torch.nn.Linear(3, 1) for _ in range(3)])
opt = torch.optim.SGD(members.parameters(), lr=0.1)
for _ in range(3):
    for member in members:
        opt.zero_grad()
        member(torch.randn(4, 3)).sum().backward()
    opt.step()
''']
    VALID = ['''
import torch
model = torch.nn.Linear(3, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
for _ in range(3):
    loss = model(torch.randn(4, 3)).sum()
    loss.backward()
    opt.step()
    opt.zero_grad()
''', '''
import torch
model = torch.nn.Linear(3, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
for _ in range(3):
    opt.step()          # applies the previous iteration's gradients: one step late, not wrong
    opt.zero_grad()
    loss = model(torch.randn(4, 3)).sum()
    loss.backward()
''']

    def check(self, ctx: Context) -> Iterator[Finding]:
        for site, kind, label, evidence in ctx.model.facts.update_order:
            if kind == "zero-accumulation":
                message = (f"zero_grad() at every iteration of a gradient accumulation loop "
                           f"wipes the gradients kept for the next {label}.step(), which sees "
                           f"only the last micro-batch; zero right after the step")
            elif kind == "zero-in-loop":
                message = (f"zero_grad() at each iteration discards the previous iteration's "
                           f"gradients before {label}.step() applies them; zero once before "
                           f"the loop")
            elif kind == "zero-between":
                message = (f"zero_grad() between backward() and {label}.step() discards the "
                           f"gradients; zero before the backward")
            else:
                message = (f"{label}.step() runs before the backward that computes its gradients; "
                           f"call step() after backward()")
            yield self.report(ctx, site, message, related=evidence)
