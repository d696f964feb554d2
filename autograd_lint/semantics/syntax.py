"""What a node of the tree spells, read without running anything: literals, keys, call shapes,
the tests a statement makes, names of evaluation code."""
from __future__ import annotations

import re

import libcst as cst

from .names import dotted
from .walk import walk

LAMBDA_NAME = "_lambda_"  # the name a lambda runs under as a function (see _lambda_function)


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
    """The text of a string literal; None for anything else, bytes, or a literal the compiler
    rejects and libcst parses (a Windows path with a cut-short `\\U` escape)."""
    if isinstance(node, cst.SimpleString):
        text = node.value
        # a plain 'key' or "key" needs no literal_eval (the costly general case)
        if len(text) >= 2 and text[0] in "'\"" and text[-1] == text[0] and "\\" not in text \
                and text[1:-1].find(text[0]) < 0:
            return text[1:-1]
        try:
            value = node.evaluated_value
        except (SyntaxError, ValueError):
            return None
        return value if isinstance(value, str) else None
    return None


def makes_copy(name: str, call: cst.Call, float64: bool = False) -> bool:
    """Whether the conversion of a fresh float32 CPU tensor returns a copy (a non-leaf).

    `.double()`, `.cuda()`, `.to(torch.float64)`, `.to("cuda")`, `.to(0)` copy; `.float()`,
    `.cpu()`, `.to("cpu")`, `.to(torch.float32)` return the tensor itself, unless the tensor is
    a ``float64`` one (`torch.tensor(np.random.randn(3), requires_grad=True).float()`), where
    they copy and `.double()` does not. `.to(device)` with a device known only at run time
    copies wherever the program runs on an accelerator, which is what such code is written
    for: it counts as a copy."""
    if float64 and name in ("float", "half", "bfloat16"):
        return True
    if float64 and name == "double":
        return False
    if name in ("double", "half", "cuda", "bfloat16"):
        return True
    if name == "to" and call.args:
        value = call.args[0].value
        text = dotted(value) or string(value) or ""
        if float64 and text.endswith(("float64", "double")):
            return False
        if text.endswith(("float64", "double", "float16", "half", "bfloat16")) or \
                text.startswith(("cuda", "mps", "xpu")):
            return True
        if float64 and text.endswith(("float32", ".float")):
            return True
        if text.startswith("cpu") or text.endswith(("float32", ".float")) or \
                isinstance(value, cst.SimpleString):
            return False
        return True  # a device (or dtype) known only at run time; `.to(0)` is cuda:0
    return False


def literal_key(subscript: cst.Subscript):
    """`x[0]` -> 0, `x["loss"]` -> "loss", else None."""
    if len(subscript.slice) != 1 or not isinstance(subscript.slice[0].slice, cst.Index):
        return None
    key = subscript.slice[0].slice.value
    if isinstance(key, cst.Integer):
        return int(key.value, 0)
    return string(key)


def all_integers(node) -> bool:
    if isinstance(node, cst.Integer):
        return True
    if isinstance(node, (cst.List, cst.Tuple)) and node.elements:
        return all(all_integers(el.value) for el in node.elements)
    return False


def literal_bool(node) -> bool | None:
    if isinstance(node, cst.Name) and node.value in ("True", "False"):
        return node.value == "True"
    return None


def is_none(node) -> bool:
    return isinstance(node, cst.Name) and node.value == "None"


def keyword_value(call: cst.Call, name: str) -> cst.BaseExpression | None:
    """The expression ``call`` passes as keyword ``name`` (`dtype=torch.float64`), or None."""
    return next((arg.value for arg in call.args
                 if arg.keyword is not None and arg.keyword.value == name), None)


def none_test(test) -> tuple[cst.BaseExpression, bool] | None:
    """(``x``, negated) for the test `x is None` (False) or `x is not None` (True), else None."""
    if type(test) is not cst.Comparison or len(test.comparisons) != 1:
        return None
    comparison = test.comparisons[0]
    operator = type(comparison.operator)
    if operator not in (cst.Is, cst.IsNot) or not is_none(comparison.comparator):
        return None
    return test.left, operator is cst.IsNot


