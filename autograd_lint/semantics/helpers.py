"""Small functions the interpreter and its fact-finding share: reading literals and call shapes,
module containment, names of evaluation code."""
from __future__ import annotations

import libcst as cst

from . import torch_api as api
from .names import ImportMap, dotted
from .state import ClassInfo
from .values import EMPTY, INTEGER, OTHER, UNKNOWN, Value, alternatives, replace, split_nodes
from .walk import names_in, walk


# -- helpers -----------------------------------------------------------------------------------------
BINARY_SAVING = {cst.Multiply: "mul", cst.Divide: "div", cst.MatrixMultiply: "matmul",
                 cst.Power: "pow"}
EVALUATION_WORDS = {"eval", "evaluate", "evaluation", "validate", "validation", "val", "predict",
                    "prediction", "infer", "inference"}


def is_evaluation_name(name: str) -> bool:
    if name.startswith("test_") or name.endswith("_step"):
        return False  # a pytest test; a Lightning validation_step (run under no_grad for you)
    words = name.strip("_").lower().split("_")
    return bool(EVALUATION_WORDS.intersection(words)) or name == "test"


def without_gradient(call: cst.Call) -> bool:
    return not any(arg.keyword is None or arg.keyword.value in ("gradient", "grad_tensors")
                   for arg in call.args)


def string(node) -> str | None:
    if isinstance(node, cst.SimpleString):
        text = node.value
        # a plain 'key' or "key" needs no literal_eval (the costly general case)
        if len(text) >= 2 and text[0] in "'\"" and text[-1] == text[0] and "\\" not in text \
                and text[1:-1].find(text[0]) < 0:
            return text[1:-1]
        return node.evaluated_value
    return None


def makes_copy(name: str, call: cst.Call) -> bool:
    """Whether the conversion of a fresh float32 CPU tensor returns a copy (a non-leaf).

    `.double()`, `.cuda()`, `.to(torch.float64)`, `.to("cuda")`, `.to(0)` copy; `.float()`,
    `.cpu()`, `.to("cpu")`, `.to(torch.float32)` return the tensor itself. `.to(device)` with a
    device known only at run time copies wherever the program runs on an accelerator, which is
    what such code is written for: it counts as a copy."""
    if name in ("double", "half", "cuda", "bfloat16"):
        return True
    if name == "to" and call.args:
        value = call.args[0].value
        text = dotted(value) or string(value) or ""
        if text.endswith(("float64", "double", "float16", "half", "bfloat16")) or \
                text.startswith(("cuda", "mps", "xpu")):
            return True
        if text.startswith("cpu") or text.endswith(("float32", ".float")) or \
                isinstance(value, cst.SimpleString):
            return False
        return True  # a device (or dtype) known only at run time; `.to(0)` is cuda:0
    return False


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


def literal_key(subscript: cst.Subscript):
    """`x[0]` -> 0, `x["loss"]` -> "loss", else None."""
    if len(subscript.slice) != 1 or not isinstance(subscript.slice[0].slice, cst.Index):
        return None
    key = subscript.slice[0].slice.value
    if isinstance(key, cst.Integer):
        return int(key.value, 0)
    return string(key)


def reach_of(value: Value) -> frozenset:
    """What a tensor's graph reached: the modules and leaves a cut separates it from."""
    return value.reach | ({value.sym} if value.leaf and value.sym else EMPTY)


def is_int(value: Value) -> bool:
    return value.kind == INTEGER.kind and value.qual == INTEGER.qual


def legacy_sizes(call: cst.Call, args: list[Value]) -> bool:
    """torch.Tensor(3, 5) / torch.FloatTensor(n) with an int n: sizes, not data."""
    positional = [(a.value, v) for a, v in zip(call.args, args) if a.keyword is None]
    if not positional or any(isinstance(node, (cst.List, cst.Tuple, cst.ListComp, cst.SimpleString))
                             for node, _ in positional):
        return False
    if len(positional) == 1:  # one argument may be data: only a known int is surely a size
        return is_int(positional[0][1])
    return True


