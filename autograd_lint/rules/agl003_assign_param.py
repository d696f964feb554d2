"""AGL003 assign-param."""
from __future__ import annotations

from typing import Iterator

from .. import lazy_cst as cst

from ..findings import Finding, Fix
from ..fixes import no_grad_block
from .base import Context, Rule


class AssignParam(Rule):
    code = "AGL003"
    name = "assign-param"
    summary = "Plain tensor assigned to a parameter, or a leaf rebound to a computed tensor"
    what = ("(a) `module.weight = <tensor expression>` where the attribute is a registered "
            "parameter and the value is not an `nn.Parameter`; (b) a manual update that rebinds a "
            "leaf, `w = w - lr * w.grad`, outside a no-grad region; (c) a leaf an optimizer was "
            "built over (`Adam([w])`) rebound to a new tensor (`w = w.clamp(0, 1).detach()"
            ".requires_grad_()`) while that optimizer still steps afterwards; (d) a loop "
            "variable that holds a parameter rebound to a computed tensor nothing reads "
            "before the next iteration (`for avg, p in zip(average.parameters(), "
            "model.parameters()): avg = d * avg + (1 - d) * p`).")
    why = ("(a) raises `TypeError: cannot assign 'torch.FloatTensor' as parameter 'weight'`; "
           "(b) makes `w` a non-leaf: on the next iteration `w.grad` is None and the update "
           "crashes or does nothing; (c) the optimizer keeps the old tensor: it stops receiving "
           "gradients, the new one receives them and is never updated, and training silently "
           "stalls; (d) rebinding the name changes nothing the module holds: the update "
           "(a target network's or a weight average's) is silently lost.")
    example = ("w1 = w1 - learning_rate * w1.grad   # AGL003\n"
               "net.fc.bias = torch.zeros(10)       # AGL003\n"
               "opt = torch.optim.Adam([w])\n"
               "...\n"
               "opt.step()\n"
               "w = w.clamp(0, 1).detach().requires_grad_()   # AGL003\n"
               "for avg, p in zip(average.parameters(), model.parameters()):\n"
               "    avg = 0.99 * avg + 0.01 * p                 # AGL003")
    use_instead = ("with torch.no_grad():\n"
                   "    w1 -= learning_rate * w1.grad\n"
                   "net.fc.bias = nn.Parameter(torch.zeros(10))\n"
                   "with torch.no_grad():\n"
                   "    w.clamp_(0, 1)\n"
                   "    for avg, p in zip(average.parameters(), model.parameters()):\n"
                   "        avg.copy_(0.99 * avg + 0.01 * p)")
    fix_kind = "sometimes"
    fix_safety = ("Safe: (b) `w = w - e` becomes `with torch.no_grad(): w -= e`; (a) the value is "
                  "wrapped in `nn.Parameter(...)` when `nn` is imported (unsafe where an optimizer "
                  "built before owns the module: it would keep stepping the old one). (c) has no "
                  "automatic fix. Unsafe: (d) `avg = e` becomes `avg.copy_(e)` (under `torch.no_grad()` "
                  "where grad is on): the update then happens, which changes what the program "
                  "computes.")
    runtime = ("Observable: the TypeError at the assignment; a leaf replaced by a non-leaf "
               "computed from its own `.grad`; an optimizer parameter that stopped receiving "
               "gradients while a new leaf of the same shape, bound to its name, receives them "
               "(full mode only). Not observable: (d), a lost update, changes no tensor.")

    INVALID = ['''
import torch
w = torch.randn(3, requires_grad=True)
for _ in range(3):
    loss = (w * 2).sum()
    loss.backward()
    w = w - 0.1 * w.grad
''', '''
import torch
import torch.nn as nn
net = nn.Linear(3, 3)
net.bias = torch.zeros(3)
''', '''
import torch
w = torch.zeros(3, requires_grad=True)
opt = torch.optim.SGD([w], lr=0.1)
for _ in range(3):
    opt.zero_grad()
    (w - 1).pow(2).sum().backward()
    opt.step()
    w = w.clamp(0, 0.5).detach().requires_grad_()
''', '''
import torch
import torch.nn as nn
net = nn.Linear(3, 1)
average = nn.Linear(3, 1)
for avg, p in zip(average.parameters(), net.parameters()):
    avg = 0.99 * avg + 0.01 * p
''']
    VALID = ['''
import torch
import torch.nn as nn
w = torch.randn(3, requires_grad=True)
for _ in range(3):
    loss = (w * 2).sum()
    loss.backward()
    with torch.no_grad():
        w -= 0.1 * w.grad
    w.grad = None
net = nn.Linear(3, 3)
net.bias = nn.Parameter(torch.zeros(3))
net.bias.data = torch.zeros(3)
''', '''
import torch
import torch.nn as nn
model = nn.Linear(3, 1)
v = torch.zeros(3, requires_grad=True)
opt = torch.optim.SGD([v, *model.parameters()], lr=0.1)
for _ in range(3):
    opt.zero_grad()
    w = model.weight
    model(v).sum().backward()
    opt.step()
    with torch.no_grad():
        v.clamp_(0, 0.5)
    w = w.detach() * 2
v = v.detach()
''', '''
import torch
w = torch.zeros(3, requires_grad=True)
for _ in range(3):
    opt = torch.optim.SGD([w], lr=0.1)
    opt.zero_grad()
    (w - 1).pow(2).sum().backward()
    opt.step()
    w = w.clamp(0, 0.5).detach().requires_grad_()
''', '''
import torch
import torch.nn as nn
net = nn.Linear(3, 1)
average = nn.Linear(3, 1)
with torch.no_grad():
    for avg, p in zip(average.parameters(), net.parameters()):
        avg.copy_(0.99 * avg + 0.01 * p)
    for p in net.parameters():
        p = p.detach().clamp(-1, 1)
        print(p.norm())
''']

    @classmethod
    def runtime_observable(cls, finding, accelerator: bool) -> bool:
        return LOST not in finding.message  # (a lost update changes no tensor)

    def check(self, ctx: Context) -> Iterator[Finding]:
        imports = ctx.model.imports
        # (a site any run reached with an optimizer owning the module: its wrap is unsafe)
        owned = {id(fact.site) for fact in ctx.model.facts.assign_param if fact.owned}
        for fact in ctx.model.facts.assign_param:
            target = ctx.module.code_for_node(fact.target).strip()
            message = (f"'{target}' is a registered parameter; assign nn.Parameter(...) or write "
                       f"to {target}.data")
            related = ((fact.built, "the module that registers it is built here"),) \
                if fact.built is not None else ()
            yield self.report(ctx, fact.site, message,
                              fix=_wrap_parameter(fact, imports, id(fact.site) in owned),
                              related=related)
        for fact in ctx.model.facts.rebind_leaf:
            message = (f"'{fact.name}' is rebound to a computed tensor and stops being a leaf; "
                       f"update it in place under torch.no_grad()")
            if type(fact.value_node).__name__ in ("ListComp", "DictComp"):
                # (`params = [p - lr * p.grad for p in params]`: every leaf it held)
                message = (f"'{fact.name}' is rebound to computed tensors, none of them a leaf; "
                           f"update each tensor in place under torch.no_grad()")
            related = tuple((site, why) for site, why in (
                (fact.made, "the leaf is made here"),
                (fact.backward, "backward that filled its .grad")) if site is not None)
            yield self.report(ctx, fact.site, message, fix=_inplace_update(fact, imports),
                              related=related)
        for site, name, optimizers, evidence in ctx.model.facts.rebind_owned:
            message = (f"'{name}' is rebound to a new tensor, but {optimizers} still steps the old "
                       f"one; update it in place under torch.no_grad()")
            yield self.report(ctx, site, message, related=evidence)
        for site, statement, name, in_no_grad in ctx.model.facts.lost_updates:
            message = (f"'{name}' {LOST}: the parameter it held is not updated; write into it "
                       f"with {name}.copy_(...) under torch.no_grad()")
            yield self.report(ctx, site, message,
                              fix=_copy_into(site, statement, name, in_no_grad, imports))


