"""AGL011 unregistered-module."""
from __future__ import annotations

import os
from typing import Iterator

from .. import lazy_cst as cst

from ..findings import Finding, Fix
from ..semantics import torch_api as api
from ..semantics.names import dotted
from ..semantics.walk import walk
from .base import Context, Rule

CONTAINERS = {"list": "ModuleList", "dict": "ModuleDict"}
PARAM_CONTAINERS = {"list": "ParameterList", "dict": "ParameterDict"}


class UnregisteredModule(Rule):
    code = "AGL011"
    name = "unregistered-module"
    summary = "Submodules or parameters hidden in a plain list or dict"
    what = ("In an `nn.Module`'s `__init__`, `self.x = [nn.Linear(...), ...]` (a list, tuple, dict "
            "or comprehension of modules, or a `typing.NamedTuple` object holding modules), or a "
            "plain list / dict of `nn.Parameter`; an object of a plain (not `nn.Module`) class "
            "whose `__init__` stores `nn.Parameter`s that a backward reaches while no "
            "optimizer is given them; a "
            "`@functools.cached_property` of a module class that returns a layer (stored in the "
            "instance `__dict__`, never registered).")
    why = ("Modules and parameters inside plain containers are not registered: they are missing "
           "from `parameters()` (the optimizer never trains them), from `.to(device)` and from "
           "`state_dict()` (checkpoints silently lose them).")
    example = ("class Net(nn.Module):\n"
               "    def __init__(self):\n"
               "        super().__init__()\n"
               "        self.blocks = [nn.Linear(8, 8) for _ in range(3)]   # AGL011")
    use_instead = "self.blocks = nn.ModuleList([nn.Linear(8, 8) for _ in range(3)])"
    fix_safety = ("Unsafe: the container is wrapped in `nn.ModuleList` / `nn.ModuleDict` / "
                  "`nn.ParameterList` / `nn.ParameterDict` (when `torch.nn` is imported). That is "
                  "the intent, but it changes what the program computes: `parameters()` now yields "
                  "the hidden parameters (an optimizer built from it trains them), `.to(device)` "
                  "moves them, and `state_dict()` gains keys, so saved checkpoints no longer load "
                  "with strict=True. No fix for a dict whose keys are not all strings "
                  "(`nn.ModuleDict({1: ...})` raises TypeError), nor for a NamedTuple, whose "
                  "fields are read by name.")
    runtime = ("Observable: parameters that receive gradients, belong to no optimizer and sit in a "
               "plain list, tuple or dict attribute of a module, reported on the `self.<attr> =` "
               "line.")

    INVALID = ['''
import torch.nn as nn
class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.blocks = [nn.Linear(8, 8) for _ in range(3)]
''']
    VALID = ['''
import torch.nn as nn
class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.blocks = nn.ModuleList([nn.Linear(8, 8) for _ in range(3)])
        self.sizes = [8, 8, 8]
''', '''
import torch.nn as nn
class Losses(nn.Module):
    def __init__(self):
        super().__init__()
        self.criterions = {"ce": nn.CrossEntropyLoss(), "act": nn.ReLU()}
    def forward(self, pred, gt):
        return sum(criterion(pred, gt) for criterion in self.criterions.values())
''']

    def check(self, ctx: Context) -> Iterator[Finding]:
        imports = ctx.model.imports
        nn_name = next((local for local, qual in imports.aliases.items() if qual == "torch.nn"),
                       None)
        module_classes = _ModuleClasses(ctx)
        known = ctx.model.facts.plain_module_containers
        known_parameters = ctx.model.facts.plain_parameter_containers
        yield from self._cached_modules(ctx, module_classes)
        yield from self._hidden_in_objects(ctx)
        for klass in ctx.model.facts.classes.values():
            init = klass.methods.get("__init__")
            if not klass.is_module or init is None or init not in klass.node.body.body:
                continue
            registers = None  # (walked only for a class with a container)
            for index, statement in enumerate(init.body.body):
                if not isinstance(statement, cst.SimpleStatementLine):
                    continue
                for small in statement.body:
                    found = _unregistered(small, imports, module_classes) or \
                        (_filled_container(small, "modules") if small in known else None) or \
                        (_filled_container(small, "parameters") if small in known_parameters
                         else None)
                    if found is None:
                        continue
                    target, value, shape, holds = found
                    if registers is None:
                        registers = _registers_by_name(init, klass.methods)
                    if registers or _registered_later(init.body.body[index + 1:],
                                                      target.attr.value, klass.methods):
                        continue
                    containers = PARAM_CONTAINERS if holds == "parameters" else CONTAINERS
                    wrapper = containers[shape]
                    message = (f"{holds} in a plain {shape} are not registered; use "
                               f"nn.{wrapper}(...) for '{ctx.snippet(target)}'")
                    fix = None
                    if small in ctx.model.facts.module_tuples:
                        # (a NamedTuple's fields are read by name: no wrapper keeps them)
                        message = (f"modules in a NamedTuple are not registered; use "
                                   f"nn.ModuleDict(...) for '{ctx.snippet(target)}'")
                        yield self.report(ctx, small, message, related=_evidence(ctx, klass))
                        continue
                    # nn.ModuleDict / nn.ParameterDict take string keys only ({1: m} raises)
                    if nn_name is not None and (shape != "dict" or _string_keyed(value)):
                        # ModuleList(a, b) raises: a tuple's items go in as one list
                        items = _as_list(value) if isinstance(value, cst.Tuple) else value
                        wrapped = cst.Call(func=cst.Attribute(value=cst.Name(nn_name),
                                                              attr=cst.Name(wrapper)),
                                           args=[cst.Arg(value=items)])
                        fix = Fix(f"Wrap in {nn_name}.{wrapper}(...)",
                                  replacements=((value, wrapped),), safe=False)
                    yield self.report(ctx, small, message, fix=fix,
                                      related=_evidence(ctx, klass))

    def _hidden_in_objects(self, ctx: Context) -> Iterator[Finding]:
        """`self.calibration = MachineCalibration(n)` of a plain class whose `__init__` stores
        `nn.Parameter`s: the module registers neither the object nor its parameters. Reported
        where a backward reaches them and no optimizer is given them by hand (their training
        is then the program's own; `.to()` and `state_dict()` still miss them)."""
        from ..semantics.reach import overlaps, reach_of, related

        facts = ctx.model.facts
        seen = set()
        for statement, target, class_name, syms in facts.hidden_parameters:
            if id(statement) in seen or not ctx.owns(statement):
                continue
            seen.add(id(statement))
            reaching = next((backward for backward in facts.backwards
                             if overlaps(reach_of(backward.loss), syms, facts.parents)), None)
            if reaching is None:
                continue  # (no gradient reaches them: nothing is lost to training)
            if any(related(optimizer.owns, syms, facts.parents)
                   for optimizer in facts.optimizers.values()):
                continue
            message = (f"parameters in a plain {class_name} object are not registered; make "
                       f"{class_name} an nn.Module for '{ctx.snippet(target)}'")
            links = [(reaching.site, "a backward computes their gradients here")]
            links.extend((facts.built_at[key], "this optimizer is not given them")
                         for key in facts.optimizers if key in facts.built_at)
            yield self.report(ctx, statement, message, related=tuple(links[:3]))

    def _cached_modules(self, ctx: Context, module_classes) -> Iterator[Finding]:
        """`@functools.cached_property def head(self): return nn.Linear(...)` in a module
        class: cached_property stores what it returns in the instance's `__dict__`, past
        `nn.Module.__setattr__`, so the layer is never registered."""
        imports = ctx.model.imports
        for klass in ctx.model.facts.classes.values():
            if not klass.is_module:
                continue
            for method in klass.node.body.body:
                if not isinstance(method, cst.FunctionDef):
                    continue
                decorator = next((d for d in method.decorators if (
                    imports.qualify(d.decorator) or dotted(d.decorator) or "")
                    .rsplit(".", 1)[-1] == "cached_property"), None)
                if decorator is None:
                    continue
                made = next((node.value for node in walk(method.body)
                             if isinstance(node, cst.Return) and isinstance(node.value, cst.Call)
                             and _builds_a_module(node.value.func, imports, module_classes)),
                            None)
                if made is None:
                    continue
                name = method.name.value
                message = (f"cached_property '{name}' stores its {ctx.snippet(made.func)} in the "
                           f"instance __dict__, past nn.Module: it is not registered (missing "
                           f"from parameters() and state_dict()); assign self.{name} in __init__")
                yield self.report(ctx, decorator, message, related=_evidence(ctx, klass))