def integer_factory(qual: str, call: cst.Call, args: list[Value], imports: ImportMap) -> bool:
    """torch.arange(5) / randint / tensor([1, 2]) / dtype=torch.long: integer tensors."""
    for arg in call.args:
        if arg.keyword is not None and arg.keyword.value == "dtype":
            dtype = imports.qualify(arg.value) or dotted(arg.value) or ""
            return dtype.rsplit(".", 1)[-1] in api.INTEGER_DTYPES
    short = qual.rsplit(".", 1)[-1]
    positional = [(a.value, v) for a, v in zip(call.args, args) if a.keyword is None]
    if short in ("randint", "randperm"):
        return True
    if short == "arange":
        return bool(positional) and all(is_int(v) for _, v in positional)
    if short == "tensor" and positional:
        return all_integers(positional[0][0])
    return False


def all_integers(node) -> bool:
    if isinstance(node, cst.Integer):
        return True
    if isinstance(node, (cst.List, cst.Tuple)) and node.elements:
        return all(all_integers(el.value) for el in node.elements)
    return False


def factory_scalar(qual: str, call: cst.Call) -> bool | None:
    """torch.tensor(2.0) has one element; torch.randn(3, 4) has several."""
    positional = [arg.value for arg in call.args if arg.keyword is None]
    if qual in ("torch.tensor", "torch.as_tensor") and positional:
        data = positional[0]
        if isinstance(data, (cst.Integer, cst.Float)):
            return True
        if isinstance(data, (cst.List, cst.Tuple)) and len(data.elements) > 1:
            return False
        if isinstance(data, (cst.List, cst.Tuple)) and len(data.elements) == 1 and \
                not isinstance(data.elements[0].value, (cst.List, cst.Tuple, cst.ListComp)) and \
                not isinstance(data.elements[0], cst.StarredElement):
            return True  # torch.tensor([i * scale]): one element
        return None
    sized = qual.rsplit(".", 1)[-1] in ("randn", "rand", "zeros", "ones", "empty", "full")
    sizes = positional[:2] if sized else []
    for size in sizes:
        if isinstance(size, cst.Integer) and int(size.value) > 1:
            return False
        if isinstance(size, (cst.Tuple, cst.List)) and any(
                isinstance(el.value, cst.Integer) and int(el.value.value) > 1 for el in size.elements):
            return False
    if sizes and len(positional) == len(sizes) and all(
            isinstance(size, cst.Integer) and int(size.value) == 1 for size in sizes):
        return True  # torch.rand(1), torch.zeros(1, 1): one element
    return None


def overlaps(syms: frozenset, owners: frozenset, parents: dict | None = None) -> bool:
    """Is any of ``syms`` one of ``owners`` or inside one of them? A symbol is inside its dotted
    prefix (`model` holds `model.fc`) and inside the module it was attached to (``parents``:
    `self.fc = nn.Linear(...)`, `nn.Sequential(a, b)`)."""
    if any(owner.startswith("{") for owner in owners):
        owners = frozenset(alt for owner in owners for alt in alternatives(owner))
    for sym in (alt for sym in syms for alt in alternatives(sym)):
        current, hops = sym, 0
        while current and hops < 32:
            for owner in owners:
                if current == owner or current.startswith(owner + "."):
                    return True
            attached = parents.get(current) if parents else None
            current = attached if attached is not None else (
                current.rsplit(".", 1)[0] if "." in current else None)
            hops += 1
    return False


def literal_bool(node) -> bool | None:
    if isinstance(node, cst.Name) and node.value in ("True", "False"):
        return node.value == "True"
    return None


def is_none(node) -> bool:
    return isinstance(node, cst.Name) and node.value == "None"


def none_test(test) -> tuple[cst.BaseExpression, bool] | None:
    """(``x``, negated) for the test `x is None` (False) or `x is not None` (True), else None."""
    if type(test) is not cst.Comparison or len(test.comparisons) != 1:
        return None
    comparison = test.comparisons[0]
    operator = type(comparison.operator)
    if operator not in (cst.Is, cst.IsNot) or not is_none(comparison.comparator):
        return None
    return test.left, operator is cst.IsNot


def retains(call: cst.Call, position: int) -> bool:
    """retain_graph=True / create_graph=True (or passed positionally)."""
    for index, arg in enumerate(call.args):
        keyword = arg.keyword.value if arg.keyword else None
        if keyword in ("retain_graph", "create_graph") or (keyword is None and index == position):
            if not (isinstance(arg.value, cst.Name) and arg.value.value in ("False", "None")):
                return True
    return False


def references_grad(node) -> bool:
    if node is None:
        return False
    return any(isinstance(n, cst.Attribute) and n.attr.value == "grad" for n in walk(node))


