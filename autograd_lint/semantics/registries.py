"""Registries filled by a decorator: what `MODELS[name]` may be when `name` is not known.

A module-level dict (`HEADS = {}`) that a decorator fills (`def head(kind): def deco(cls):
HEADS[kind] = cls ...`) holds every class or function decorated with it, in its own module or in
one that imports the decorator; so does a registry object (`MODEL_REGISTRY = Registry("MODEL")`,
fvcore's, detectron2's or mmcv's) with `@MODEL_REGISTRY.register()`. Read from the source alone:
which entries a run registered depends on what it imported, so the entries are what a lookup
*may* return, and a lookup of a registry with no entry found stays unknown.
"""
from __future__ import annotations

import libcst as cst

from .names import dotted
from .values import Value
from .walk import walk

MAX_ENTRIES = 8  # more candidates than this, and a lookup is not run entry by entry
MAX_LISTED = 256  # more than this, and what a lookup gives stays unknown


#: the decorators of a registry object that put what they decorate in it
OBJECT_REGISTERING = ("register", "register_module")


def is_empty_registry(value_node) -> bool:
    """`R = {}` or `R = dict()`: a module-level dict that code fills later; or a registry
    object (`R = Registry("MODEL")`) that its `@R.register()` decorator fills."""
    if isinstance(value_node, cst.Dict):
        return not value_node.elements
    return isinstance(value_node, cst.Call) and isinstance(value_node.func, cst.Name) and \
        value_node.func.value == "dict" and not value_node.args or is_registry_object(value_node)


def is_registry_object(value_node) -> bool:
    """`Registry("MODEL")` (fvcore / detectron2 / mmcv, or a project class of that name)."""
    return isinstance(value_node, cst.Call) and \
        (dotted(value_node.func) or "").rsplit(".", 1)[-1] == "Registry"


def module_values(module: cst.Module) -> dict[str, cst.CSTNode]:
    """Top-level `NAME = value` bindings (a registry dict of classes): name -> value."""
    values: dict[str, cst.CSTNode] = {}
    for statement in module.body:
        if type(statement) is not cst.SimpleStatementLine:
            continue
        for small in statement.body:
            if type(small) is cst.Assign:
                for target in small.targets:
                    if type(target.target) is cst.Name:
                        values[target.target.value] = small.value
                    elif type(target.target) is cst.Tuple and type(small.value) is cst.Tuple \
                            and len(target.target.elements) == len(small.value.elements):
                        # `MODELS, HOOKS = Registry(), Registry()`: each name its own value
                        for name, value in zip(target.target.elements, small.value.elements):
                            if type(name.value) is cst.Name:
                                values[name.value.value] = value.value
            elif type(small) is cst.AnnAssign and small.value is not None and \
                    type(small.target) is cst.Name:
                values[small.target.value] = small.value
    return values


def registers_into_object(expression, registry: str) -> bool:
    """Is ``expression`` (a decorator without its call) `registry.register`?"""
    return isinstance(expression, cst.Attribute) and \
        expression.attr.value in OBJECT_REGISTERING and dotted(expression.value) == registry


def registering_functions(module: cst.Module, registry: str) -> frozenset[str]:
    """Top-level functions of ``module`` that store the object they are given (theirs, or a
    nested function's parameter: a decorator factory) in ``registry[...]``."""
    return registry_writers(module).get(registry, frozenset())


_WRITERS: dict[int, tuple] = {}  # id(module) -> (module, its writers): read once per tree


def registry_writers(module: cst.Module) -> dict[str, frozenset[str]]:
    """Each name of a dict that a top-level function of ``module`` stores a parameter in
    (`TABLE[key] = cls`), with the functions that do: one walk of the module."""
    kept = _WRITERS.get(id(module))
    if kept is not None and kept[0] is module:
        return kept[1]
    writers: dict[str, set[str]] = {}
    for statement in module.body:
        if isinstance(statement, cst.FunctionDef):
            for function in walk(statement):
                if isinstance(function, cst.FunctionDef):
                    for registry in _stored_parameters(function):
                        writers.setdefault(registry, set()).add(statement.name.value)
    found = {name: frozenset(functions) for name, functions in writers.items()}
    if len(_WRITERS) > 512:
        _WRITERS.clear()
    _WRITERS[id(module)] = (module, found)
    return found