def _builds_a_module(func, imports, module_classes) -> bool:
    """Is calling ``func`` building a network: a torch layer or a module class here?"""
    qual = imports.qualify(func)
    if qual and api.is_module_class(qual) and not api.is_loss_class(qual):
        return True
    return isinstance(func, cst.Name) and func.value in module_classes and \
        not module_classes.holds_no_parameter(func)


def _evidence(ctx: Context, klass) -> tuple:
    """Where a network of the class is built and the optimizers given its parameters(), which
    miss the hidden ones."""
    from ..semantics.reach import overlaps  # (here: a run served by the cache loads no libcst)
    from ..semantics.script_runs import checkout_order

    facts = ctx.model.facts
    where = os.path.abspath(klass.context.path) if klass.context is not None and \
        klass.context.path else None
    syms = {sym for path, qualname, sym in facts.instances
            if path == where and qualname == klass.qualname}
    links = []
    for sym in sorted(syms, key=checkout_order)[:2]:
        built = facts.made_at.get(sym)
        if built is not None:
            links.append((built, "a network of this class is built here"))
        for key, optimizer in facts.optimizers.items():
            made = facts.built_at.get(key)  # (it updates the network or one holding it)
            if made is not None and overlaps(frozenset({sym}), optimizer.owns, facts.parents):
                links.append((made, "this optimizer gets its parameters() without them"))
    return tuple(links)


