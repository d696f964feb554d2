"""AGL015 uninitialized-tensor."""
from __future__ import annotations

from typing import Iterator

from ..findings import Finding
from .base import Context, Rule


class UninitializedTensor(Rule):
    code = "AGL015"
    name = "uninitialized-tensor"
    summary = "Legacy constructor with sizes used as data (uninitialized memory)"
    what = ("`torch.Tensor(3, 5)`, `torch.FloatTensor(n)` and the other legacy constructors called "
            "with sizes return uninitialized memory. Flagged when that memory is read (arithmetic, "
            "a layer, an in-place op that reads like `+=` or `lerp_`, a parameter or buffer used "
            "in `forward`) before anything overwrote it (`fill_`, `zero_`, `normal_`, `copy_`, "
            "`nn.init.*_`), or when `requires_grad=True` is passed. `torch.empty(...)` / "
            "`w.new_empty(...)` are flagged only when trained as they are: wrapped in "
            "`nn.Parameter` or made with `requires_grad=True`, and read before anything wrote "
            "to them.")
    why = ("The values are whatever was in memory (garbage, sometimes NaN or huge): training "
           "starts from noise that differs run to run. The legacy constructors also cannot take "
           "`requires_grad` (TypeError).")
    example = ("bias = torch.Tensor(1, 3)                   # AGL015\n"
               "pred = x @ W + bias")
    use_instead = ("bias = torch.zeros(1, 3, requires_grad=True)\n"
                   "# or: torch.empty(1, 3) followed by nn.init.*_(bias)")
    fix_safety = "No automatic fix: the intended initialisation must be chosen."
    runtime = "Static only: uninitialized memory is not an autograd event."

    INVALID = ['''
import torch
x = torch.randn(5, 3)
y = x @ torch.Tensor(3, 2)
''', '''
import torch
counts = torch.FloatTensor(4)
counts += torch.ones(4)
''']
    VALID = ['''
import torch
import torch.nn as nn
a = torch.Tensor([1.0, 2.0]) * 2
b = torch.FloatTensor(3, 3).fill_(0.0) + 1
c = torch.Tensor(3, 5)
nn.init.xavier_uniform_(c)
d = c * 2
''']

    def check(self, ctx: Context) -> Iterator[Finding]:
        for call, how, reader in ctx.model.facts.uninitialized:
            name = ctx.snippet(call.func)
            if how == "requires_grad":
                message = (f"{name}(sizes) cannot take requires_grad and is uninitialized; use "
                           f"torch.zeros / torch.randn(..., requires_grad=True)")
            else:
                message = (f"{name}(sizes) is uninitialized memory, read before anything was "
                           f"written to it; use torch.zeros / torch.randn, or init it first")
            related = ((reader, "read here"),) if reader is not None else ()
            yield self.report(ctx, call, message, related=related)