LOST = "is rebound to a tensor nothing reads"


def _wrap_parameter(fact, imports, owned: bool) -> Fix | None:
    nn_name = next((local for local, qual in imports.aliases.items() if qual == "torch.nn"), None)
    if nn_name is None or not isinstance(fact.value_node, cst.BaseExpression):
        return None
    wrapped = cst.Call(func=cst.Attribute(value=cst.Name(nn_name), attr=cst.Name("Parameter")),
                       args=[cst.Arg(value=fact.value_node)])
    return Fix(f"Wrap the value in {nn_name}.Parameter(...)",
               replacements=((fact.value_node, wrapped),), safe=not owned)


def _inplace_update(fact, imports) -> Fix | None:
    """`w = w - e` -> `with torch.no_grad(): w -= e` (only that exact shape)."""
    statement, assign = fact.statement, fact.site
    value = fact.value_node
    if not isinstance(assign, cst.Assign) or statement is None or len(assign.targets) != 1:
        return None
    if not (isinstance(value, cst.BinaryOperation) and isinstance(value.left, cst.Name)
            and value.left.value == fact.name
            and isinstance(value.operator, (cst.Subtract, cst.Add))):
        return None
    operator = cst.SubtractAssign() if isinstance(value.operator, cst.Subtract) else cst.AddAssign()
    update = cst.AugAssign(target=cst.Name(fact.name), operator=operator, value=value.right)
    new_line = statement.with_changes(body=[update])
    return no_grad_block(statement, imports, f"Update '{fact.name}' in place under torch.no_grad()",
                         new_body=new_line)


def _copy_into(assign, statement, name: str, in_no_grad: bool, imports) -> Fix | None:
    """`avg = e` -> `avg.copy_(e)`, under `torch.no_grad()` unless grad is already off there."""
    if not isinstance(assign, cst.Assign) or len(assign.targets) != 1 or \
            not isinstance(statement, cst.SimpleStatementLine) or len(statement.body) != 1:
        return None
    copy = cst.Expr(cst.Call(func=cst.Attribute(value=cst.Name(name), attr=cst.Name("copy_")),
                             args=[cst.Arg(value=assign.value)]))
    line = statement.with_changes(body=[copy])
    description = f"Copy the new value into '{name}'"
    if in_no_grad:
        return Fix(description, replacements=((statement, line),), safe=False)
    fix = no_grad_block(statement, imports, description, new_body=line)
    return None if fix is None else Fix(fix.description, replacements=fix.replacements, safe=False)
