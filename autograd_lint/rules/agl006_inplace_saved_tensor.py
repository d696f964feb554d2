"""AGL006 inplace-saved-tensor."""
from __future__ import annotations

from typing import Iterator

from ..findings import Finding
from .base import Context, Rule


class InplaceSavedTensor(Rule):
    code = "AGL006"
    name = "inplace-saved-tensor"
    summary = "In-place edit of a tensor autograd saved for backward"
    what = ("An in-place operation (`y.relu_()`, `y += 1`, `y[i] = v`, `F.relu(y, inplace=True)`, "
            "`nn.ReLU(inplace=True)(y)`) on a tensor that an earlier differentiable op saved for "
            "its backward (the output of sigmoid / tanh / exp / softmax / relu, an input of "
            "mul / matmul / pow / div), before a backward that goes through that op.")
    why = ("The backward needs the saved value; autograd detects the edit and raises \"one of the "
           "variables needed for gradient computation has been modified by an inplace "
           "operation\" at `backward()`, far from the line that caused it.")
    example = ("y = torch.sigmoid(x @ w)\n"
               "y += 1                      # AGL006: sigmoid's backward needs y\n"
               "y.sum().backward()")
    use_instead = "y = y + 1                   # out of place: the saved y is untouched"
    fix_safety = "No automatic fix: an out-of-place rewrite may change memory use and aliasing."
    runtime = ("Observable: the saved tensor's version changes between the forward op and the "
               "backward; the in-place op's line is reported (anomaly mode cannot say it).")

    INVALID = ['''
import torch
w = torch.randn(3, 3, requires_grad=True)
y = torch.sigmoid(torch.randn(2, 3) @ w)
y += 1
y.sum().backward()
''']
    VALID = ['''
import torch
w = torch.randn(3, 3, requires_grad=True)
y = torch.sigmoid(torch.randn(2, 3) @ w)
y = y + 1
y.sum().backward()
''']

    def check(self, ctx: Context) -> Iterator[Finding]:
        facts = ctx.model.facts.inplace_saved
        sites = {id(site) for site, _, _ in facts}
        for site, target, saving_site in facts:
            if id(target) in sites:
                continue  # `a.mul_(s).add_(b)`: the chain edits one tensor, told at its first op
            name = ctx.snippet(target)
            op = ctx.snippet(saving_site)
            message = (f"in-place edit of '{name}', which '{op}' saved for backward; "
                       f"use an out-of-place op")
            if getattr(site, "func", None) is target:  # an in-place layer of an nn.Sequential
                message = (f"an in-place layer of '{name}' (inplace=True) rewrites a tensor "
                           f"that the layer before it saved for backward; build that layer "
                           f"with inplace=False")
            yield self.report(ctx, site, message,
                              related=((saving_site, "the op that saved the tensor"),))
