"""Building blocks for rule fixes: small libcst rewrites that keep formatting and comments."""
from __future__ import annotations

from . import lazy_cst as cst

from .findings import Fix
from .semantics.names import ImportMap
from .semantics.walk import names_in


def torch_alias(imports: ImportMap) -> str | None:
    """The local name bound to the ``torch`` package, if any."""
    for local, qualified in imports.aliases.items():
        if qualified == "torch":
            return local
    return None


def detach_argument(argument: cst.BaseExpression, description: str) -> Fix:
    detached = cst.Call(func=cst.Attribute(value=parenthesized(argument), attr=cst.Name("detach")))
    return Fix(description, replacements=((argument, detached),), safe=True)


def parenthesized(node: cst.BaseExpression) -> cst.BaseExpression:
    """``node`` as the receiver of a method call: `a + b` becomes `(a + b)`."""
    if isinstance(node, (cst.Name, cst.Attribute, cst.Call, cst.Subscript)) or node.lpar:
        return node
    return node.with_changes(lpar=[cst.LeftParen()], rpar=[cst.RightParen()])


def receiver_text(node: cst.BaseExpression, text: str) -> str:
    """``text`` (the code of ``node``) as the receiver of a method call in a message."""
    return text if parenthesized(node) is node else f"({text})"


def no_grad_block(statement: cst.SimpleStatementLine, imports: ImportMap, description: str,
                  new_body: cst.SimpleStatementLine | None = None) -> Fix | None:
    """Wrap one statement line in ``with torch.no_grad():`` (keeping its comments)."""
    torch = torch_alias(imports)
    if torch is None or len(statement.body) != 1:
        return None
    body = new_body if new_body is not None else statement
    inner = body.with_changes(leading_lines=[])
    block = cst.With(
        items=[cst.WithItem(item=cst.Call(func=cst.Attribute(value=cst.Name(torch),
                                                             attr=cst.Name("no_grad"))))],
        body=cst.IndentedBlock(body=[inner]),
        leading_lines=statement.leading_lines,
    )
    return Fix(description, replacements=((statement, block),), safe=True)


def prepend_to_block(owner: cst.CSTNode, statement_code: str, description: str) -> Fix | None:
    """Insert a statement as the first one of a compound statement's indented body."""
    body = getattr(owner, "body", None)
    if not isinstance(body, cst.IndentedBlock):
        return None
    try:
        new_statement = cst.parse_statement(statement_code)
    except cst.ParserSyntaxError:
        return None
    new_owner = owner.with_changes(body=body.with_changes(body=[new_statement, *body.body]))
    return Fix(description, replacements=((owner, new_owner),), safe=True)


def insert_after_statement(scope: cst.CSTNode, call: cst.CSTNode, statement_code: str,
                           description: str) -> tuple[Fix, bool] | None:
    """Insert a statement right after the line ``call`` stands alone on, somewhere inside
    ``scope``. Returns the fix and whether a later statement of ``scope`` names anything about
    gradients (code that may read them after the insertion point), or None when ``call`` is not its own line
    inside ``scope``."""
    path = _path_to_line(scope, call)
    if not path:
        return None
    try:
        new_statement = cst.parse_statement(statement_code)
    except cst.ParserSyntaxError:
        return None
    block, index = path[-1]
    statements = list(block.body)
    new_block = block.with_changes(body=[*statements[:index + 1], new_statement,
                                         *statements[index + 1:]])
    later = [statement for body, at in path for statement in body.body[at + 1:]]
    reads_grad = any(_may_read_grads(names_in(statement)) for statement in later)
    return Fix(description, replacements=((block, new_block),), safe=True), reads_grad


# names with "grad" in them that do not read gradients
_NOT_GRAD_READS = frozenset({"zero_grad", "no_grad", "enable_grad", "set_grad_enabled",
                             "requires_grad", "requires_grad_"})


def _may_read_grads(names: frozenset[str]) -> bool:
    """``p.grad``, ``clip_grad_norm_``, a ``log_grads`` helper...: any name about gradients."""
    return any("grad" in name for name in names - _NOT_GRAD_READS)


def _path_to_line(node: cst.CSTNode, call: cst.CSTNode) -> list[tuple[cst.IndentedBlock, int]]:
    """The blocks (outermost first) and indices leading to the line whose only statement is
    ``call``; empty when there is none."""
    if isinstance(node, cst.IndentedBlock):
        for index, statement in enumerate(node.body):
            if isinstance(statement, cst.SimpleStatementLine) and len(statement.body) == 1 and \
                    isinstance(statement.body[0], cst.Expr) and statement.body[0].value is call:
                return [(node, index)]
            inner = _path_to_line(statement, call)
            if inner:
                return [(node, index), *inner]
        return []
    if isinstance(node, (cst.SimpleStatementLine, cst.BaseExpression, cst.FunctionDef,
                         cst.ClassDef)):
        return []   # a call inside a nested def runs when that def is called, not here
    for child in node.children:
        inner = _path_to_line(child, call)
        if inner:
            return inner
    return []
