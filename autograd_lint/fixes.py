"""Building blocks for rule fixes: small libcst rewrites that keep formatting and comments."""
from __future__ import annotations

import libcst as cst

from .findings import Fix
from .semantics.names import ImportMap


def torch_alias(imports: ImportMap) -> str | None:
    """The local name bound to the ``torch`` package, if any."""
    for local, qualified in imports.aliases.items():
        if qualified == "torch":
            return local
    return None


def detach_argument(argument: cst.BaseExpression, description: str) -> Fix:
    detached = cst.Call(func=cst.Attribute(value=argument, attr=cst.Name("detach")))
    return Fix(description, replacements=((argument, detached),), safe=True)


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
