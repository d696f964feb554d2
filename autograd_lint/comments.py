"""Where a file's comments are, as Python's tokenizer sees them.

``# noqa`` is a comment: text that looks like one inside a string is not (``s = "# noqa"`` must
neither silence the line nor be rewritten by ``--add-noqa``). Lines are physical lines as Python
counts them (at ``\\n``, ``\\r\\n`` and ``\\r`` only: ``str.splitlines`` also splits at a form
feed, ``\\x1c``, U+2028..., which may sit inside a string).
"""
from __future__ import annotations

import tokenize
from dataclasses import dataclass, field

from .source import split_lines


@dataclass
class Comments:
    lines: list[str]                                   # physical lines, with their line ends
    by_line: dict[int, tuple[int, str]] = field(default_factory=dict)  # line -> (column, text)
    # lines whose end is code (not inside a string, not a backslash continuation): a comment can
    # be added there
    open_ends: set[int] = field(default_factory=set)


def scan_comments(text: str) -> Comments | None:
    """The comments of ``text`` (None when the tokenizer refuses it)."""
    lines = split_lines(text, keepends=True)
    feed = iter([_with_newline(line) for line in lines])
    found = Comments(lines)
    ends = (tokenize.NEWLINE, tokenize.NL)
    try:
        for token in tokenize.generate_tokens(lambda: next(feed, "")):
            kind, row = token.type, token.start[0]
            if kind == tokenize.COMMENT:
                found.by_line[row] = (token.start[1], token.string)
                found.open_ends.add(row)
            elif kind in ends and row <= len(lines):
                found.open_ends.add(row)
    except (tokenize.TokenError, SyntaxError, ValueError):
        return None
    return found


def _with_newline(line: str) -> str:
    """The tokenizer reads "\\n" line ends (columns before the end are unchanged)."""
    if line.endswith("\r\n"):
        return line[:-2] + "\n"
    if line.endswith("\r"):
        return line[:-1] + "\n"
    return line
