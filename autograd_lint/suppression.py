"""``# noqa`` comments, read the way flake8 reads them, and file-level ``# autograd-lint: noqa``.

Codes are matched case-insensitively (``# noqa:agl001`` silences AGL001), in the CLI and in the
flake8 plugin alike.
"""
from __future__ import annotations

import re
from typing import Iterable

_MENTIONS_NOQA = re.compile(r"noqa", re.IGNORECASE)
NOQA = re.compile(r"#\s*noqa(?::[\s]?(?P<codes>[A-Z]+[0-9]+(?:[,\s]+)?)+)?", re.IGNORECASE)
CODE = re.compile(r"[A-Z]+[0-9]+", re.IGNORECASE)
# on a line of its own, anywhere in the file (as ruff's `# ruff: noqa`); flake8's `# flake8: noqa`
# too, so that the CLI and the flake8 plugin silence the same files (with codes, as ruff reads it)
FILE_NOQA = re.compile(r"^[ \t]*#[ \t]*(?:autograd-lint[ \t]*:|flake8[ \t]*[:=])[ \t]*noqa"
                       r"(?P<codes>[ \t]*:[ \t]*[A-Z]+[0-9]*(?:[, \t]+[A-Z]+[0-9]*)*)?[ \t\r]*$",
                       re.IGNORECASE | re.MULTILINE)


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


def file_noqa_codes(text: str, comments=None) -> set[str] | None:
    """The codes a file-level ``# autograd-lint: noqa[: CODES]`` (or ``# flake8: noqa[: CODES]``)
    silences: None when there is none, an empty set when it silences every code."""
    if "autograd-lint" not in text and "flake8" not in text:
        return None
    codes: set[str] | None = None
    for match in FILE_NOQA.finditer(text):
        if comments is not None and not _is_comment(match, text, comments):
            continue  # a line of a string that reads like one
        named = match.group("codes")
        if named is None:
            return set()
        codes = (codes or set()) | {code.upper() for code in CODE.findall(named.split(":", 1)[1])}
    return codes


def unsuppressed(findings: Iterable, text: str) -> list:
    """``findings`` minus those a ``# noqa`` comment on their line or a file-level noqa
    silences. Only comments count, as the tokenizer finds them: ``s = "# noqa"`` or a noqa line
    inside a triple-quoted string silences nothing."""
    from .comments import scan_comments
    from .source import split_lines

    findings = list(findings)
    if not findings or not _MENTIONS_NOQA.search(text):
        return findings
    comments = scan_comments(text)
    whole_file = file_noqa_codes(text, comments)
    if whole_file is not None and not whole_file:
        return []
    if comments is not None:
        noted = {row: comment for row, (_, comment) in comments.by_line.items()}
    else:  # (the tokenizer refused the file: read the lines, counted as Python counts them)
        noted = dict(enumerate(split_lines(text), 1))
    return [f for f in findings
            if not (whole_file and any(f.code.startswith(c) for c in whole_file))
            and not (f.line in noted and is_suppressed(f.code, noted[f.line]))]


def _is_comment(match: re.Match, text: str, comments) -> bool:
    """Is ``match`` (of :data:`FILE_NOQA`, at a line's start) a comment token's text?"""
    from .source import split_lines

    row = len(split_lines(text[:match.start()], keepends=True)) + 1
    found = comments.by_line.get(row)
    return found is not None and match.group(0).lstrip(" \t").startswith(found[1].rstrip())
