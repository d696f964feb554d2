"""The grad mode a function runs in, as its callers in other files spell it: a fact read from
their code alone (`with torch.inference_mode(): metrics = self.evaluator.evaluate(model)` in a
hook the trainer dispatches by name), not by running them. Each module is read once per run:
the modes of all its calls, by the name called."""
from __future__ import annotations

import libcst as cst

from . import torch_api as api
from .names import ImportMap, dotted
from .walk import child_nodes, tree_fact


MODULE_LEVEL = "<module>"


def calls_without_grad(module: cst.Module, imports: ImportMap, name: str,
                       cache: dict) -> bool | None:
    """Over ``module``: True when it calls ``name`` (`obj.name(...)` or `name(...)`) and every
    such call runs with grad off: in a block that turns it off (a `with torch.no_grad():`, a
    function decorated `@torch.no_grad()`), or in a function of the module that itself runs
    only so (`calc_fid()` calls `fid_given_dataset()` under no_grad, which calls
    `activations()`); False when one may not; None when it calls none."""
    modes = tree_fact(cache, "call-grad-modes", module, lambda node: _call_modes(node, imports))
    return _without_grad(name, modes, frozenset())


def _without_grad(name: str, modes: dict, seen: frozenset) -> bool | None:
    callers = [(caller, off) for caller, calls in modes.items()
               for called, off in calls.items() if called == name]
    if not callers:
        return None
    for caller, off in callers:
        if off:
            continue
        if caller == MODULE_LEVEL or caller in seen or len(seen) >= MAX_CALLER_CHAIN or \
                _without_grad(caller, modes, seen | {name}) is not True:
            return False
    return True


# callers followed up a chain of functions of one module
MAX_CALLER_CHAIN = 8


def _call_modes(module: cst.Module, imports: ImportMap) -> dict[str, dict[str, bool]]:
    """Function name (MODULE_LEVEL for the module's own code) -> name it calls -> whether
    every call of that name there has grad off."""
    modes: dict[str, dict[str, bool]] = {}
    stack = [(module, False, MODULE_LEVEL)]
    while stack:
        node, off, where = stack.pop()
        kind = type(node)
        if kind is cst.Call:
            func = node.func
            called = func.attr.value if type(func) is cst.Attribute else \
                func.value if type(func) is cst.Name else None
            if called is not None:
                calls = modes.setdefault(where, {})
                calls[called] = calls.get(called, True) and off
        elif kind is cst.With:
            off = off or any(_turns_grad_off(item.item, imports) for item in node.items)
        elif kind is cst.FunctionDef:
            # (a function's body runs where it is called, not where it is defined)
            off = any(_turns_grad_off(decorator.decorator, imports)
                      for decorator in node.decorators)
            where = node.name.value
        elif kind is cst.Lambda:
            off = False
        stack.extend((child, off, where) for child in child_nodes(node))
    return modes


def _turns_grad_off(expr: cst.BaseExpression, imports: ImportMap) -> bool:
    call = expr if type(expr) is cst.Call else None
    spelt = call.func if call is not None else expr
    # (`torch` brought in by a star import the project cannot resolve is still torch)
    qual = imports.qualify(spelt) or dotted(spelt)
    if api.context_grad_mode(qual) is False:
        return True
    if qual in api.SET_GRAD_ENABLED and call is not None and call.args:
        value = call.args[0].value
        return type(value) is cst.Name and value.value == "False"
    return False
