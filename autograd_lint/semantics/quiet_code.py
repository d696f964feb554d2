"""Whether code the analysis did not run can differentiate or step: a fact read from the code
itself and from the code it calls, as far as the project shows it, not by running it.

A call cut by the depth limit is unknown: it may backpropagate or step, so what follows it is not
taken for evaluation (AGL009) nor for a loop that trains nothing. A helper six calls down a
generator's forward (a spline warp made of tensor calls and helpers of its own module) cannot, and
saying so takes reading its names and its callees' names, once per function.
"""
from __future__ import annotations

from typing import Callable, Iterable

import libcst as cst

from .walk import names_in, tree_fact, walk

# functions read for one question at most: past it the answer is "may train" (unknown)
MAX_REACHED = 48

# Callees: the project functions a call's callee may run ([] for a library's or a local
# function's, whose code is read with its caller's), or None where that is not known.
Callees = Callable[[cst.BaseExpression, cst.FunctionDef], "Iterable[cst.FunctionDef] | None"]


def called(cache: dict, function: cst.FunctionDef) -> tuple:
    """The callees of the calls under ``function`` (a fact of its tree, kept in ``cache``)."""
    return tree_fact(cache, "callees", function, _called)


def local_definitions(cache: dict, function: cst.FunctionDef) -> frozenset[str]:
    """Names of the functions and classes defined inside ``function`` (walked with it)."""
    return tree_fact(cache, "local-defs", function, _local_definitions)


def trains_nothing(function: cst.FunctionDef, callees: Callees, cache: dict,
                   differentiating: frozenset[str]) -> bool:
    """Does ``function``, and every function it may call, name nothing of ``differentiating``
    (no backward, step, zero_grad, autograd call), with every callee known?"""
    seen = {id(function)}
    todo = [function]
    while todo:
        current = todo.pop()
        if not names_in(current, cache).isdisjoint(differentiating):
            return False
        for func in called(cache, current):
            found = callees(func, current)
            if found is None:
                return False  # (a callback, an object's method not known: it may train)
            for callee in found:
                if id(callee) in seen:
                    continue
                if len(seen) >= MAX_REACHED:
                    return False
                seen.add(id(callee))
                todo.append(callee)
    return True


def _called(function: cst.FunctionDef) -> tuple:
    return tuple(node.func for node in walk(function.body) if type(node) is cst.Call)


def _local_definitions(function: cst.FunctionDef) -> frozenset[str]:
    return frozenset(node.name.value for node in walk(function.body)
                     if type(node) in (cst.FunctionDef, cst.ClassDef))