def op_text(operator) -> str:
    return {cst.AddAssign: "+", cst.SubtractAssign: "-", cst.MultiplyAssign: "*",
            cst.DivideAssign: "/", cst.PowerAssign: "**", cst.MatrixMultiplyAssign: "@",
            cst.FloorDivideAssign: "//", cst.ModuloAssign: "%"}.get(type(operator), "")


def label_of(node) -> str:
    text = dotted(node)
    if text is not None:
        return text
    try:
        return cst.Module(body=[]).code_for_node(node)
    except Exception:  # noqa: BLE001 - a label is only for messages
        return "expression"


# expressions no tensor is written as: `self.data = []`, `args.data = "path"`
NOT_TENSOR_LITERALS = frozenset({cst.List, cst.Dict, cst.Tuple, cst.Set, cst.SimpleString,
                                 cst.ConcatenatedString, cst.FormattedString, cst.Integer,
                                 cst.Float, cst.ListComp, cst.DictComp, cst.SetComp})


def unpack(value: Value, value_node, count: int):
    if len(value.items) == count:
        return [(item, None) for item in value.items]
    if isinstance(value_node, (cst.Tuple, cst.List)) and len(value_node.elements) == count:
        return [(value, el.value) for el in value_node.elements]
    if value.kind == "named-param" and count == 2:
        # (a frozen module's parameters need no grad: not leaves autograd guards)
        return [(OTHER, None), (Value(kind="tensor", leaf=not value.frozen, param=True,
                                      reach=value.reach), None)]
    element = value if value.kind in ("tensor", "unknown") else UNKNOWN
    if element.sym:  # `model, opt, sched = accelerator.prepare(...)`: three objects, not one
        return [(replace(element, sym=f"{element.sym}[{index}]"), value_node)
                for index in range(count)]
    if element.nodes:  # `policy, value = net(x)` of an unknown network: a part of it each
        return [(replace(element, nodes=split_nodes(element.nodes, index)), value_node)
                for index in range(count)]
    return [(element, value_node)] * count


_SEQUENCE_NODES = frozenset({cst.Tuple, cst.List})


def parallel_assignment(node: cst.Assign):
    if len(node.targets) != 1:
        return None
    target, value = node.targets[0].target, node.value
    if type(target) not in _SEQUENCE_NODES or type(value) not in _SEQUENCE_NODES:
        return None
    if len(target.elements) != len(value.elements) or any(
            isinstance(el, cst.StarredElement) for el in (*target.elements, *value.elements)):
        return None
    return [(t.value, v.value) for t, v in zip(target.elements, value.elements)]


def for_clauses(clause):
    while clause is not None:
        yield clause
        clause = clause.inner_for_in


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
            found.add(current.args[0].value.evaluated_value)
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
                found.add(current.args[0].value.evaluated_value)
    return found


# ops that return (values, indices): the indices are integer tensors, never part of a graph
_ALWAYS_PAIRED = {"sort", "topk", "kthvalue", "mode", "cummax", "cummin"}
_PAIRED_WITH_DIM = {"max", "min", "median", "nanmedian"}


def returns_indices(call: cst.Call) -> bool:
    """`x.max(1)`, `torch.max(x, dim=1)`, `x.sort()`, `torch.topk(x, 3)`: a (values, indices)
    pair. `torch.max(a, b)` (element-wise) and `x.max()` return one tensor."""
    func = call.func
    if type(func) is not cst.Attribute:
        return False
    name = func.attr.value
    if name not in _ALWAYS_PAIRED and name not in _PAIRED_WITH_DIM:
        return False
    qualified = dotted(func.value) == "torch"
    if name in _ALWAYS_PAIRED:
        return True
    if name not in _PAIRED_WITH_DIM:
        return False
    if any(arg.keyword is not None and arg.keyword.value == "dim" for arg in call.args):
        return True
    positional = [arg.value for arg in call.args if arg.keyword is None]
    dim = positional[1] if qualified and len(positional) > 1 else \
        positional[0] if not qualified and positional else None
    if isinstance(dim, cst.UnaryOperation):
        dim = dim.expression
    return isinstance(dim, cst.Integer)


