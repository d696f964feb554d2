"""A fast pre-order walk over libcst nodes.

``CSTNode.visit`` rebuilds every node it passes (it is a transformer underneath) and costs several
times the parse, and ``isinstance`` against libcst's abstract classes goes through ``abc``; this walk
reads dataclass fields directly through per-type tables and skips whitespace and punctuation.
"""
from __future__ import annotations

import dataclasses
from typing import Iterator

from .. import lazy_cst as cst

_TRIVIA_PREFIXES = ("whitespace", "lpar", "rpar", "comma", "semicolon", "leading_lines",
                    "lines_after", "trailing_whitespace", "header", "footer", "colon", "equal",
                    "star", "dot", "lbracket", "rbracket", "lbrace", "rbrace", "first_line",
                    "empty_lines", "newline", "operator", "quote", "prefix", "raw_", "evaluated")
_FIELDS: dict[type, tuple[str, ...]] = {}
_IS_NODE: dict[type, bool] = {}


def _fields(kind: type) -> tuple[str, ...]:
    """The node-holding fields of ``kind``, last first (the order :func:`walk` pushes them)."""
    names = _FIELDS.get(kind)
    if names is None:
        names = tuple(reversed([f.name for f in dataclasses.fields(kind)
                                if not f.name.startswith(_TRIVIA_PREFIXES)]))
        _FIELDS[kind] = names
    return names


def _is_node(kind: type) -> bool:
    known = _IS_NODE.get(kind)
    if known is None:
        known = _IS_NODE[kind] = issubclass(kind, cst.CSTNode)
    return known


def walk(node: cst.CSTNode) -> Iterator[cst.CSTNode]:
    # the hottest loop of the analysis: the type tables are read inline, not through calls
    # (_names_under repeats this loop without the yield, child_nodes for one node: a change to
    # one belongs in the others)
    stack = [node]
    pop, append = stack.pop, stack.append
    fields, node_types = _FIELDS, _IS_NODE
    while stack:
        current = pop()
        yield current
        kind = type(current)
        for name in fields.get(kind) or _fields(kind):
            value = getattr(current, name)
            value_type = type(value)
            if value_type is list or value_type is tuple:
                for item in reversed(value):
                    known = node_types.get(type(item))
                    if known or known is None and _is_node(type(item)):
                        append(item)
            elif value is not None:
                known = node_types.get(value_type)
                if known or known is None and _is_node(value_type):
                    append(value)


def child_nodes(node: cst.CSTNode) -> list:
    """The nodes directly under ``node`` (whitespace and punctuation left out), in :func:`walk`'s
    tables: for a walk that carries state down the tree."""
    found = []
    fields, node_types = _FIELDS, _IS_NODE
    for name in fields.get(type(node)) or _fields(type(node)):
        value = getattr(node, name)
        value_type = type(value)
        if value_type is list or value_type is tuple:
            for item in value:
                known = node_types.get(type(item))
                if known or known is None and _is_node(type(item)):
                    found.append(item)
        elif value is not None:
            known = node_types.get(value_type)
            if known or known is None and _is_node(value_type):
                found.append(value)
    return found


def names_in(node: cst.CSTNode, cache: dict | None = None) -> frozenset[str]:
    """Every Name (variables, attributes, called functions) used under ``node``.

    With a ``cache`` (one per process: see :meth:`~autograd_lint.semantics.project.Project.
    node_cache`), a class reuses the names of its methods, a module those of its statements. An
    entry holds its node, so its id cannot be reused by another node while the entry exists.
    """
    if cache is not None:
        cached = cache.get(id(node))
        if cached is not None and cached[0] is node:
            return cached[1]
    if type(node) is cst.ClassDef and cache is not None and isinstance(node.body, cst.IndentedBlock):
        found = frozenset().union(*(names_in(statement, cache) for statement in node.body.body))
    elif type(node) is cst.Module and cache is not None:  # (its statements' names are kept too)
        found = frozenset().union(*(names_in(statement, cache) for statement in node.body))
    else:
        found = _names_under(node)
    if cache is not None:
        cache[id(node)] = (node, found)
    return found


def tree_fact(cache: dict, tag: str, node: cst.CSTNode, compute):
    """``compute(node)`` for a fact read from the tree alone, kept in ``cache`` (the tree's node
    cache, see :func:`names_in`) under ``(tag, id(node))``: computed once per run, for every
    linted file that meets the node. The entry holds its node, so its id is not reused."""
    key = (tag, id(node))
    known = cache.get(key)
    if known is None or known[0] is not node:
        known = cache[key] = (node, compute(node))
    return known[1]


def _names_under(node: cst.CSTNode) -> frozenset[str]:
    """The values of the Names under ``node``: :func:`walk`'s loop without yielding each node (a
    Name holds no other node worth walking), the analysis' most frequent walk (a sixth faster
    than filtering :func:`walk`; a change to one loop belongs in the other)."""
    name_type = cst.Name
    found: set[str] = set()
    add = found.add
    stack = [node]
    pop, append = stack.pop, stack.append
    fields, node_types = _FIELDS, _IS_NODE
    while stack:
        current = pop()
        kind = type(current)
        if kind is name_type:
            add(current.value)
            continue
        for name in fields.get(kind) or _fields(kind):
            value = getattr(current, name)
            value_type = type(value)
            if value_type is list or value_type is tuple:
                for item in value:
                    known = node_types.get(type(item))
                    if known or known is None and _is_node(type(item)):
                        append(item)
            elif value is not None:
                known = node_types.get(value_type)
                if known or known is None and _is_node(value_type):
                    append(value)
    return frozenset(found)