_RETAINING = ("retain_graph", "create_graph", "retain_variables")


def retains(call: cst.Call, position: int, values: list | None = None) -> bool:
    """retain_graph=True / create_graph=True (or passed positionally; `retain_variables`, its
    name before PyTorch 0.4, which old code still spells). Anything but `False` or `None`, as
    spelt or as evaluated (``values``, one per argument: `retain_graph=retain` of a name bound
    to False, or `kwargs.get("retain_graph", False)` where no caller passed it), may retain."""
    for index, arg in enumerate(call.args):
        keyword = arg.keyword.value if arg.keyword else None
        if arg.star == "**":
            # `loss.backward(**kwargs)` of a wrapper's `backward(self, loss, **kwargs)`: the
            # entries its caller passed; of entries not known, it may retain
            spread = values[index] if values is not None and index < len(values) else None
            if spread is None or len(spread.keys) != len(spread.items) or not spread.exact:
                return True
            if any(key in _RETAINING and not (item.kind == "other" and
                                              item.qual in ("False", "None"))
                   for key, item in zip(spread.keys, spread.items)):
                return True
            continue
        if arg.star:
            return True  # (`backward(*args)`: any of them may be retain_graph)
        if keyword in _RETAINING or (keyword is None and index == position):
            if isinstance(arg.value, cst.Name) and arg.value.value in ("False", "None"):
                continue
            value = values[index] if values is not None and index < len(values) else None
            if value is not None and value.kind == "other" and value.qual in ("False", "None"):
                continue
            return True
    return False


def references_grad(node) -> bool:
    """Does ``node`` read a `.grad` attribute (`w - lr * w.grad`; not `torch.autograd.grad(...)`,
    which differentiates whatever the tensor is)?"""
    if node is None:
        return False
    called = {id(n.func) for n in walk(node) if isinstance(n, cst.Call)}
    return any(isinstance(n, cst.Attribute) and n.attr.value == "grad" and id(n) not in called
               for n in walk(node))


def gradient_names(scope) -> frozenset[str]:
    """Names ``scope`` binds to a `.grad` or to what is computed from one (`g =
    w.grad.detach().clone()`, then `step = lr * g`): a rebinding that reads them is a manual
    update. Not those of `torch.autograd.grad(...)`, which a functional inner loop
    (MAML's fast weights) rebinds to on purpose."""
    assigns = [node for node in walk(scope) if type(node) in (cst.Assign, cst.AnnAssign)
               and node.value is not None]
    found: set[str] = set()
    for _ in range(2):  # (a name computed from one bound later in a loop's body)
        for node in assigns:
            if not references_grad(node.value) and not any(
                    type(n) is cst.Name and n.value in found for n in walk(node.value)):
                continue
            for target in binding_targets(node):
                found.update(_names_bound_by(target))
    return frozenset(found)


def _names_bound_by(target) -> frozenset[str]:
    """The names a read of what ``target`` holds spells: its bound names (`g`, `(g, h)`), the
    attribute it sets (`self.g`: `g`), the container it writes into (`grads[i]`: `grads`; not
    the index `i`, nor the object `self` whose other attributes hold other things)."""
    if type(target) is cst.Attribute:
        return frozenset((target.attr.value,))
    if type(target) is cst.Subscript:
        container = target.value
        if type(container) is cst.Name:
            return frozenset((container.value,))
        return _names_bound_by(container) if type(container) in (cst.Attribute, cst.Subscript) \
            else frozenset()
    return bound_names(target)


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


# ops that return (values, indices): the indices are integer tensors, never part of a graph
_ALWAYS_PAIRED = {"sort", "topk", "kthvalue", "mode", "cummax", "cummin"}


_PAIRED_WITH_DIM = {"max", "min", "median", "nanmedian"}


