"""What a class's (or a hook's, a forward's) source shows before any of it runs: its registered and
legacy-constructor attributes, what a hook writes, the arguments one instantiation passed."""
from __future__ import annotations

import libcst as cst

from . import torch_api as api
from .names import ImportMap, dotted
from .state import ClassInfo
from .syntax import string
from .values import UNKNOWN, Value
from .walk import names_in, walk


def example_arguments(klass: ClassInfo) -> tuple[list[Value], dict]:
    """The arguments of one instantiation seen in the file (plain values only), so that methods
    run on their own see the sizes the class was really built with."""
    if klass.example_call is None:
        return [], {}
    call, values = klass.example_call
    plain = [v if v.kind == "other" else UNKNOWN for v in values]
    positional = [v for arg, v in zip(call.args, plain) if arg.keyword is None and not arg.star]
    keywords = {arg.keyword.value: v for arg, v in zip(call.args, plain) if arg.keyword is not None}
    return positional, keywords


def legacy_attributes(node: cst.ClassDef, imports: ImportMap, cache: dict) -> set[str]:
    """`self.x = torch.Tensor(n)` / `register_buffer("x", torch.FloatTensor(n))`: names to watch."""
    from .walk import walk_naming

    found: set[str] = set()

    def legacy(value) -> bool:
        qual = imports.qualify(value.func) if type(value) is cst.Call else None
        return bool(qual) and qual.rsplit(".", 1)[-1] in api.LEGACY_CONSTRUCTORS

    for current in walk_naming(node, api.LEGACY_CONSTRUCTORS, cache):
        if type(current) is cst.Assign and legacy(current.value):
            for target in current.targets:
                if type(target.target) is cst.Attribute:
                    found.add(target.target.attr.value)
        elif type(current) is cst.Call and type(current.func) is cst.Attribute and \
                current.func.attr.value == "register_buffer" and len(current.args) > 1 and \
                type(current.args[0].value) is cst.SimpleString and legacy(current.args[1].value):
            found.add(string(current.args[0].value))
    return found


_PARAMETER_NAMES = frozenset({"Parameter", "register_parameter"})


def registered_parameters(node: cst.ClassDef, imports: ImportMap, cache: dict) -> set[str]:
    """Attributes ``self.X`` the class assigns an nn.Parameter (or registers) anywhere."""
    from .walk import walk_naming

    if names_in(node, cache).isdisjoint(_PARAMETER_NAMES):
        return set()
    found: set[str] = set()
    for current in walk_naming(node, _PARAMETER_NAMES, cache):
        kind = type(current)
        if kind is cst.Assign:
            value = current.value
            if type(value) is cst.Call and imports.qualify(value.func) in api.PARAMETER_CLASSES:
                for target in current.targets:
                    t = target.target
                    if type(t) is cst.Attribute and type(t.value) is cst.Name and \
                            t.value.value == "self":
                        found.add(t.attr.value)
        elif kind is cst.Call:
            func = current.func
            if type(func) is cst.Attribute and func.attr.value == "register_parameter" and \
                    len(current.args) > 1 and type(current.args[0].value) is cst.SimpleString \
                    and not (type(current.args[1].value) is cst.Name
                             and current.args[1].value.value == "None"):
                found.add(string(current.args[0].value))
    return found