def _stored_parameters(function: cst.FunctionDef) -> set[str]:
    """The dicts ``function`` stores one of its parameters in (`REGISTRY[name] = cls`)."""
    params = {p.name.value for p in function.params.params}
    found = set()
    for node in walk(function.body):
        if isinstance(node, cst.Assign) and isinstance(node.value, cst.Name) and \
                node.value.value in params:
            found.update(dotted(t.target.value) for t in node.targets
                         if isinstance(t.target, cst.Subscript) and dotted(t.target.value))
    return found


def registered_here(module: cst.Module, registry: str) -> list[cst.CSTNode]:
    """The top-level definitions of ``module`` that its own decorators put in ``registry``."""
    registers = registering_decorator(module, registry)
    return decorated_definitions(module, registers) if registers is not None else []


def registering_decorator(module: cst.Module, registry: str):
    """``is_registering(decorator_expression)`` for the decorators of ``module`` that put what
    they decorate in ``registry`` (its functions storing into it, or `@registry.register`); None
    when it has none."""
    registering = registering_functions(module, registry)
    if registering:
        return lambda expression: dotted(expression) in registering
    if is_registry_object(module_values(module).get(registry)):
        return lambda expression: registers_into_object(expression, registry)
    return None


def decorated_definitions(module: cst.Module, is_registering) -> list[cst.CSTNode]:
    """Top-level classes and functions of ``module`` decorated by a registering function
    (``is_registering(decorator_expression)``), as `@register`, `@register("name")` or
    `@registry.register`."""
    found = []
    for statement in module.body:
        if isinstance(statement, (cst.ClassDef, cst.FunctionDef)):
            for decorator in statement.decorators:
                expression = decorator.decorator
                if isinstance(expression, cst.Call):
                    expression = expression.func
                if is_registering(expression):
                    found.append(statement)
                    break
    return found


def registered_by_decorator(definition: cst.ClassDef | cst.FunctionDef) -> bool:
    """Is ``definition`` decorated by a `register...` of some registry, whichever it is
    (`@SERIALIZERS.register("mix6")`, `@register_model`): code the analysis cannot follow builds
    it by name."""
    for decorator in definition.decorators:
        expression = decorator.decorator
        spelt = dotted(expression.func if type(expression) is cst.Call else expression) or ""
        if spelt.rsplit(".", 1)[-1].startswith("register"):
            return True
    return False


_PREFIX = "<registry>"


def registry_value(path: str, name: str):
    """What `name = {}` at the top of ``path`` is: unknown, as any dict, but marked so that a
    lookup in it can find the entries (`registry_of`)."""
    return Value(kind="unknown", qual=f"{_PREFIX}{path}::{name}", label=name)


def registry_of(value) -> tuple[str, str] | None:
    """(path, name) of a registry value, or None."""
    qual = value.qual
    if value.kind != "unknown" or not qual or not qual.startswith(_PREFIX):
        return None
    path, _, name = qual[len(_PREFIX):].rpartition("::")
    return path, name


def is_singledispatch(function) -> bool:
    """Is ``function`` decorated with `functools.singledispatch` (its calls run one of the
    functions registered for it, chosen by the first argument's type)?"""
    return isinstance(function, cst.FunctionDef) and any(
        (dotted(d.decorator) or "").rsplit(".", 1)[-1] == "singledispatch"
        for d in function.decorators)


def dispatch_overloads(module: cst.Module, name: str) -> list[cst.FunctionDef]:
    """The top-level functions of ``module`` registered for the single-dispatch function
    ``name`` (`@name.register`, `@name.register(Spec)`)."""
    return [statement for statement in module.body if type(statement) is cst.FunctionDef and any(
        dotted(d.decorator.func if type(d.decorator) is cst.Call else d.decorator)
        == f"{name}.register" for d in statement.decorators)]