def _registers_by_name(init: cst.FunctionDef, methods: dict) -> bool:
    """`self.add_module(name, m)` / `setattr(self, name, m)` in ``__init__`` or in a method of
    the class it calls (`self._add_to_parameters(m.parameters(), name)`): which of the
    container's modules it registers is not known, so none is reported."""
    seen, pending = set(), [init]
    while pending:
        function = pending.pop()
        for node in walk(function.body):
            if not isinstance(node, cst.Call):
                continue
            name = dotted(node.func) or ""
            if name.rsplit(".", 1)[-1] in _BY_NAME:
                return True
            method = name[5:] if name.startswith("self.") else None
            if method in methods and method not in seen:
                seen.add(method)
                pending.append(methods[method])
    return False


def _registered_later(statements, attr: str, methods: dict | None = None) -> bool:
    """Does ``__init__`` go on to rebind ``self.<attr>`` (`self.blocks = nn.Sequential(
    *self.blocks)`) or hand it, or one of its items, to something that may register it (another
    attribute `self.backbone = self.candidates[name]`, or through a method of the class that
    reads it, `self.backbone = self._get_basemodel(name)`; a call `nn.ModuleList(self.blocks)`;
    an item bound to a local name first, then handed on, `resnet = self._get_basemodel(name)`
    and `self.features = nn.Sequential(*list(resnet.children())[:-1])`)?"""
    items = set()  # local names bound to one of its items (`resnet = self._get_basemodel(n)`)

    def mentions(value) -> bool:
        return _mentions_self_attr(value, attr) or bool(items) and _hands_on(value, items)

    for statement in statements:
        for node in walk(statement):
            if isinstance(node, (cst.Assign, cst.AnnAssign, cst.AugAssign)):
                targets = [t.target for t in node.targets] if isinstance(node, cst.Assign) \
                    else [node.target]
                extended = isinstance(node, cst.AugAssign) and \
                    isinstance(node.operator, cst.AddAssign) and isinstance(node.value, cst.List)
                if any(_is_self_attr(t, attr) for t in targets) and not extended:
                    return True  # (not `self.blocks += [Block(d)]`: the same list, grown)
                if node.value is not None and any(isinstance(t, cst.Attribute) for t in targets) \
                        and (mentions(node.value) or
                             _method_reads(node.value, attr, methods or {})):
                    return True
                if isinstance(node, cst.Assign) and (
                        _item_of(node.value, attr) or
                        _method_reads(node.value, attr, methods or {})) or \
                        node.value is not None and _gathers_parts(node.value, attr, items):
                    # (then `self.features = nn.Sequential(*list(resnet.children())[:-1])`; a
                    # list of the items' parameters, `params += list(self.enc[k].parameters())`,
                    # then given to `self.optimizer = optim.Adam(params)`)
                    items.update(t.value for t in targets if isinstance(t, cst.Name))
            elif isinstance(node, cst.Call) and dotted(node.func) not in _READS_ONLY and \
                    any(mentions(arg.value) for arg in node.args):
                return True
    return False


# methods of a module that yield its parts: what is made of them holds them
_PARTS = frozenset({"children", "modules", "named_children", "named_modules", "parameters",
                    "named_parameters"})


def _hands_on(value, names: set) -> bool:
    """Does ``value`` hold one of the modules ``names`` name, or its parts (`picked`,
    `nn.Sequential(*list(picked.children())[:-1])`), not just a setting read off it
    (`picked[0].out_features`)?"""
    if isinstance(value, cst.Name):
        return value.value in names
    for inner in walk(value):
        if isinstance(inner, cst.Call) and (
                any(isinstance(arg.value, cst.Name) and arg.value.value in names
                    for arg in inner.args) or _named(_parts_of(inner), names)):
            return True
    return False


