"""AGL020 nonleaf-parameter."""
from __future__ import annotations

from typing import Iterator

from .. import lazy_cst as cst

from ..findings import Finding, Fix
from ..semantics.names import dotted
from .base import Context, Rule


DEVICE_MOVE = "the copy .to() makes on another device"


class NonleafParameter(Rule):
    code = "AGL020"
    name = "nonleaf-parameter"
    summary = "A tensor meant to be trained is the result of an op, not a leaf"
    what = ("`w = torch.randn(784, 10, requires_grad=True) / 10`, or `.double()` / `.cuda()` / "
            "`.to(torch.float64)` / `.to(device)` after creating it with `requires_grad=True`: "
            "`w` is the result of an op, so it is not a leaf. Reported where the program treats "
            "`w` as trained (gives it to an optimizer or reads its `.grad`), not for an input a "
            "test only compares. `.to(device)` with a device known only at run time counts: on "
            "an accelerator it is a copy (on a CPU it happens to return the tensor itself); "
            "`.to(\"cpu\")` and `.float()` do not. A module attribute made by an op on "
            "`nn.Parameter(...)` (`self.gain = nn.Parameter(torch.ones(n)).to(device)`) is "
            "reported where it is stored: it is neither a Parameter nor a leaf.")
    why = ("`w.grad` stays None after backward, and `torch.optim.SGD([w])` raises \"can't "
           "optimize a non-leaf Tensor\".")
    example = "w = torch.randn(784, 10, requires_grad=True) / 10      # AGL020"
    use_instead = ("w = (torch.randn(784, 10) / 10).requires_grad_()\n"
                   "# or: torch.randn(784, 10, dtype=torch.float64, device=device, "
                   "requires_grad=True)")
    fix_safety = "Safe: `requires_grad=True` moves to the end as `.requires_grad_()`."
    runtime = ("Observable: a non-leaf passed to an optimizer, or a tensor whose .grad stays None "
               "after a backward that used it.")

    INVALID = ['''
import torch
w = torch.randn(784, 10, requires_grad=True) / 10
opt = torch.optim.SGD([w], lr=0.1)
''', '''
import torch
device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
b = torch.zeros(10, requires_grad=True).to(device)
(b * 2).sum().backward()
print(b.grad)
''', '''
import torch
import torch.nn as nn
class Scale(nn.Module):
    def __init__(self, n):
        super().__init__()
        self.gain = nn.Parameter(torch.ones(n)).cuda()
model = Scale(4)
''']
    VALID = ['''
import torch
w = (torch.randn(784, 10) / 10).requires_grad_()
v = torch.randn(784, 10, dtype=torch.float64, requires_grad=True)
b = torch.zeros(10, requires_grad=True).to("cpu").float()
opt = torch.optim.SGD([w, v, b], lr=0.1)
''', '''
import torch
x = torch.randn(8, 3, requires_grad=True).double()   # an input only compared, never trained
assert torch.equal(torch.roll(x, 1, 0), torch.cat([x[-1:], x[:-1]]))
''']

    @classmethod
    def runtime_observable(cls, finding, accelerator: bool) -> bool:
        # `.to(device)` is a copy only where the program finds an accelerator
        return accelerator or DEVICE_MOVE not in finding.message

    def check(self, ctx: Context) -> Iterator[Finding]:
        for statement, name, expression, links in ctx.model.facts.nonleaf_param:
            if _parameter_operand(expression):
                made = f"{DEVICE_MOVE} of" if _is_device_move(expression) else "an op on"
                message = (f"'{name}' is {made} nn.Parameter(...), not a Parameter or a leaf: "
                           f"its .grad stays None; wrap the final tensor in nn.Parameter(...)")
            elif _is_device_move(expression):
                message = (f"'{name}' is {DEVICE_MOVE}, not a leaf: its "
                           f".grad stays None; create it there (device=...) or call "
                           f".requires_grad_() after .to()")
            else:
                message = (f"'{name}' is the result of an op, not a leaf: its .grad stays None; "
                           f"call .requires_grad_() on the final tensor")
            yield self.report(ctx, statement, message,
                              fix=_move_requires_grad(statement, expression), related=links)


def _parameter_operand(expression) -> bool:
    """`nn.Parameter(torch.ones(n)).to(device)`, `nn.Parameter(w) * 0.5`: an op whose operand is
    the call building a Parameter."""
    operand = expression.left if isinstance(expression, cst.BinaryOperation) else \
        expression.func.value if isinstance(expression, cst.Call) and \
        isinstance(expression.func, cst.Attribute) else None
    return isinstance(operand, cst.Call) and \
        (dotted(operand.func) or "").rsplit(".", 1)[-1] == "Parameter"


def _is_device_move(expression) -> bool:
    """`<factory>(...).to(device)` / `.cuda()` with an argument that is not a dtype."""
    if not (isinstance(expression, cst.Call) and isinstance(expression.func, cst.Attribute)):
        return False
    name = expression.func.attr.value
    if name == "cuda":
        return True
    if name != "to" or not expression.args:
        return False
    text = cst.Module(body=[]).code_for_node(expression.args[0].value).lower()  # (DTYPE too)
    return "float" not in text and "double" not in text and "half" not in text and \
        "dtype" not in text


def _move_requires_grad(statement, expression) -> Fix | None:
    """`torch.randn(..., requires_grad=True) / 10` -> `(torch.randn(...) / 10).requires_grad_()`."""
    if not isinstance(statement, cst.Assign) or statement.value is not expression:
        return None
    factory = expression.left if isinstance(expression, cst.BinaryOperation) else \
        expression.func.value if isinstance(expression, cst.Call) and \
        isinstance(expression.func, cst.Attribute) else None
    if not isinstance(factory, cst.Call):
        return None
    args = [a for a in factory.args if not (a.keyword and a.keyword.value == "requires_grad")]
    if len(args) == len(factory.args):
        return None
    removed = [a for a in factory.args if a not in args]
    if any("#" in cst.Module(body=[]).code_for_node(a) for a in removed):
        return None  # the argument carries a comment: removing it would lose the comment
    if args:
        args[-1] = args[-1].with_changes(comma=cst.MaybeSentinel.DEFAULT)
    new_factory = factory.with_changes(args=args)

    class Swap(cst.CSTTransformer):
        def leave_Call(self, original, updated):
            return new_factory if original is factory else updated

    inner = expression.visit(Swap())
    inner = inner.with_changes(lpar=[cst.LeftParen()], rpar=[cst.RightParen()]) \
        if isinstance(inner, cst.BinaryOperation) else inner
    fixed = cst.Call(func=cst.Attribute(value=inner, attr=cst.Name("requires_grad_")))
    return Fix("Move requires_grad=True to a final .requires_grad_()",
               replacements=((expression, fixed),), safe=True)