def returns_indices(call: cst.Call, qual: str | None = None) -> bool:
    """`x.max(1)`, `torch.max(x, dim=1)`, `x.sort()`, `torch.topk(x, 3)`, and `topk(x, 3)` of
    `from torch import topk` (``qual``: what the called name was imported as): a (values,
    indices) pair. `torch.max(a, b)` (element-wise) and `x.max()` return one tensor."""
    func = call.func
    if type(func) is cst.Name and qual is not None and qual.startswith("torch.") and \
            qual.count(".") == 1:
        name, qualified = qual[6:], True
    elif type(func) is cst.Attribute:
        name, qualified = func.attr.value, dotted(func.value) == "torch"
    else:
        return False
    if name not in _ALWAYS_PAIRED and name not in _PAIRED_WITH_DIM:
        return False
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


class _EverySetting:
    """Holds every attribute name (see RAW_SETTINGS)."""

    def __contains__(self, attr) -> bool:
        return True


# condition_key's settings that keep a test of `self.attr` as it is spelled ("self.attr"): what
# statement_tests records, for a caller that knows which attributes are settings
RAW_SETTINGS = ("self", _EverySetting())


def test_keys(test) -> list[str]:
    """The keys (recorded with :data:`RAW_SETTINGS`) of a test, or of the operands of an
    `and` / `or` test (`if self.train_bc and step % period == 0:`)."""
    while type(test) is cst.UnaryOperation and type(test.operator) is cst.Not:
        test = test.expression
    if type(test) is cst.BooleanOperation:
        return test_keys(test.left) + test_keys(test.right)
    cond = condition_key(test, RAW_SETTINGS)
    return [cond[0]] if cond is not None else []


def value_test(key: str) -> tuple[str, frozenset] | None:
    """(the name, the literals it is compared with) of a condition key that tests a name's value
    against literals (`mode=='train'`, `mode in ['a', 'b']`: see condition_key), else None."""
    name, sep, members = key.partition(" in [")
    if sep and members.endswith("]"):
        literals = members[:-1].split(", ")
        # (a string holding ", " splits into pieces that are no literal: not read)
        return (name, frozenset(literals)) if all(map(_whole_literal, literals)) else None
    name, sep, literal = key.partition("==")
    if sep and name and literal and name[-1] not in "<>!":
        return name, frozenset((literal,))
    return None


def _whole_literal(text: str) -> bool:
    return len(text) >= 2 and text[0] in "'\"" and text[-1] == text[0] or \
        text.lstrip("-").isdigit() or text in ("None", "True", "False")


def setting_key(raw: str, settings) -> str | None:
    """The key of a test recorded with :data:`RAW_SETTINGS`: itself, or for `self.attr`, the
    instance's key when ``attr`` is one of its settings (see condition_key), else None."""
    if not raw.startswith("self."):
        return raw
    if settings is None or re.split(r"[.=<> ]", raw[5:], maxsplit=1)[0] not in settings[1]:
        return None
    return f"{settings[0]}{raw[4:]}"