def condition_key(test) -> tuple[str, bool] | None:
    """`use_amp` -> ("use_amp", True); `not args.fp16` -> ("args.fp16", False): a test whose truth
    a later test of the same name repeats. Attributes of ``self`` are left out (methods change
    them: ``self.training``)."""
    polarity = True
    while type(test) is cst.UnaryOperation and type(test.operator) is cst.Not:
        polarity = not polarity
        test = test.expression
    if type(test) is cst.Comparison and len(test.comparisons) == 1:
        # `split == "train"` ... `if split == "train":` later: the same test of a name against a
        # literal (labml's trainer zeroes under one and steps under the other)
        target = test.comparisons[0]
        operator = type(target.operator)
        if operator in (cst.NotEqual, cst.IsNot):
            polarity = not polarity
        elif operator not in (cst.Equal, cst.Is):
            return None
        literal = _literal_text(target.comparator)
        name = condition_key(test.left) if type(test.left) in _NAME_NODES else None
        if literal is None or name is None or not name[1]:
            return None
        return f"{name[0]}=={literal}", polarity
    if type(test) not in _NAME_NODES:
        return None
    key = dotted(test)
    if not key or key == "self" or key.startswith("self.") or key in ("True", "False", "None"):
        return None
    return key, polarity


def _literal_text(node) -> str | None:
    """The spelling of a literal a name is compared with (`"train"`, `0`, `None`)."""
    if type(node) is cst.SimpleString:
        value = string(node)
        return repr(value) if value is not None else None
    if type(node) is cst.Integer:
        return node.value
    if type(node) is cst.Name and node.value in ("True", "False", "None"):
        return node.value
    return None


_BINDING_NODES = frozenset({cst.Assign, cst.AugAssign, cst.AnnAssign, cst.For, cst.AsName,
                            cst.NamedExpr})
_NAME_NODES = frozenset({cst.Name, cst.Attribute})


def statement_tests(statement, cache: dict) -> tuple[set, set]:
    """The names the `if`s inside ``statement`` test and the names it assigns (roots and dotted
    targets), cached per statement object (an entry holds its statement, so its id is not reused
    meanwhile)."""
    from .walk import walk

    entry = cache.get(id(statement))
    if entry is not None and entry[2] is statement:
        return entry[0], entry[1]
    tested, bound = set(), set()
    for node in walk(statement):
        kind = type(node)
        if kind is cst.If:
            cond = condition_key(node.test)
            if cond is not None:
                tested.add(cond[0])
        elif kind in _BINDING_NODES:
            targets = [t.target for t in node.targets] if kind is cst.Assign \
                else [getattr(node, "target", None) or getattr(node, "name", None)]
            for target in targets:
                for element in walk(target) if target is not None else ():
                    name = dotted(element) if type(element) in _NAME_NODES else None
                    if name:
                        bound.add(name)
        elif kind is cst.Global or kind is cst.Nonlocal:
            bound.update(item.name.value for item in node.names)
    cache[id(statement)] = (tested, bound, statement)
    return tested, bound


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
                    func = node.func
                    attr = None
                    if isinstance(func, cst.Attribute) and func.attr.value in api.INITIALISERS:
                        attr = written(func.value)  # module.w.normal_()
                    callee = (dotted(func) or "").rsplit(".", 1)[-1]
                    if attr is None and node.args and (callee in api.INIT_FUNCTIONS or loose and (
                            isinstance(func, cst.Name) or callee.endswith("_"))):
                        attr = written(node.args[0].value)  # init.uniform_(module.w)
                    if attr is not None:
                        found.append((guard, attr))
            elif isinstance(statement, cst.BaseCompoundStatement) and \
                    not isinstance(statement, (cst.FunctionDef, cst.ClassDef)):
                body = statement.body
                if isinstance(body, cst.IndentedBlock):
                    visit(body.body, guard)

    if isinstance(hook.body, cst.IndentedBlock):
        visit(hook.body.body, None)
    if loose and _initialises_every_parameter(hook, module):
        found.append((None, "*"))
    return found


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


def is_periodic_test(test: cst.BaseExpression) -> bool:
    """`(i + 1) % accum_steps == 0`, `step % k`: a test true once every few iterations (the step
    of gradient accumulation)."""
    return any(type(current) is cst.BinaryOperation and type(current.operator) is cst.Modulo
               for current in walk(test))


def root_name(target: cst.CSTNode) -> str | None:
    """`model` for `model.fc.weight[0]`; None when the chain does not start at a name."""
    while isinstance(target, (cst.Attribute, cst.Subscript)):
        target = target.value
    return target.value if type(target) is cst.Name else None
