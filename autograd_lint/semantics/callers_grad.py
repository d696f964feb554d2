"""The grad mode a function runs in, as its callers in other files spell it: a fact read from
their code alone (`with torch.inference_mode(): metrics = self.evaluator.evaluate(model)` in a
hook the trainer dispatches by name), not by running them."""
from __future__ import annotations

import libcst as cst

from . import torch_api as api
from .names import ImportMap


def calls_without_grad(module: cst.Module, imports: ImportMap, name: str) -> bool | None:
    """Over ``module``: True when it calls ``name`` (`obj.name(...)` or `name(...)`) and every
    such call sits in a block that turns grad off (a `with torch.no_grad():`, a function
    decorated `@torch.no_grad()`); False when one does not; None when it calls none."""
    found: list[bool] = []
    _visit(module, False, imports, name, found)
    if not found:
        return None
    return all(found)


def _visit(node: cst.CSTNode, off: bool, imports: ImportMap, name: str, found: list) -> None:
    kind = type(node)
    if kind is cst.Call:
        func = node.func
        if type(func) is cst.Attribute and func.attr.value == name or \
                type(func) is cst.Name and func.value == name:
            found.append(off)
    elif kind is cst.With:
        off = off or any(_turns_grad_off(item.item, imports) for item in node.items)
    elif kind in (cst.FunctionDef, cst.Lambda):
        # (a function's body runs where it is called, not where it is defined)
        off = kind is cst.FunctionDef and any(
            _turns_grad_off(decorator.decorator, imports) for decorator in node.decorators)
    for child in node.children:
        _visit(child, off, imports, name, found)


def _turns_grad_off(expr: cst.BaseExpression, imports: ImportMap) -> bool:
    call = expr if type(expr) is cst.Call else None
    qual = imports.qualify(call.func if call is not None else expr)
    if api.context_grad_mode(qual) is False:
        return True
    if qual in api.SET_GRAD_ENABLED and call is not None and call.args:
        value = call.args[0].value
        return type(value) is cst.Name and value.value == "False"
    return False