def condition_key(test, settings=None) -> tuple[str, bool] | None:
    """`use_amp` -> ("use_amp", True); `not args.fp16` -> ("args.fp16", False): a test whose truth
    a later test of the same name repeats. Attributes of ``self`` are left out (methods change
    them: ``self.training``), but for ``settings``: (the instance's symbol, the attributes only
    its ``__init__`` sets), which key `self.args.clip > 0` by the instance."""
    polarity = True
    while type(test) is cst.UnaryOperation and type(test.operator) is cst.Not:
        polarity = not polarity
        test = test.expression
    if type(test) is cst.Comparison and len(test.comparisons) == 1:
        # `split == "train"` ... `if split == "train":` later: the same test of a name against a
        # literal (labml's trainer zeroes under one and steps under the other)
        target = test.comparisons[0]
        operator = type(target.operator)
        if operator in (cst.In, cst.NotIn):
            # `args.model_name in ["VAE", "LVAE"]` ... the same test again later: one truth
            members = _literal_members(target.comparator)
            name = condition_key(test.left, settings) if type(test.left) in _NAME_NODES else None
            if members is None or name is None or not name[1]:
                return None
            return f"{name[0]} in {members}", polarity is (operator is cst.In)
        order = _ORDERINGS.get(operator)  # `accumulation_steps > 1`: its own key
        if operator in (cst.NotEqual, cst.IsNot):
            polarity = not polarity
        elif operator not in (cst.Equal, cst.Is) and order is None:
            return None
        literal = _literal_text(target.comparator)
        name = condition_key(test.left, settings) if type(test.left) in _NAME_NODES else None
        if literal is None or name is None or not name[1]:
            return None
        if literal in ("True", "False") and order is None:
            # `if self._qkv_same_embed_dim is False:` ... `if self._qkv_same_embed_dim:`
            # (nn.MultiheadAttention's): one flag, tested twice
            return name[0], polarity is (literal == "True")
        return f"{name[0]}{order or '=='}{literal}", polarity
    if type(test) not in _NAME_NODES:
        return None
    key = dotted(test)
    if key and key.startswith("self.") and settings is not None and \
            key.split(".")[1] in settings[1]:
        return f"{settings[0]}{key[4:]}", polarity
    if not key or key == "self" or key.startswith("self.") or key in ("True", "False", "None"):
        return None
    return key, polarity


_ORDERINGS = {cst.GreaterThan: ">", cst.LessThan: "<", cst.GreaterThanEqual: ">=",
              cst.LessThanEqual: "<="}


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


def _literal_members(node) -> str | None:
    """The spelling of a literal list, tuple or set of literals (`["VAE", "LVAE"]`), its members
    sorted (the same members spelt in another order are the same test)."""
    if type(node) not in (cst.List, cst.Tuple, cst.Set):
        return None
    texts = [_literal_text(element.value) if type(element) is cst.Element else None
             for element in node.elements]
    return "[" + ", ".join(sorted(texts)) + "]" if texts and None not in texts else None


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
            tested.update(test_keys(node.test))
        elif kind in _BINDING_NODES:
            for target in binding_targets(node):
                for element in walk(target):
                    name = dotted(element) if type(element) in _NAME_NODES else None
                    if name:
                        bound.add(name)
        elif kind is cst.Global or kind is cst.Nonlocal:
            bound.update(item.name.value for item in node.names)
    cache[id(statement)] = (tested, bound, statement)
    return tested, bound


def literal_flags(block) -> frozenset:
    """The names and attributes (`evaluate`, `args.evaluate`) a block's simple statements set
    to a literal: True, False, None, a number or a string."""
    from .walk import walk

    flags = set()
    for node in walk(block):
        if type(node) is cst.Assign and (
                type(node.value) in (cst.Integer, cst.Float, cst.SimpleString) or
                type(node.value) is cst.Name and node.value.value in ("True", "False", "None")):
            flags.update(filter(None, (dotted(target.target) for target in node.targets)))
    return frozenset(flags)


def binding_targets(node) -> list:
    """The targets a binding node (see :data:`_BINDING_NODES`) binds."""
    targets = [t.target for t in node.targets] if type(node) is cst.Assign \
        else [getattr(node, "target", None) or getattr(node, "name", None)]
    return [target for target in targets if target is not None]


def binding_counts(node) -> dict[str, int]:
    """How many binding targets under ``node`` name each root name (`a.b = ...` and
    `a[i] = ...` count for `a`; `global a` counts too)."""
    counts: dict[str, int] = {}
    for inner in walk(node):
        kind = type(inner)
        if kind in _BINDING_NODES:
            for target in binding_targets(inner):
                for element in walk(target):
                    if type(element) is cst.Name:
                        counts[element.value] = counts.get(element.value, 0) + 1
        elif kind is cst.Global or kind is cst.Nonlocal:
            for item in inner.names:
                counts[item.name.value] = counts.get(item.name.value, 0) + 1
    return counts


