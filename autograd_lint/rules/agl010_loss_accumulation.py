"""AGL010 loss-accumulation."""
from __future__ import annotations

from typing import Iterator

from .. import lazy_cst as cst

from ..findings import Finding, Fix
from ..fixes import parenthesized, receiver_text
from .base import Context, Rule


class LossAccumulation(Rule):
    code = "AGL010"
    name = "loss-accumulation"
    summary = "Graph-carrying tensor kept across iterations (total_loss += loss)"
    what = ("In a loop, a tensor that carries an autograd graph is added to an accumulator that "
            "outlives the iteration (`total_loss += loss`, `running = running + criterion(...)`, "
            "`losses.append(loss)`, `stats['loss'] += loss`), and the accumulator is never "
            "backpropagated. A batch's outputs appended to a list that outlives the iteration "
            "(`scores.append(torch.sigmoid(logits))` for an epoch's metric) count once a "
            "backward has walked their graph.")
    why = ("Each iteration's whole graph stays alive through the accumulator: memory grows every "
           "step until the run is out of memory (PyTorch FAQ, \"My model reports cuda runtime "
           "error(2): out of memory\").")
    example = ("for x, y in loader:\n"
               "    loss = criterion(model(x), y)\n"
               "    loss.backward(); opt.step(); opt.zero_grad()\n"
               "    total_loss += loss          # AGL010")
    use_instead = "total_loss += loss.item()      # or loss.detach(), float(loss)"
    fix_kind = "sometimes"
    fix_safety = ("Unsafe for a scalar loss: `.item()` is appended; the accumulated number is "
                  "the same, but the accumulator turns from a tensor into a Python float, so "
                  "later tensor methods on it (`total.cpu()`, `total.item()`) fail. Safe for a "
                  "batch's outputs kept in a list: `.detach()` keeps the same values, as a "
                  "tensor.")
    runtime = ("Observable: a name holding graphs of two or more earlier iterations at a backward "
               "(`total += loss`, `.append(loss)`, a list on a module that a forward hook appends "
               "to), reported on the statement that keeps them; needs at least three backwards "
               "to be seen. Not observable: a total a helper object keeps (`meter.update(loss)`), "
               "and a graph no backward walks (a sum of the parameters' norms).")

    INVALID = ['''
import torch
import torch.nn as nn
model = nn.Linear(3, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
total = 0.0
for _ in range(3):
    opt.zero_grad()
    loss = nn.functional.mse_loss(model(torch.randn(4, 3)), torch.randn(4, 1))
    loss.backward()
    opt.step()
    total += loss
''', '''
import torch
import torch.nn as nn
model = nn.Linear(3, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
scores = []
for _ in range(3):
    opt.zero_grad()
    logits = model(torch.randn(4, 3))
    nn.functional.binary_cross_entropy_with_logits(logits, torch.ones(4, 1)).backward()
    opt.step()
    scores.append(torch.sigmoid(logits))
''']
    VALID = ['''
import torch
import torch.nn as nn
model = nn.Linear(3, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
total = 0.0
for _ in range(3):
    opt.zero_grad()
    loss = nn.functional.mse_loss(model(torch.randn(4, 3)), torch.randn(4, 1))
    loss.backward()
    opt.step()
    total += loss.item()
''', '''
import torch
import torch.nn as nn
model = nn.Linear(3, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
for _ in range(3):
    outputs = []
    for x in torch.randn(5, 4, 3):
        outputs.append(model(x))
    opt.zero_grad()
    torch.cat(outputs).pow(2).mean().backward()
    opt.step()
''']

    @classmethod
    def runtime_observable(cls, finding, accelerator: bool) -> bool:
        # the checker follows the graphs backwards walked, kept by the names of the loop's
        # frames: not a helper object's total, nor a graph no backward walks
        return HANDED not in finding.message and UNWALKED not in finding.message

    def check(self, ctx: Context) -> Iterator[Finding]:
        facts = ctx.model.facts
        for site, value_node, scalar, how, handed, walked, origin in facts.loss_accumulation:
            if site in facts.differentiated_accumulations:
                continue  # loss terms gathered for a gradient, dropped unused on another path
            # a helper keeping what its caller hands it (`meter.update(loss)`): the call is what
            # to change (the helper is right for numbers), in this file or another
            # (the outermost handover this file makes: where the user's own code hands it)
            finding = next(filter(None, (self._handed_over(ctx, site, handover, scalar)
                                         for handover in reversed(handed))), None)
            if finding is not None:
                yield finding
                continue
            if not ctx.owns(site):
                continue
            name = ctx.snippet(value_node)
            if how == "container":  # (no one call to add: each tensor in it is to detach)
                yield self.report(ctx, site, f"the tensors in '{name}' keep their graphs alive "
                                  f"across iterations; keep their .detach() or .item() values",
                                  related=origin)
                continue
            method = "item" if scalar else "detach"
            # (`loss * x.size(0)` is said `(loss * x.size(0)).item()`, as the fix writes it)
            spelled = receiver_text(value_node, name) \
                if isinstance(value_node, cst.BaseExpression) else name
            kept = "its graph" if walked else UNWALKED
            message = (f"'{name}' keeps {kept} alive across iterations; accumulate "
                       f"{spelled}.{method}() instead")
            fix = None
            if isinstance(value_node, cst.BaseExpression):
                fixed = cst.Call(func=cst.Attribute(value=parenthesized(value_node),
                                                    attr=cst.Name(method)))
                # .item() changes the accumulator's type (tensor -> float); .detach() does not
                fix = Fix(f"Use {name}.{method}()", replacements=((value_node, fixed),),
                          safe=not scalar)
            yield self.report(ctx, site, message, fix=fix, related=origin)

    def _handed_over(self, ctx: Context, site, handed, scalar) -> Finding | None:
        """The tensor is kept by a helper (`meter.update(loss)` with `self.sum += val * n`, in
        this file or another): reported at this file's call that hands it over."""
        call, param, index, container = handed
        if not isinstance(call, cst.Call) or not ctx.owns(call):
            return None
        positional = [arg.value for arg in call.args if arg.keyword is None and not arg.star]
        given = next((arg.value for arg in call.args
                      if arg.keyword is not None and arg.keyword.value == param), None)
        if given is None and index < 0:  # the `**kwargs` / `*args` it came in by
            given = next((arg.value for arg in call.args
                          if arg.star == ("**" if index == -1 else "*")), None)
        elif given is None and index < len(positional):
            given = positional[index]
        if given is None:  # a keyword the call passes in a mapping (`tally.add(**terms)`)
            given = next((arg.value for arg in call.args if arg.star == "**"), None)
            index = -1
        if given is None:
            return None
        name = ctx.snippet(given)
        if index < 0 or container:  # (`**stats`, `log_vars`: a dict of them, each kept)
            message = (f"the tensors in '{name}' {HANDED} {ctx.snippet(call.func)}() keep their "
                       f"graphs alive across iterations ({ctx.place(site)}); pass their "
                       f".item() values instead")
        else:
            method = "item" if scalar else "detach"
            message = (f"'{name}' {HANDED} {ctx.snippet(call.func)}() keeps its graph alive "
                       f"across iterations ({ctx.place(site)}); pass {name}.{method}() instead")
        return self.report(ctx, call, message, related=((site, "where it is kept"),))


HANDED = "handed to"
UNWALKED = "a graph no backward walks"
