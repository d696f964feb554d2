"""``--add-noqa``: write ``# noqa: CODE`` on every reported line, keeping the codes already there.

Running it twice changes nothing (the second run finds nothing to report). Never an edit a user
saves meanwhile is lost, nor a string changed:

- each file is read once, its findings are those of that text (linted again: line numbers from
  the text being edited), and it is written only if it still holds those bytes (``changed during
  the run, not edited``, as ``--fix``);
- comments are placed as Python's tokenizer sees the file: an existing ``# noqa`` is extended only
  in a comment token (``s = "# noqa: E501"`` is a string), lines are physical lines as Python
  counts them, and a line whose end is inside a string or after a backslash continuation is left
  alone (reported), as are notebooks (a cell's line is not a file line);
- the file is written as bytes: every line but the edited ones keeps its bytes (encoding, BOM,
  line ends).
"""
from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from typing import Callable

from .comments import scan_comments
from .encoded_edits import encode_like
from .findings import FileError, Finding
from .fixer import CHANGED, NotWritten, write_atomic
from .source import SourceError, decode_source, read_bytes
from .suppression import NOQA, noqa_codes

NOT_EDITED = CHANGED.replace("not fixed", "not edited")
NO_ROOM = "the line ends inside a string, a continuation or a notebook cell"


@dataclass
class AddNoqa:
    lines: int = 0                                   # lines that got a comment or more codes
    files: int = 0                                   # files written
    skipped: list[Finding] = field(default_factory=list)   # findings whose line cannot take one
    errors: list[FileError] = field(default_factory=list)  # files left as they were, and why


# (path, text) -> the findings of that text, as the run reports them (noqa applied)
Relint = Callable[[str, str], list[Finding]]


def add_noqa(findings: list[Finding], relint: Relint) -> AddNoqa:
    outcome = AddNoqa()
    paths = set()
    for finding in findings:
        if finding.cell is not None or finding.path.endswith(".ipynb"):
            outcome.skipped.append(finding)
        else:
            paths.add(finding.path)
    for path in sorted(paths):
        _annotate(path, relint, outcome)
    return outcome


def _annotate(path: str, relint: Relint, outcome: AddNoqa) -> None:
    try:
        raw = read_bytes(path)
        source = decode_source(raw)
        found = relint(path, source.text)
    except SourceError as exc:
        outcome.errors.append(FileError(path, f"not edited: {exc}"))
        return
    comments = scan_comments(source.text)
    if comments is None:
        outcome.skipped.extend(found)
        return
    codes_by_line: dict[int, set[str]] = defaultdict(set)
    for finding in found:
        if finding.line in comments.open_ends:
            codes_by_line[finding.line].add(finding.code)
        else:
            outcome.skipped.append(finding)
    lines = list(comments.lines)
    changed = 0
    for number, codes in codes_by_line.items():
        new = with_noqa(lines[number - 1], codes, comments.by_line.get(number))
        if new != lines[number - 1]:
            lines[number - 1] = new
            changed += 1
    if not changed:
        return
    try:
        write_atomic(path, encode_like(raw, source, "".join(lines)), expected=raw)
    except NotWritten as exc:
        why = NOT_EDITED if str(exc) == CHANGED else str(exc).replace("not fixed", "not edited")
        outcome.errors.append(FileError(path, why))
        return
    except (OSError, UnicodeEncodeError) as exc:
        outcome.errors.append(FileError(path, f"not edited: cannot write: {exc}"))
        return
    outcome.lines += changed
    outcome.files += 1


def with_noqa(line: str, codes: set[str], comment: tuple[int, str] | None = None) -> str:
    """``line`` with ``codes`` added to the ``# noqa`` of its comment (``comment``: its column
    and text, as the tokenizer found it), or a new ``  # noqa: CODES`` after the line's text (a
    bare ``# noqa`` already covers all). Nothing else of the line changes."""
    body = line.rstrip("\r\n")
    ending = line[len(body):]
    existing = noqa_codes(comment[1]) if comment is not None else None
    if existing is not None and not existing:
        return line
    merged = ", ".join(sorted((existing or set()) | {c.upper() for c in codes}))
    if existing is not None:
        column, text = comment
        edited = NOQA.sub(f"# noqa: {merged}", text, count=1)
        return body[:column] + edited + body[column + len(text):] + ending
    return f"{body}  # noqa: {merged}{ending}"