def fresh_binding_counts(node) -> dict[str, int]:
    """:func:`binding_counts` without augmented assignments (`loss += extra` needs `loss`
    bound already: it cannot bind a name that was unbound)."""
    counts = binding_counts(node)
    for inner in walk(node):
        if type(inner) is cst.AugAssign:
            for element in walk(inner.target):
                if type(element) is cst.Name and counts.get(element.value):
                    counts[element.value] -= 1
    return counts


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


def bound_names(target: cst.BaseExpression) -> frozenset[str]:
    """The names a `for` target or assignment target binds (`p`, `(i, (a, b))`, `*rest`)."""
    kind = type(target)
    if kind is cst.Name:
        return frozenset((target.value,))
    if kind is cst.Tuple or kind is cst.List:
        return frozenset().union(*(bound_names(element.value) for element in target.elements))
    if kind is cst.StarredElement:
        return bound_names(target.value)
    return frozenset()


def unread_after(loop: cst.For, statement: cst.CSTNode, name: str) -> bool:
    """Does nothing in ``loop``'s body after ``statement`` (a statement line in it), nor its
    `else:`, name ``name``? (Then a value ``statement`` binds to it is never read: the next
    iteration rebinds it.) False when ``statement`` is not in the body."""
    passed = False
    inside: set[int] = set()
    for node in walk(loop.body):
        if node is statement:
            passed = True
            inside = {id(part) for part in walk(statement)}
        elif passed and type(node) is cst.Name and node.value == name and id(node) not in inside:
            return False
    if passed and loop.orelse is not None:
        return name not in {node.value for node in walk(loop.orelse) if type(node) is cst.Name}
    return passed


def locally_bound(function: cst.FunctionDef) -> frozenset[str]:
    """The names ``function`` binds as its own locals: its parameters and the whole-name
    targets of its assignments, loops, `with ... as`, imports and nested definitions (not
    `a[k] = v` nor `a.b = v`, which change an object the name holds; not names it declares
    `global` or `nonlocal`)."""
    bound = {param.name.value for param in (*function.params.params,
                                            *function.params.posonly_params,
                                            *function.params.kwonly_params)}
    for extra in (function.params.star_arg, function.params.star_kwarg):
        if isinstance(extra, cst.Param):
            bound.add(extra.name.value)
    found, shared = names_bound_under(function.body)
    return frozenset((bound | found) - shared)


def names_bound_under(node: cst.CSTNode) -> tuple[set[str], set[str]]:
    """The whole names the code under ``node`` binds (assignment, loop and `with ... as`
    targets, imports, definitions), and those it declares `global` or `nonlocal`."""
    bound: set[str] = set()
    shared: set[str] = set()
    for inner in walk(node):
        kind = type(inner)
        if kind in _BINDING_NODES:
            for target in binding_targets(inner):
                bound |= bound_names(target)
        elif kind in (cst.FunctionDef, cst.ClassDef):
            bound.add(inner.name.value)
        elif kind in (cst.Import, cst.ImportFrom) and not isinstance(inner.names, cst.ImportStar):
            for alias in inner.names:
                name = alias.asname.name if alias.asname is not None else alias.name
                if type(name) is cst.Name:
                    bound.add(name.value)
                elif type(name) is cst.Attribute:  # `import os.path` binds `os`
                    bound.add((dotted(name) or "").split(".", 1)[0])
        elif kind is cst.Global or kind is cst.Nonlocal:
            shared.update(item.name.value for item in inner.names)
    return bound, shared


def entry_spelling(target: cst.Subscript) -> str | None:
    """`self.hidden[i]`: a container spelt by names, indexed by a name, as the program spells it
    (None for other subscripts)."""
    if len(target.slice) != 1 or not isinstance(target.slice[0].slice, cst.Index) or \
            type(target.slice[0].slice.value) is not cst.Name:
        return None
    container = dotted(target.value)
    return f"{container}[{target.slice[0].slice.value.value}]" if container else None