def _gathers_parts(value, attr: str, items: set) -> bool:
    """Does ``value`` take the parts of an item of `self.<attr>` (`list(self.encoder[k]
    .parameters())`), or of a local name holding one?"""
    for inner in walk(value):
        taken = _parts_of(inner) if isinstance(inner, cst.Call) else None
        if taken is not None and (_named(taken, items) or _item_of(taken, attr)):
            return True
    return False


def _parts_of(call: cst.Call):
    """The module whose parts ``call`` takes (`m` of `m.children()`, `m.parameters()`), or None."""
    return call.func.value if isinstance(call.func, cst.Attribute) and \
        call.func.attr.value in _PARTS else None


def _named(node, names: set) -> bool:
    return isinstance(node, cst.Name) and node.value in names


def _item_of(value, attr: str) -> bool:
    """Is ``value`` an item of `self.<attr>`: `self.candidates[name]`, `self.candidates.get(n)`?"""
    return isinstance(value, cst.Subscript) and _is_self_attr(value.value, attr) or \
        isinstance(value, cst.Call) and isinstance(value.func, cst.Attribute) and \
        value.func.attr.value in ("get", "pop") and _is_self_attr(value.func.value, attr)


def _method_reads(value, attr: str, methods: dict) -> bool:
    """Is ``value`` a call of a method of the class (`self._get_basemodel(name)`) that reads
    `self.<attr>` (and so may return one of its items)?"""
    return isinstance(value, cst.Call) and isinstance(value.func, cst.Attribute) and \
        isinstance(value.func.value, cst.Name) and value.func.value.value == "self" and \
        value.func.attr.value in methods and \
        _mentions_self_attr(methods[value.func.attr.value].body, attr)


_READS_ONLY = frozenset({
    "len", "print", "enumerate", "zip", "range", "isinstance", "iter", "reversed", "str", "repr",
    "sum", "max", "min", "any", "all", "sorted", "list", "tuple", "set", "map", "filter"})
_BY_NAME = frozenset({"add_module", "register_module", "setattr", "register_parameter"})


def _is_self_attr(node, attr: str) -> bool:
    return isinstance(node, cst.Attribute) and node.attr.value == attr and \
        isinstance(node.value, cst.Name) and node.value.value == "self"


def _mentions_self_attr(node, attr: str) -> bool:
    return any(_is_self_attr(inner, attr) for inner in walk(node))


def _string_keyed(value) -> bool:
    """Is every key of the dict display or comprehension ``value`` known to be a string (a
    literal, an f-string, `str(...)`)?"""
    if isinstance(value, cst.DictComp):
        keys = [value.key]
    elif not isinstance(value, cst.Dict):
        return False  # (`OrderedDict(pairs)`: ModuleDict takes it, but its keys are not shown)
    elif all(isinstance(el, cst.DictElement) for el in value.elements):
        keys = [el.key for el in value.elements]
    else:
        return False  # `**other`: its keys are not known
    strings = (cst.SimpleString, cst.ConcatenatedString, cst.FormattedString)
    return all(isinstance(key, strings) or (
        isinstance(key, cst.Call) and isinstance(key.func, cst.Name) and key.func.value == "str")
        for key in keys)


def _as_list(value: cst.Tuple) -> cst.List:
    """The tuple's items as a list, keeping what its parentheses held (a comment after the
    opening one, the line breaks)."""
    if not value.lpar or not value.rpar:
        return cst.List(elements=value.elements)
    return cst.List(elements=value.elements,
                    lbracket=cst.LeftSquareBracket(whitespace_after=value.lpar[0].whitespace_after),
                    rbracket=cst.RightSquareBracket(
                        whitespace_before=value.rpar[-1].whitespace_before))


class _ModuleClasses:
    """``name in module_classes``: a module class of this file, or one imported from another
    project file (`from layers import TransformerBlock`)."""

    def __init__(self, ctx: Context) -> None:
        self.model = ctx.model
        self.local = {name for name, k in ctx.model.facts.classes.items() if k.is_module}

    def __contains__(self, name: str) -> bool:
        return name in self.local or self.model.is_imported_module_class(name)

    def holds_no_parameter(self, func) -> bool:
        """Is ``func`` a project module class known to hold no parameter (only parameter-free
        layers and data: a moving average over `nn.AvgPool1d`)?"""
        klass = self._class(func)
        return getattr(klass, "is_module", False) and klass.parameter_free

    def builds_parameters(self, func) -> bool:
        """Is ``func`` a project module class whose `__init__` builds parameters (`nn.Linear`,
        `nn.Parameter`, a class of its file that does)?"""
        klass = self._class(func)
        return getattr(klass, "is_module", False) and klass.builds_parameters

    def _class(self, func):
        if not isinstance(func, cst.Name):
            return None
        return self.model.facts.classes.get(func.value) or self.model.imported_class(func.value)


