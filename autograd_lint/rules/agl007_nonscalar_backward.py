"""AGL007 nonscalar-backward."""
from __future__ import annotations

from typing import Iterator

from ..findings import Finding
from .base import Context, Rule


class NonscalarBackward(Rule):
    code = "AGL007"
    name = "nonscalar-backward"
    summary = "backward() without gradient= on a tensor with several elements"
    what = ("`t.backward()` with no `gradient=` argument where `t` is known to hold more than one "
            "element: a layer's batch output, a factory with sizes, a loss built with "
            "`reduction='none'`, and element-wise arithmetic on those, with no reduction applied. "
            "A layer with one output per sample (`nn.Linear(h, 1)`, a `Categorical`'s log-prob) "
            "has as many elements as its batch has rows: it counts only where the batch is "
            "known to have several (`torch.randn(32, 6)`), not for an agent learning from one "
            "transition at a time.")
    why = "PyTorch raises \"grad can be implicitly created only for scalar outputs\"."
    example = "(10 - model(x)).backward()          # AGL007"
    use_instead = ("(10 - model(x)).sum().backward()\n"
                   "# or: y.backward(torch.ones_like(y))")
    fix_safety = "No automatic fix: sum and mean scale the gradient differently."
    runtime = "Observable: torch raises at the backward; the line is reported."

    INVALID = ['''
import torch
import torch.nn as nn
layer = nn.Linear(3, 2)
out = layer(torch.randn(4, 3))
(10 - out).backward()
''']
    VALID = ['''
import torch
import torch.nn as nn
layer = nn.Linear(3, 2)
out = layer(torch.randn(4, 3))
(10 - out).sum().backward()
out2 = layer(torch.randn(4, 3))
out2.backward(torch.ones_like(out2))
''']

    def check(self, ctx: Context) -> Iterator[Finding]:
        for site, links in ctx.model.facts.nonscalar_backward:
            target = ctx.snippet(site.func.value) if hasattr(site.func, "value") else "tensor"
            message = (f"'{target}' has several elements: reduce it (.sum() / .mean()) or pass "
                       f"gradient= to backward()")
            yield self.report(ctx, site, message, related=links)
