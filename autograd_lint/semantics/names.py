"""Qualified names through import aliases: ``nn.Linear`` -> ``torch.nn.Linear``.

Imports are few, so they are collected once per file (at any depth, flow-insensitively) and every
name a rule asks about is resolved by a dictionary lookup, not by libcst's scope analysis.
"""
from __future__ import annotations

from .. import lazy_cst as cst


def dotted(node: cst.BaseExpression) -> str | None:
    """``a.b.c`` for a chain of Names and Attributes, else None."""
    # (exact type tests: isinstance() against libcst's ABC-based classes costs several times more,
    # and this runs for most expressions the analysis meets)
    kind = type(node)
    name_type = cst.Name
    if kind is name_type:
        return node.value
    parts: list[str] = []
    attribute_type = cst.Attribute
    while kind is attribute_type:
        parts.append(node.attr.value)
        node = node.value
        kind = type(node)
    if kind is name_type:
        parts.append(node.value)
        return ".".join(reversed(parts))
    return None


def _module_name(node: cst.BaseExpression | None) -> str:
    return dotted(node) or "" if node is not None else ""


class ImportMap:
    """Maps local names to the qualified names they were imported as."""

    def __init__(self) -> None:
        self.aliases: dict[str, str] = {}
        self.star_modules: list[str] = []   # `from models import *`: where unknown names may be

    def add_import(self, node: cst.Import) -> None:
        for alias in node.names:
            name = _module_name(alias.name)
            if alias.asname is not None and isinstance(alias.asname.name, cst.Name):
                self.aliases[alias.asname.name.value] = name
            else:  # `import torch.nn` binds `torch`
                head = name.split(".")[0]
                self.aliases[head] = head

    def add_import_from(self, node: cst.ImportFrom) -> None:
        # a relative import keeps its dots (`from .models import G` -> ".models.G"): the project
        # resolves it against the importing file's package; no torch table matches it
        dots = "." * len(node.relative)
        base = _module_name(node.module)
        if isinstance(node.names, cst.ImportStar):
            self.star_modules.append(dots + base)
            return
        for alias in node.names:
            name = _module_name(alias.name)
            local = name
            if alias.asname is not None and isinstance(alias.asname.name, cst.Name):
                local = alias.asname.name.value
            self.aliases[local] = f"{dots}{base}.{name}" if base else f"{dots}{name}"

    def qualify(self, node: cst.BaseExpression) -> str | None:
        """The qualified name of an imported name or attribute chain, or None."""
        text = dotted(node)
        if text is None:
            return None
        head, _, rest = text.partition(".")
        target = self.aliases.get(head)
        if target is None:
            return None
        return f"{target}.{rest}" if rest else target

    def mentions(self, package: str) -> bool:
        return any(q == package or q.startswith(package + ".") for q in self.aliases.values())


def collect_imports(module: cst.Module) -> ImportMap:
    """Imports at any statement depth (module, functions, classes, if/try blocks)."""
    imports = ImportMap()
    stack: list = list(module.body)
    while stack:
        statement = stack.pop()
        if isinstance(statement, cst.SimpleStatementLine):
            for small in statement.body:
                if isinstance(small, cst.Import):
                    imports.add_import(small)
                elif isinstance(small, cst.ImportFrom):
                    imports.add_import_from(small)
            continue
        for block in _blocks(statement):
            stack.extend(block)
    return imports


def _blocks(statement) -> list:
    """The statement lists nested in a compound statement."""
    blocks = []
    for name in ("body", "orelse", "finalbody"):
        part = getattr(statement, name, None)
        if part is None:
            continue
        if isinstance(part, (cst.If, cst.Else, cst.Finally)) or hasattr(part, "body") and not \
                isinstance(part, cst.BaseSuite):
            blocks.extend(_blocks(part) if isinstance(part, cst.If) else [_suite(part.body)])
        elif isinstance(part, cst.BaseSuite):
            blocks.append(_suite(part))
    for handler in getattr(statement, "handlers", ()) or ():
        blocks.append(_suite(handler.body))
    for case in getattr(statement, "cases", ()) or ():
        blocks.append(_suite(case.body))
    return blocks


def _suite(suite) -> list:
    if isinstance(suite, cst.IndentedBlock):
        return list(suite.body)
    if isinstance(suite, cst.SimpleStatementSuite):
        return [cst.SimpleStatementLine(body=suite.body)]
    return []
