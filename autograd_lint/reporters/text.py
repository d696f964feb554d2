"""``path:line:col: CODE message``, one finding a line, as flake8 prints."""
from __future__ import annotations

from ..engine import LintResult


def render(result: LintResult) -> str:
    lines = [f"{f.location()}: {f.code} {f.message}" for f in result.findings]
    return "\n".join(lines) + ("\n" if lines else "")


def render_errors(result: LintResult) -> str:
    return "".join(f"{error}\n" for error in result.errors)
