"""AGL013 numpy-on-grad-tensor."""
from __future__ import annotations

from typing import Iterator

from .. import lazy_cst as cst

from ..findings import Finding, Fix
from .base import Context, Rule


class NumpyOnGradTensor(Rule):
    code = "AGL013"
    name = "numpy-on-grad-tensor"
    summary = ".numpy() (or np.*) on a tensor that requires grad"
    what = ("`.numpy()`, `np.asarray(t)`, `np.array(t)`, `np.mean(t)`... on a tensor that "
            "requires grad (a model output computed with grad, a parameter) without `.detach()`.")
    why = "PyTorch raises \"Can't call numpy() on Tensor that requires grad\"."
    example = "preds = model(x).numpy()              # AGL013"
    use_instead = "preds = model(x).detach().cpu().numpy()"
    fix_safety = "Safe for `.numpy()`: `.detach()` is inserted before it."
    runtime = "Observable: torch raises at that line."

    INVALID = ['''
import torch.nn as nn
import torch
model = nn.Linear(3, 1)
preds = model(torch.randn(4, 3)).numpy()
''']
    VALID = ['''
import torch.nn as nn
import torch
model = nn.Linear(3, 1)
preds = model(torch.randn(4, 3)).detach().cpu().numpy()
with torch.no_grad():
    more = model(torch.randn(4, 3)).numpy()
''', '''
import numpy as np
import torch
import torch.nn as nn
from torchvision import transforms
from serving import batched   # a library decorator: the grad mode inside is unknown
model = nn.Conv2d(3, 3, 1)
image = np.array(transforms.ToPILImage()(model(torch.randn(1, 3, 8, 8))[0]))

@batched
def embed(x):
    return model(x).numpy()
''']

    def check(self, ctx: Context) -> Iterator[Finding]:
        for site, receiver, how, evidence in ctx.model.facts.numpy_on_grad:
            fix = None
            if receiver is not None:
                detached = cst.Call(func=cst.Attribute(value=receiver, attr=cst.Name("detach")))
                fix = Fix("Insert .detach() before .numpy()", replacements=((receiver, detached),),
                          safe=True)
                name = ctx.snippet(receiver)
                message = f"'{name}' requires grad: call {name}.detach() before .numpy()"
            else:
                message = f"{how}() on a tensor that requires grad: pass tensor.detach().cpu()"
            yield self.report(ctx, site, message, fix=fix, related=evidence)
