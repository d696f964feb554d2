"""AGL004 missing-zero-grad."""
from __future__ import annotations

from dataclasses import replace
from typing import Iterator

from .. import lazy_cst as cst

from ..findings import Finding
from ..fixes import insert_after_statement, prepend_to_block
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
            "outside the step loop; zeroing one of two optimizers; zeroing on one branch only; an "
            "L-BFGS closure that does not zero (step(closure) evaluates it several times).")
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
    fix_kind = "sometimes"
    fix_safety = ("Safe when the `opt.step()` line is in the loop itself and nothing after it in "
                  "the loop names gradients (`p.grad`, `clip_grad_norm_`, a `log_grads()` "
                  "helper): `opt.zero_grad()` is inserted right after that line, so a loop that "
                  "accumulates over micro-batches (`if (i + 1) % k == 0: opt.step()`) still "
                  "accumulates k of them. Unsafe when later code may read the gradients (zeroing "
                  "changes what it sees), and when the step is in a helper the loop calls: then "
                  "`opt.zero_grad()` goes at the start of the loop body, which would drop "
                  "micro-batches a conditional step means to accumulate. No fix for manual updates.")
    runtime = ("Observable: two `step()` calls of the same optimizer with a backward in between and "
               "no zeroing of its parameters between them; or with no backward in between, the "
               "second applying the very gradients the first did (`scaler.step(opt)` then "
               "`opt.step()`).")

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
        # a step reached from another step (another branch) is not fixed by zeroing after it
        from_elsewhere = {id(f.site) for f in ctx.model.facts.accumulation
                          if f.previous is not f.site}
        seen = set()
        for fact in ctx.model.facts.accumulation:
            # (a helper that steps, called a thousand times, gives the same fact each time: one
            # finding, and its fix built once)
            key = (id(fact.site), id(fact.previous), fact.manual, fact.closure, id(fact.again))
            if key in seen:
                continue
            seen.add(key)
            name = fact.optimizer.label or "the optimizer"
            if fact.manual:
                message = (f"'{name}.grad' accumulates across iterations: nothing zeroes it between "
                           f"updates; set {name}.grad = None after the update")
                yield self.report(ctx, fact.site, message)
                continue
            if fact.closure:
                message = (f"gradients of {name} accumulate across the evaluations of its closure: "
                           f"step(closure) runs it several times and nothing in it zeroes them; "
                           f"call {name}.zero_grad() at the start of the closure")
                yield self.report(ctx, fact.site, message)
                continue
            if fact.applied_by is not None:  # (zeroing after its own step would not help)
                message = (f"{name}.step() applies again the gradients the step() on "
                           f"{ctx.place(fact.applied_by)} already applied to parameters they "
                           f"share; zero them after that step, before {name}'s backward")
                yield self.report(ctx, fact.site, message,
                                  related=((fact.applied_by, "step() that applied them first"),))
                continue
            if fact.again is not None:  # (a zeroing would not help: no backward between them)
                message = (f"{name}.step() applies again the gradients the step() on "
                           f"{ctx.place(fact.again)} already applied, with no backward() "
                           f"between them; step once per backward")
                yield self.report(ctx, fact.site, message,
                                  related=((fact.again, "step() that applied them first"),))
                continue
            message = (f"gradients of {name} accumulate: no zero_grad() between its step() calls; "
                       f"call {name}.zero_grad() each iteration")
            if fact.partly_zeroed_by:
                message = (f"{fact.partly_zeroed_by}.zero_grad() clears only part of what {name} "
                           f"updates: the rest accumulates across steps; call "
                           f"{name}.zero_grad() instead")
            fix = _zero_grad_fix(fact, name, id(fact.site) in from_elsewhere)
            yield self.report(ctx, fact.site, message, fix=fix,
                              related=((fact.previous, "previous step() without zeroing since"),))


def _zero_grad_fix(fact, name: str, reached_from_elsewhere: bool = False):
    if not isinstance(fact.loop, (cst.For, cst.While)) or dotted(_expression(name)) != name:
        # (no loop, or a comprehension's: no block to put the zeroing in)
        return None
    zero = f"{name}.zero_grad()\n"
    # zeroing after this step covers the path from it back to itself only (an earlier step on
    # another line, e.g. in another branch, needs its own zeroing)
    after_step = insert_after_statement(fact.loop, fact.site, zero,
                                        f"Call {name}.zero_grad() after {name}.step()") \
        if fact.previous is fact.site and not reached_from_elsewhere else None
    if after_step is not None:
        fix, later_reads_grad = after_step
        return replace(fix, safe=not later_reads_grad)
    # the step is in a helper: zero at the top of the loop, which only helps if the loop does not
    # zero already (a loop that steps twice per iteration needs a zero between its own steps)
    if "zero_grad" in names_in(fact.loop.body):
        return None
    fix = prepend_to_block(fact.loop, zero, f"Call {name}.zero_grad() at the start of the loop body")
    return replace(fix, safe=False) if fix is not None else None


def _expression(text: str):
    try:
        return cst.parse_expression(text)
    except cst.ParserSyntaxError:
        return cst.Name("_")