def _unregistered(small, imports, module_classes):
    if not isinstance(small, (cst.Assign, cst.AnnAssign)) or small.value is None:
        return None
    targets = [t.target for t in small.targets] if isinstance(small, cst.Assign) else [small.target]
    target = targets[0]
    if not (isinstance(target, cst.Attribute) and isinstance(target.value, cst.Name)
            and target.value.value == "self"):
        return None
    value = small.value
    shown = _listed(value)
    if isinstance(shown, (cst.List, cst.Tuple)):
        elements, shape = [el.value for el in shown.elements], "list"
    elif isinstance(shown, (cst.ListComp, cst.GeneratorExp)):
        elements, shape = [shown.elt], "list"
    elif isinstance(value, (cst.List, cst.Tuple)):
        elements, shape = [el.value for el in value.elements], "list"
    elif isinstance(value, (cst.ListComp, cst.GeneratorExp)):
        elements, shape = [value.elt], "list"
    elif isinstance(value, cst.Dict):
        elements = [el.value for el in value.elements if isinstance(el, cst.DictElement)]
        shape = "dict"
    elif isinstance(value, cst.DictComp):
        elements, shape = [value.value], "dict"
    elif _paired(value, imports) is not None:
        elements, shape = _paired(value, imports), "dict"
    else:
        return None
    kinds = {_kind(element, imports, module_classes) for element in elements}
    if not elements or kinds - {"module", "parameter"} or len(kinds) != 1:
        return None
    holds = "parameters" if kinds == {"parameter"} else "modules"
    if holds == "modules" and not any(api.holds_parameters(imports.qualify(element.func)) or
                                      module_classes.builds_parameters(element.func)
                                      for element in elements):
        # (`{"ce": nn.CrossEntropyLoss()}`, moving averages, loss classes built from a config:
        # not known to hold anything to train; the analysis may still know, `known` below)
        return None
    return target, value, shape, holds


def _listed(value):
    """The display or comprehension a `tuple(...)` / `list(...)` call copies (`tuple(Branch(k)
    for k in kernels)`), else None."""
    if isinstance(value, cst.Call) and isinstance(value.func, cst.Name) and \
            value.func.value in ("tuple", "list") and len(value.args) == 1 and \
            value.args[0].keyword is None and not value.args[0].star and isinstance(
                value.args[0].value, (cst.List, cst.Tuple, cst.ListComp, cst.GeneratorExp)):
        return value.args[0].value
    return None


def _paired(value, imports) -> list | None:
    """The values of a `dict(...)` / `OrderedDict(...)` call of (key, value) pairs
    (`OrderedDict((name, FeatureNet(w)) for name in features)`) or of keywords, else None."""
    if not isinstance(value, cst.Call) or \
            (imports.qualify(value.func) or dotted(value.func)) not in _DICT_CALLS:
        return None
    if value.args and all(arg.keyword is not None for arg in value.args):
        return [arg.value for arg in value.args]
    if len(value.args) != 1 or value.args[0].keyword is not None or value.args[0].star:
        return None
    pairs = value.args[0].value
    shown = [pairs.elt] if isinstance(pairs, (cst.ListComp, cst.GeneratorExp)) else \
        [el.value for el in pairs.elements] if isinstance(pairs, (cst.List, cst.Tuple)) else []
    if not shown or not all(isinstance(pair, cst.Tuple) and len(pair.elements) == 2
                            for pair in shown):
        return None
    return [pair.elements[1].value for pair in shown]


_DICT_CALLS = frozenset({"dict", "OrderedDict", "collections.OrderedDict"})


def _filled_container(small, holds: str):
    """A plain container the analysis saw filled with networks (a registry's classes called) or
    with parameters made for it (a helper's `[nn.Parameter(...) for ...]`): (target, value,
    shape, ``holds``)."""
    target = small.targets[0].target if isinstance(small, cst.Assign) else small.target
    shape = "dict" if isinstance(small.value, (cst.Dict, cst.DictComp)) else "list"
    return target, small.value, shape, holds


def _kind(element, imports, module_classes) -> str | None:
    if not isinstance(element, cst.Call):
        return None
    if isinstance(element.func, cst.Name) and element.func.value in module_classes:
        return "module"
    qual = imports.qualify(element.func)
    if qual in api.PARAMETER_CLASSES:
        return "parameter"
    if api.is_module_class(qual):
        return "module"
    return None
