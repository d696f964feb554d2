"""``--add-noqa``: write ``# noqa: CODE`` on every reported line, keeping the codes already there.

Running it twice changes nothing (the second run finds nothing to report). A line that ends inside a
multi-line string or with a backslash continuation cannot take a comment and is left alone, as are
notebooks (a cell's line is not a file line).
"""
from __future__ import annotations

import io
import re
import tokenize
from collections import defaultdict
from dataclasses import dataclass, field

from .findings import Finding
from .fixer import BOM, write_atomic
from .source import SourceError, read_source
from .suppression import NOQA, noqa_codes


@dataclass
class AddNoqa:
    lines: int = 0                                   # lines that got a comment or more codes
    files: int = 0                                   # files written
    skipped: list[Finding] = field(default_factory=list)   # findings whose line cannot take one


def add_noqa(findings: list[Finding]) -> AddNoqa:
    outcome = AddNoqa()
    by_path: dict[str, dict[int, set[str]]] = defaultdict(lambda: defaultdict(set))
    for finding in findings:
        if finding.cell is not None or finding.path.endswith(".ipynb"):
            outcome.skipped.append(finding)
        else:
            by_path[finding.path][finding.line].add(finding.code)
    for path, codes_by_line in sorted(by_path.items()):
        try:
            source = read_source(path)
        except SourceError:
            continue  # it was read a moment ago; now it is gone: nothing to annotate
        lines = source.text.splitlines(keepends=True)
        blocked = _lines_without_room(source.text)
        changed = 0
        for number, codes in sorted(codes_by_line.items()):
            if not 0 < number <= len(lines) or number in blocked:
                outcome.skipped.extend(f for f in findings if f.path == path and f.line == number)
                continue
            lines[number - 1] = with_noqa(lines[number - 1], codes)
            changed += 1
        if changed:
            data = "".join(lines).encode(source.encoding)
            write_atomic(path, BOM + data if source.bom and not data.startswith(BOM) else data)
            outcome.lines += changed
            outcome.files += 1
    return outcome


def with_noqa(line: str, codes: set[str]) -> str:
    """``line`` with ``codes`` added to its ``# noqa`` (a bare ``# noqa`` already covers all)."""
    body = line.rstrip("\r\n")
    ending = line[len(body):]
    existing = noqa_codes(body)
    if existing is not None and not existing:
        return line
    merged = ", ".join(sorted((existing or set()) | {c.upper() for c in codes}))
    if existing is not None:
        return NOQA.sub(f"# noqa: {merged}", body, count=1) + ending
    return f"{body.rstrip()}  # noqa: {merged}{ending}"


def _lines_without_room(text: str) -> set[int]:
    """Lines whose end is inside a string or after a backslash continuation."""
    blocked = {number for number, line in enumerate(text.splitlines(), 1)
               if re.search(r"\\\s*$", line)}
    try:
        for token in tokenize.generate_tokens(io.StringIO(text).readline):
            if token.type == tokenize.STRING and token.end[0] > token.start[0]:
                blocked.update(range(token.start[0], token.end[0]))
            elif token.type == getattr(tokenize, "FSTRING_MIDDLE", -1) and \
                    token.end[0] > token.start[0]:
                blocked.update(range(token.start[0], token.end[0]))
    except (tokenize.TokenError, SyntaxError):
        pass
    return blocked