def hook_writes(hook: cst.FunctionDef, is_method: bool,
                loose: bool = False) -> list[tuple[frozenset | None, str]]:
    """What a weight-init hook applied to every submodule (`model.apply(init_fn)`, the
    `_init_weights(module)` of transformers' `post_init()`) writes: (the class names an
    `isinstance(module, ...)` test restricts the write to, or None; the attribute).
    ``loose``: also a project helper or an in-place function handed `module.w` first
    (`init_weight(self.weight)` of a local initialiser, `trunc_normal_(self.w)`)."""
    params = list(hook.params.params)
    is_static = any(dotted(d.decorator) == "staticmethod" for d in hook.decorators)
    if is_method and not is_static:
        params = params[1:]
    if not params:
        return []
    module = params[0].name.value
    found: list[tuple[frozenset | None, str]] = []

    def written(target) -> str | None:  # `module.w` / `module.w.data` / `module.w[i]` -> "w"
        if isinstance(target, cst.Subscript):
            target = target.value
        if isinstance(target, cst.Attribute) and target.attr.value == "data":
            target = target.value
        if isinstance(target, cst.Attribute) and isinstance(target.value, cst.Name) and \
                target.value.value == module:
            return target.attr.value
        return None

    def guard_of(test) -> frozenset | None:  # isinstance(module, (A, B))
        if not (isinstance(test, cst.Call) and dotted(test.func) == "isinstance" and
                len(test.args) == 2 and isinstance(test.args[0].value, cst.Name) and
                test.args[0].value.value == module):
            return None
        kinds = test.args[1].value
        elements = [el.value for el in kinds.elements] if isinstance(kinds, cst.Tuple) else [kinds]
        names = {dotted(el).rsplit(".", 1)[-1] for el in elements if dotted(el)}
        return frozenset(names) if names else None

    def visit(statements, guard) -> None:
        for statement in statements:
            if isinstance(statement, cst.If):
                visit(statement.body.body, guard_of(statement.test) or guard)
                if isinstance(statement.orelse, cst.If):
                    visit([statement.orelse], guard)
                elif statement.orelse is not None:
                    visit(statement.orelse.body.body, guard)
            elif isinstance(statement, cst.SimpleStatementLine):
                for node in walk(statement):
                    if not isinstance(node, cst.Call):
                        continue
                    # (module.w.normal_(), init.uniform_(module.w))
                    attr = next(filter(None, map(written, _initialised_operands(node, loose))),
                                None)
                    if attr is not None:
                        found.append((guard, attr))
            elif isinstance(statement, cst.BaseCompoundStatement) and \
                    not isinstance(statement, (cst.FunctionDef, cst.ClassDef)):
                if isinstance(statement, cst.For):
                    # `for param in [module.q, module.k]: param.data.normal_(...)` (XLNet's)
                    found.extend((guard, attr) for attr in _listed_and_initialised(
                        statement, written))
                body = statement.body
                if isinstance(body, cst.IndentedBlock):
                    visit(body.body, guard)

    if isinstance(hook.body, cst.IndentedBlock):
        visit(hook.body.body, None)
    if loose and _initialises_every_parameter(hook, module):
        found.append((None, "*"))
    return found


def _listed_and_initialised(loop: cst.For, written) -> list[str]:
    """The attributes a loop over a literal list of them (`for p in [m.q, m.k]:`) initialises
    in place, each in turn; none unless its body initialises the loop variable."""
    if type(loop.target) is not cst.Name or type(loop.iter) not in (cst.List, cst.Tuple):
        return []
    name = loop.target.value

    def is_variable(expr) -> bool:  # `p` / `p.data`
        if type(expr) is cst.Attribute and expr.attr.value == "data":
            expr = expr.value
        return type(expr) is cst.Name and expr.value == name

    for inner in walk(loop.body):
        if type(inner) is cst.Call and any(map(is_variable, _initialised_operands(inner))):
            return [attr for attr in (written(element.value) for element in loop.iter.elements)
                    if attr is not None]
    return []


def _initialised_operands(call: cst.Call, loose: bool = False) -> list:
    """What an initialising call may write, in that order: the receiver of an in-place
    initialiser (`w.normal_()`), the first argument of an init function (`init.uniform_(w)`;
    with ``loose``, of any in-place function or local helper too)."""
    func = call.func
    operands = [func.value] if isinstance(func, cst.Attribute) and \
        func.attr.value in api.INITIALISERS else []
    callee = (dotted(func) or "").rsplit(".", 1)[-1]
    if call.args and (callee in api.INIT_FUNCTIONS or loose and (
            isinstance(func, cst.Name) or callee.endswith("_"))):
        operands.append(call.args[0].value)
    return operands


def _initialises_every_parameter(function: cst.FunctionDef, module: str) -> bool:
    """`for w in self.parameters(): init.uniform_(w, -s, s)` (torch's RNN cells)."""
    for node in walk(function):
        if type(node) is not cst.For or type(node.iter) is not cst.Call:
            continue
        func = node.iter.func
        if not (type(func) is cst.Attribute and type(func.value) is cst.Name and
                func.value.value == module and
                func.attr.value in ("parameters", "named_parameters")):
            continue
        for inner in walk(node.body):
            if type(inner) is cst.Call:
                name = (dotted(inner.func) or "").rsplit(".", 1)[-1]
                if name in api.INIT_FUNCTIONS or name in api.INITIALISERS:
                    return True
    return False


