"""AGL004 missing-zero-grad."""
from __future__ import annotations

from typing import Iterator

import libcst as cst

from ..findings import Finding
from ..fixes import prepend_to_block
from ..semantics.names import dotted
from ..semantics.walk import names_in
from .base import Context, Rule


class MissingZeroGrad(Rule):
    code = "AGL004"
    name = "missing-zero-grad"
    summary = "Gradients accumulate across steps: no zeroing between two step() calls"
    what = ("A loop calls `backward()` and `opt.step()` each iteration, but not every path through "
            "the loop zeroes the gradients of `opt`'s parameters between two steps (in the loop or "
            "in a function it calls). Zeroing counts as `opt.zero_grad()` (any `set_to_none`), "
            "`model.zero_grad()`, `p.grad = None`, `p.grad.zero_()`. Also a manual-SGD loop that "
            "updates with `w.grad` and never zeroes it. Typical shapes: zeroing once per epoch "
            "outside the step loop; zeroing one of two optimizers; zeroing on one branch only.")
    why = ("`backward()` adds into `.grad`; step k then applies the sum of all earlier gradients "
           "and training diverges or silently degrades.")
    example = ("optimizer.zero_grad()\n"
               "for x, y in loader:\n"
               "    loss = criterion(model(x), y)\n"
               "    loss.backward()\n"
               "    optimizer.step()          # AGL004")
    use_instead = ("for x, y in loader:\n"
                   "    optimizer.zero_grad()\n"
                   "    loss = criterion(model(x), y)\n"
                   "    loss.backward()\n"
                   "    optimizer.step()")
    fix_safety = ("Safe: `opt.zero_grad()` is inserted as the first statement of the loop body "
                  "(not offered for manual updates).")
    runtime = ("Observable: two `step()` calls of the same optimizer with a backward in between and "
               "no zeroing of its parameters between them.")

    INVALID = ['''
import torch
model = torch.nn.Linear(3, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
opt.zero_grad()
for _ in range(3):
    loss = model(torch.randn(4, 3)).sum()
    loss.backward()
    opt.step()
''']
    VALID = ['''
import torch
model = torch.nn.Linear(3, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
for i in range(8):
    loss = model(torch.randn(4, 3)).sum()
    loss.backward()
    if (i + 1) % 4 == 0:
        opt.step()
        opt.zero_grad()
''']

    def check(self, ctx: Context) -> Iterator[Finding]:
        for fact in ctx.model.facts.accumulation:
            name = fact.optimizer.label or "the optimizer"
            if fact.manual:
                message = (f"'{name}.grad' accumulates across iterations: nothing zeroes it between "
                           f"updates; set {name}.grad = None after the update")
                yield self.report(ctx, fact.site, message)
                continue
            message = (f"gradients of {name} accumulate: no zero_grad() between its step() calls; "
                       f"call {name}.zero_grad() each iteration")
            fix = None
            # zeroing at the top of the loop only helps if the loop does not zero already (a
            # loop that steps twice per iteration needs a zero between its own steps)
            if fact.loop is not None and dotted(_expression(name)) == name and \
                    "zero_grad" not in names_in(fact.loop.body):
                fix = prepend_to_block(fact.loop, f"{name}.zero_grad()\n",
                                       f"Call {name}.zero_grad() at the start of the loop body")
            yield self.report(ctx, fact.site, message, fix=fix,
                              related=((fact.previous, "previous step() without zeroing since"),))


def _expression(text: str):
    try:
        return cst.parse_expression(text)
    except cst.ParserSyntaxError:
        return cst.Name("_")
