"""AGL015 uninitialized-tensor."""
from __future__ import annotations

import re
from typing import Iterator

from .. import lazy_cst as cst
from ..findings import Finding
from .base import Context, Rule

# What a tensor's memory does not decide: its metadata.
_SHAPE_QUERIES = frozenset({"size", "shape", "dim", "ndim", "ndimension", "numel", "dtype",
                            "device"})
# Methods whose result is the same memory or a copy of it: still garbage, still only a shape.
_KEEPS_MEMORY = frozenset({"view", "reshape", "flatten", "squeeze", "unsqueeze", "permute",
                           "transpose", "t", "contiguous", "to", "float", "double", "half",
                           "cpu", "cuda", "detach", "clone", "expand"})
# Layers that keep running statistics, built or written in a file.
_RUNNING_STATISTICS = re.compile(r"(BatchNorm|InstanceNorm)\w*\s*\(|register_buffer\(\s*['\"]running")


class UninitializedTensor(Rule):
    code = "AGL015"
    name = "uninitialized-tensor"
    summary = "Legacy constructor with sizes used as data (uninitialized memory)"
    what = ("`torch.Tensor(3, 5)`, `torch.FloatTensor(n)` and the other legacy constructors called "
            "with sizes return uninitialized memory. Flagged when that memory is read (arithmetic, "
            "a layer, an in-place op that reads like `+=` or `lerp_`, a parameter or buffer used "
            "in `forward`) before anything overwrote it (`fill_`, `zero_`, `normal_`, `copy_`, "
            "`nn.init.*_`), or when `requires_grad=True` is passed. Not when all that is read "
            "from it is a shape (a dummy forward that sizes the next layer), unless the file "
            "has layers that keep running statistics (BatchNorm), which the forward would fill "
            "with garbage. `torch.empty(...)` / "
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
''', '''
import torch
import torch.nn as nn
conv = nn.Conv2d(3, 8, 3)
probe = conv(torch.FloatTensor(1, 3, 32, 32))
scale = probe.abs().max()
''']
    VALID = ['''
import torch
import torch.nn as nn
a = torch.Tensor([1.0, 2.0]) * 2
b = torch.FloatTensor(3, 3).fill_(0.0) + 1
c = torch.Tensor(3, 5)
nn.init.xavier_uniform_(c)
d = c * 2
''', '''
import torch
import torch.nn as nn
conv = nn.Conv2d(3, 8, 3)
probe = conv(torch.FloatTensor(1, 3, 32, 32))
flat = probe.view(probe.size(0), -1)
features = flat.size(1)
''']

    def check(self, ctx: Context) -> Iterator[Finding]:
        # a dummy forward through a layer that keeps running statistics writes garbage into them
        running_statistics = not ctx.source or _RUNNING_STATISTICS.search(ctx.source) is not None
        for call, how, reader in ctx.model.facts.uninitialized:
            if how != "requires_grad" and not running_statistics and \
                    _read_only_for_its_shape(ctx.module, call):
                continue
            name = ctx.snippet(call.func)
            if how == "requires_grad":
                message = (f"{name}(sizes) cannot take requires_grad and is uninitialized; use "
                           f"torch.zeros / torch.randn(..., requires_grad=True)")
            else:
                message = (f"{name}(sizes) is uninitialized memory, read before anything was "
                           f"written to it; use torch.zeros / torch.randn, or init it first")
            related = ((reader, "read here"),) if reader is not None else ()
            yield self.report(ctx, call, message, related=related)


def _read_only_for_its_shape(module, allocation) -> bool:
    """Does everything computed from ``allocation``, in the function that makes it, end in a
    shape query (`out = self.conv(torch.FloatTensor(1, 3, 84, 84))` then
    `out.view(1, -1).size(1)`: a dummy forward that sizes the next layer)? Any other use, a
    name stored elsewhere or returned, counts as reading the values."""
    ancestors = _ancestors(module, allocation)
    if ancestors is None:
        return False
    scope = next((node for node in ancestors if isinstance(node, (cst.FunctionDef, cst.Lambda))),
                 module)
    derived: set[str] = set()
    pending = [(allocation, ancestors)]
    shape_read = False
    while pending:
        node, chain = pending.pop()
        bound = _bound_by_shape_only_use(node, chain)
        if bound is None:
            return False
        if bound == "shape":
            shape_read = True
            continue
        new = bound - derived
        if new:
            derived |= new
            pending.extend(_uses(scope, new))
    return shape_read  # (a value computed and never read at all is not this idiom)


def _bound_by_shape_only_use(node, chain) -> frozenset[str] | str | None:
    """The names a use of garbage memory binds to values still made of it ("shape" for a use
    that ends in a shape query), or None when the use reads the values."""
    child = node
    for parent in chain:
        if isinstance(parent, cst.Attribute) and parent.value is child:
            if parent.attr.value in _SHAPE_QUERIES:
                return "shape"
            if parent.attr.value not in _KEEPS_MEMORY:
                return None
        elif isinstance(parent, cst.Call):
            pass  # (a layer or a function given it, a method of it: what it returns is made of it)
        elif isinstance(parent, cst.Arg):
            if parent.star:
                return None
        elif isinstance(parent, (cst.BinaryOperation, cst.Element, cst.Tuple)) or \
                isinstance(parent, cst.Subscript) and parent.value is child:
            pass  # (a tuple of it is made of it too: `del probe, out`)
        elif isinstance(parent, cst.Del):
            return frozenset()
        elif isinstance(parent, cst.Assign) and parent.value is child:
            names = [target.target for target in parent.targets]
            if not all(isinstance(name, cst.Name) for name in names):
                return None
            return frozenset(name.value for name in names)
        else:
            return None
        child = parent
    return None


def _with_ancestors(root):
    """Each node under ``root`` with the nodes around it, nearest first."""
    pending = [(child, (root,)) for child in reversed(root.children)]
    while pending:
        node, around = pending.pop()
        yield node, around
        inner = (node,) + around
        pending.extend((child, inner) for child in reversed(node.children))


def _ancestors(module, target) -> list | None:
    """The nodes around ``target``, nearest first (None if it is not in ``module``)."""
    return next((list(around) for node, around in _with_ancestors(module) if node is target),
                None)


def _uses(scope, names: set[str]) -> list:
    """Each read of ``names`` under ``scope``, with the nodes around it, nearest first."""
    return [(node, list(around)) for node, around in _with_ancestors(scope)
            if isinstance(node, cst.Name) and node.value in names and
            not _names_no_value(around[0], node)]


def _names_no_value(parent, name) -> bool:
    """Is ``name`` an assignment's target, an attribute's or a keyword's name (not a read)?"""
    return isinstance(parent, cst.AssignTarget) and parent.target is name or \
        isinstance(parent, cst.Attribute) and parent.attr is name or \
        isinstance(parent, cst.Arg) and parent.keyword is name
