"""AGL015 uninitialized-tensor."""
from __future__ import annotations

from typing import Iterator

import libcst as cst

from ..findings import Finding
from .base import Context, Rule

LEGACY = {"Tensor", "FloatTensor", "DoubleTensor", "HalfTensor", "BFloat16Tensor", "LongTensor",
          "IntTensor", "ShortTensor", "ByteTensor", "CharTensor", "BoolTensor"}
INITIALISERS = ("_",)  # any in-place method (fill_, zero_, normal_, uniform_, copy_...)


class UninitializedTensor(Rule):
    code = "AGL015"
    name = "uninitialized-tensor"
    summary = "Legacy constructor with sizes used as data (uninitialized memory)"
    what = ("`torch.Tensor(3, 5)`, `torch.FloatTensor(3, 3)` and the other legacy constructors "
            "called with sizes return uninitialized memory; flagged when the result is used "
            "directly (in arithmetic, as an argument, returned) or given `requires_grad=True`, "
            "rather than initialised in place first.")
    why = ("The values are whatever was in memory (garbage, sometimes NaN or huge): training "
           "starts from noise that differs run to run. The legacy constructors also cannot take "
           "`requires_grad` (TypeError).")
    example = "w = torch.Tensor(784, 10) @ x              # AGL015"
    use_instead = ("w = torch.randn(784, 10, requires_grad=True)\n"
                   "# or: torch.empty(784, 10) followed by nn.init.*_(w)")
    fix_safety = "No automatic fix: the intended initialisation must be chosen."
    runtime = "Static only: uninitialized memory is not an autograd event."

    INVALID = ['''
import torch
x = torch.randn(5, 3)
y = x @ torch.Tensor(3, 2)
''']
    VALID = ['''
import torch
import torch.nn as nn
a = torch.Tensor([1.0, 2.0])
b = torch.FloatTensor(3, 3).fill_(0.0)
c = torch.Tensor(3, 5)
nn.init.xavier_uniform_(c)
''']

    def check(self, ctx: Context) -> Iterator[Finding]:
        parents = _direct_parents(ctx)
        for call in ctx.model.nodes(cst.Call):
            qual = ctx.model.imports.qualify(call.func)
            if not qual or qual.rsplit(".", 1)[-1] not in LEGACY or \
                    qual.rsplit(".", 1)[0] not in ("torch", "torch.cuda"):
                continue
            sizes = [a for a in call.args if a.keyword is None]
            if not sizes or not _are_sizes(sizes):
                continue
            keywords = {a.keyword.value for a in call.args if a.keyword is not None}
            if "requires_grad" in keywords:
                yield self.report(ctx, call, f"{qual.rsplit('.', 1)[-1]}(sizes) cannot take "
                                             f"requires_grad and is uninitialized; use torch.randn("
                                             f"..., requires_grad=True) or torch.zeros(...)")
                continue
            parent = parents.get(id(call))
            if parent is None or _initialised_in_place(parent, call):
                continue
            yield self.report(ctx, call, f"{qual.rsplit('.', 1)[-1]}(sizes) returns uninitialized "
                                         f"memory; use torch.zeros / torch.randn / torch.empty "
                                         f"with an init")


def _are_sizes(args) -> bool:
    values = [a.value for a in args]
    if any(isinstance(v, (cst.List, cst.Tuple, cst.ListComp, cst.SimpleString)) for v in values):
        return False
    if len(values) == 1:  # one argument may be data: only an integer literal is surely a size
        return isinstance(values[0], cst.Integer)
    return True


def _direct_parents(ctx: Context) -> dict[int, cst.CSTNode]:
    """For legacy constructor calls used *as values*: the node that uses them directly."""
    parents: dict[int, cst.CSTNode] = {}
    for kind in (cst.BinaryOperation, cst.Call, cst.Return, cst.Arg, cst.Attribute):
        for node in ctx.model.nodes(kind):
            if isinstance(node, cst.BinaryOperation):
                children = (node.left, node.right)
            elif isinstance(node, cst.Return):
                children = (node.value,)
            elif isinstance(node, cst.Arg):
                children = (node.value,)
            elif isinstance(node, cst.Attribute):
                children = (node.value,)
            else:
                continue
            for child in children:
                if isinstance(child, cst.Call):
                    parents[id(child)] = node
    return parents


def _initialised_in_place(parent, call) -> bool:
    """`torch.Tensor(3, 3).fill_(0)`: the attribute access is an in-place initialiser; an Arg of
    nn.Parameter(...) or nn.init is an initialisation site too."""
    if isinstance(parent, cst.Attribute):
        return parent.attr.value.endswith(INITIALISERS) or parent.attr.value in ("data",)
    if isinstance(parent, cst.Arg):
        return True  # passed on (nn.Parameter, an init helper): cannot tell, stay quiet
    return False
