"""The grad mode a function runs in, as its callers in other files spell it: a fact read from
their code alone (`with torch.inference_mode(): metrics = self.evaluator.evaluate(model)` in a
hook the trainer dispatches by name), not by running them. Each module is read once per run:
the modes of all its calls, by the name called."""
from __future__ import annotations

import libcst as cst

from . import torch_api as api
from .names import ImportMap
from .walk import child_nodes, tree_fact


def calls_without_grad(module: cst.Module, imports: ImportMap, name: str,
                       cache: dict) -> bool | None:
    """Over ``module``: True when it calls ``name`` (`obj.name(...)` or `name(...)`) and every
    such call sits in a block that turns grad off (a `with torch.no_grad():`, a function
    decorated `@torch.no_grad()`); False when one does not; None when it calls none."""
    modes = tree_fact(cache, "call-grad-modes", module, lambda node: _call_modes(node, imports))
    found = modes.get(name)
    return None if found is None else found


def _call_modes(module: cst.Module, imports: ImportMap) -> dict[str, bool]:
    """Name called -> whether every call of it has grad off."""
    modes: dict[str, bool] = {}
    stack = [(module, False)]
    while stack:
        node, off = stack.pop()
        kind = type(node)
        if kind is cst.Call:
            func = node.func
            called = func.attr.value if type(func) is cst.Attribute else \
                func.value if type(func) is cst.Name else None
            if called is not None:
                modes[called] = modes.get(called, True) and off
        elif kind is cst.With:
            off = off or any(_turns_grad_off(item.item, imports) for item in node.items)
        elif kind is cst.FunctionDef:
            # (a function's body runs where it is called, not where it is defined)
            off = any(_turns_grad_off(decorator.decorator, imports)
                      for decorator in node.decorators)
        elif kind is cst.Lambda:
            off = False
        stack.extend((child, off) for child in child_nodes(node))
    return modes


def _turns_grad_off(expr: cst.BaseExpression, imports: ImportMap) -> bool:
    call = expr if type(expr) is cst.Call else None
    qual = imports.qualify(call.func if call is not None else expr)
    if api.context_grad_mode(qual) is False:
        return True
    if qual in api.SET_GRAD_ENABLED and call is not None and call.args:
        value = call.args[0].value
        return type(value) is cst.Name and value.value == "False"
    return False
