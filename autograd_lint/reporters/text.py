"""``path:line:col: CODE message``, one finding a line, as flake8 prints."""
from __future__ import annotations

from ..engine import LintResult


# A file name may hold a line break (any character but "/" and NUL): shown escaped, so that one
# finding stays one line
_LINE_BREAKS = {ord(c): repr(c)[1:-1] for c in "\n\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029"}


def one_line(text: str) -> str:
    return text.translate(_LINE_BREAKS)


def render(result: LintResult) -> str:
    lines = [one_line(f"{f.location()}: {f.code} {f.message}") for f in result.findings]
    return "\n".join(lines) + ("\n" if lines else "")


def render_errors(result: LintResult) -> str:
    return "".join(f"{one_line(str(error))}\n" for error in result.errors)
