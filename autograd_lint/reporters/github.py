"""GitHub Actions workflow commands: one ``::error`` annotation per finding, shown on the pull request.

``::error file=PATH,line=L,col=C,endLine=L2,endColumn=C2,title=AGL001 gan-missing-detach::message``.
Notebook findings annotate the notebook file, with ``cell_N:LINE:COL`` in the message (a line number
would point into the notebook's JSON). Files that could not be checked are annotations too.
"""
from __future__ import annotations

import os
import re

from ..engine import LintResult
from ..findings import Finding


def escape_data(text: str) -> str:
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def escape_property(text: str) -> str:
    return escape_data(text).replace(":", "%3A").replace(",", "%2C")


def _path(path: str) -> str:
    try:
        relative = os.path.relpath(path)
    except ValueError:
        return path
    return path if relative.startswith(os.pardir) else relative.replace(os.sep, "/")


def _command(properties: list[tuple[str, object]], message: str) -> str:
    props = ",".join(f"{key}={escape_property(str(value))}" for key, value in properties)
    return f"::error {props}::{escape_data(message)}"


def annotation(finding: Finding, rule_names: dict[str, str]) -> str:
    title = f"{finding.code} {rule_names.get(finding.code, '')}".strip()
    properties: list[tuple[str, object]] = [("file", _path(finding.path))]
    message = finding.message
    if finding.cell is not None:
        message = f"cell_{finding.cell}:{finding.line}:{finding.col + 1}: {message}"
    else:
        properties += [("line", finding.line), ("col", finding.col + 1)]
        if finding.end_line is not None and finding.end_col is not None:
            properties += [("endLine", finding.end_line), ("endColumn", finding.end_col + 1)]
    properties.append(("title", title))
    return _command(properties, message)


def _error_properties(error) -> list[tuple[str, object]]:
    """A file that could not be checked; one whose analysis stopped part way is annotated on the
    line where it stopped."""
    stop = re.match(r"analysis stopped at line (\d+):", error.problem)
    if stop is None:
        return [("file", _path(error.path)), ("title", "autograd-lint: file not checked")]
    return [("file", _path(error.path)), ("line", int(stop.group(1))),
            ("title", "autograd-lint: analysis stopped")]


def render(result: LintResult) -> str:
    from ..rules import ALL_RULES

    names = {rule.code: rule.name for rule in ALL_RULES}
    lines = [annotation(f, names) for f in result.findings]
    lines += [_command(_error_properties(e), e.problem) for e in result.errors]
    return "\n".join(lines) + ("\n" if lines else "")
