"""``# noqa`` and ``# noqa: AGL001,AGL002`` comments, read the way flake8 reads them."""
from __future__ import annotations

import re

NOQA = re.compile(r"#\s*noqa(?::[\s]?(?P<codes>[A-Z]+[0-9]+(?:[,\s]+)?)+)?", re.IGNORECASE)
CODE = re.compile(r"[A-Z]+[0-9]+", re.IGNORECASE)


def noqa_codes(line: str) -> set[str] | None:
    """None when the line has no noqa; an empty set for a bare ``# noqa`` (all codes)."""
    if "#" not in line:
        return None
    match = NOQA.search(line)
    if match is None:
        return None
    if match.group("codes") is None:
        return set()
    return {code.upper() for code in CODE.findall(match.group(0)[match.group(0).index(":"):])}


def is_suppressed(code: str, line: str) -> bool:
    codes = noqa_codes(line)
    if codes is None:
        return False
    return not codes or any(code.startswith(c) for c in codes)


def drop_suppressed(findings: list, text: str) -> list:
    """``findings`` without those a ``# noqa`` on their line silences; lines are counted as Python
    counts them (a U+2028 inside a string does not start a new line)."""
    from .source import split_lines

    if not findings:
        return findings
    lines = split_lines(text)
    return [f for f in findings
            if not (0 < f.line <= len(lines) and is_suppressed(f.code, lines[f.line - 1]))]