def walk_naming(node: cst.CSTNode, names, cache: dict):
    """The nodes under ``node`` (a class, a module) that lie in its statements using one of
    ``names`` (a class's methods that never name `Parameter` are not walked for parameters)."""
    body = getattr(node, "body", None)
    statements = body.body if isinstance(body, cst.IndentedBlock) else body \
        if type(node) is cst.Module else None
    if statements is None:
        yield from walk(node)
        return
    for statement in statements:
        if not names_in(statement, cache).isdisjoint(names):
            yield from walk(statement)


def shared_names(function: cst.FunctionDef) -> dict[str, str]:
    """The names ``function``'s own `nonlocal` / `global` statements declare: name ->
    "nonlocal" or "global" (not those of functions nested in it). Only statements are looked
    at, never expressions: a declaration is a statement."""
    found: dict[str, str] = {}
    pending = [function.body]
    while pending:
        node = pending.pop()
        kind = type(node)
        if kind is cst.SimpleStatementLine or kind is cst.SimpleStatementSuite:
            for small in node.body:  # (`if x: global y` is a suite of small statements)
                if type(small) is cst.Nonlocal or type(small) is cst.Global:
                    label = "nonlocal" if type(small) is cst.Nonlocal else "global"
                    found.update((item.name.value, label) for item in small.names)
        elif kind is cst.IndentedBlock:
            pending.extend(node.body)
        elif kind not in (cst.FunctionDef, cst.ClassDef):
            for part in ("body", "orelse", "handlers", "finalbody", "cases"):
                child = getattr(node, part, None)
                if isinstance(child, (list, tuple)):
                    pending.extend(child)
                elif isinstance(child, cst.CSTNode):
                    pending.append(child)
    return found


def split_at_yield(function: cst.FunctionDef):
    """A `@contextmanager` generator as two functions: its code before its one `yield` (which
    returns what is yielded) and its code after it, a `try:`'s `finally:` included; None
    for other shapes (a yield in a loop, in a `with`, several yields)."""
    statements = list(function.body.body) if isinstance(function.body, cst.IndentedBlock) else []
    for index, statement in enumerate(statements):
        yielded = _yield_of(statement)
        if yielded is not None:
            before, after = statements[:index], statements[index + 1:]
            break
        if type(statement) is cst.Try and not statement.handlers and not statement.orelse:
            inner = list(statement.body.body)
            found = next((i for i, line in enumerate(inner) if _yield_of(line) is not None), None)
            if found is None:
                continue
            yielded = _yield_of(inner[found])
            final = list(statement.finalbody.body.body) if statement.finalbody else []
            before = statements[:index] + inner[:found]
            after = inner[found + 1:] + final + statements[index + 1:]
            break
    else:
        return None
    if any(_yield_of(line) is not None for line in after):
        return None
    value = yielded.value if yielded.value is not None else cst.Name("None")
    enter = before + [cst.SimpleStatementLine([cst.Return(value)])]
    # (the exit runs as a function of its own: the names its code reads that the entry bound
    # by reading state, `params = [p for m in modules for p in m.parameters()]`, are bound again)
    read_after = frozenset().union(*(_names_under(line) for line in after))
    rebound = [line for line in before if _rereadable_binding(line, read_after)]
    return (function.with_changes(body=function.body.with_changes(body=enter), decorators=()),
            function.with_changes(body=function.body.with_changes(
                body=rebound + after or [cst.SimpleStatementLine([cst.Pass()])]), decorators=()))


# calls that only read what they are given: a binding made of them may be made again
_READING_FUNCTIONS = frozenset({"list", "tuple", "dict", "set", "zip", "enumerate", "len",
                                "sorted", "getattr", "isinstance"})
_READING_METHODS = frozenset({"parameters", "named_parameters", "modules", "named_modules",
                              "children", "named_children", "buffers", "items", "values", "keys"})


def _rereadable_binding(line, wanted: frozenset) -> bool:
    """Is ``line`` `name = <expression>` binding a name in ``wanted`` from calls that only read
    (`[p.requires_grad for p in params]`, `model.training`)?"""
    if type(line) is not cst.SimpleStatementLine or len(line.body) != 1 or \
            type(line.body[0]) is not cst.Assign:
        return False
    assign = line.body[0]
    if not all(type(target.target) is cst.Name and target.target.value in wanted
               for target in assign.targets):
        return False
    for node in walk(assign.value):
        if type(node) is cst.Call:
            func = node.func
            if not (type(func) is cst.Name and func.value in _READING_FUNCTIONS or
                    type(func) is cst.Attribute and func.attr.value in _READING_METHODS):
                return False
        elif type(node) in (cst.Lambda, cst.NamedExpr, cst.Yield, cst.Await):
            return False
    return True


def _yield_of(statement) -> cst.Yield | None:
    """The `yield` a statement is (`yield model`), else None."""
    if type(statement) is cst.SimpleStatementLine and len(statement.body) == 1 and \
            type(statement.body[0]) is cst.Expr and type(statement.body[0].value) is cst.Yield:
        return statement.body[0].value
    return None