def saved_parameters(forward: cst.FunctionDef, params: list[str]) -> list[int]:
    """Positions (in ``params``) of the parameters a custom autograd Function's forward passes,
    unchanged, to ``ctx.save_for_backward(...)``."""
    found: list[int] = []
    for current in walk(forward):
        if type(current) is cst.Call and type(current.func) is cst.Attribute and \
                current.func.attr.value == "save_for_backward":
            for arg in current.args:
                if type(arg.value) is cst.Name and arg.value.value in params:
                    found.append(params.index(arg.value.value))
    return found


def saves_its_output(forward: cst.FunctionDef) -> bool:
    """Does a custom autograd Function's forward hand what it returns to
    ``ctx.save_for_backward(...)`` (`ctx.save_for_backward(p); return p` of a sparsemax, whose
    backward reads its output)?"""
    saved: set[str] = set()
    returned: set[str] = set()
    for current in walk(forward):
        if type(current) is cst.Call and type(current.func) is cst.Attribute and \
                current.func.attr.value == "save_for_backward":
            saved.update(arg.value.value for arg in current.args if type(arg.value) is cst.Name)
        elif type(current) is cst.Return and current.value is not None:
            value = current.value
            parts = [element.value for element in value.elements] \
                if type(value) is cst.Tuple else [value]
            returned.update(part.value for part in parts if type(part) is cst.Name)
    return not saved.isdisjoint(returned)


def assigns_at_class_level(node: cst.ClassDef, attr: str) -> bool:
    """Does the class body bind ``attr`` (`TRAIN = 0` of an enum, a constant)?"""
    for line in node.body.body:
        if type(line) is cst.SimpleStatementLine:
            for small in line.body:
                targets = small.targets if type(small) is cst.Assign else \
                    [small] if type(small) is cst.AnnAssign else []
                if any(type(t.target) is cst.Name and t.target.value == attr or
                       type(t.target) in (cst.Tuple, cst.List) and any(
                           type(e.value) is cst.Name and e.value.value == attr
                           for e in t.target.elements) for t in targets):
                    return True
    return False


def _bound_in(assign: cst.Assign, attr: str) -> cst.BaseExpression | None:
    """The expression a class-body assignment binds ``attr`` to: `attr = value`, or its place
    in `A, B = 0, 1`."""
    for target in assign.targets:
        if type(target.target) is cst.Name and target.target.value == attr:
            return assign.value
        if type(target.target) in (cst.Tuple, cst.List) and \
                type(assign.value) in (cst.Tuple, cst.List) and \
                len(target.target.elements) == len(assign.value.elements):
            for element, value in zip(target.target.elements, assign.value.elements):
                if type(element) is cst.Element and type(value) is cst.Element and \
                        type(element.value) is cst.Name and element.value.value == attr:
                    return value.value
    return None


def class_binds_value(klass: ClassInfo, attr: str) -> bool:
    """Does a class of ``klass``'s MRO bind ``attr`` to a value in its body (`ADVERSARY, MAIN =
    range(2)`), not only annotate it (`weight: torch.Tensor`, set in `__init__`)?"""
    return any(type(small) is cst.Assign and _bound_in(small, attr) is not None
               for owner in klass.mro for line in owner.node.body.body
               if type(line) is cst.SimpleStatementLine for small in line.body)


def class_binding(klass: ClassInfo, attr: str) -> tuple[ClassInfo, cst.BaseExpression] | None:
    """The class of ``klass``'s MRO whose body first binds ``attr`` by an assignment, and the
    expression it binds (None where none does, or it is annotated or bound by other means)."""
    for owner in klass.mro:
        value = next((found for line in owner.node.body.body
                      if type(line) is cst.SimpleStatementLine for small in line.body
                      if type(small) is cst.Assign
                      for found in [_bound_in(small, attr)] if found is not None), None)
        if value is not None:
            return owner, value
        if assigns_at_class_level(owner.node, attr):
            return None
    return None
