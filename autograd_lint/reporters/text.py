"""``path:line:col: CODE message``, one finding a line, as flake8 prints; coloured on request."""
from __future__ import annotations

from ..engine import LintResult

BOLD, RED, CYAN, GREEN, YELLOW, RESET = "\033[1m", "\033[31m", "\033[36m", "\033[32m", "\033[33m", \
    "\033[0m"

# A file name may hold a line break (any character but "/" and NUL): shown escaped, so that one
# finding stays one line
_LINE_BREAKS = {ord(c): repr(c)[1:-1] for c in "\n\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029"}


def one_line(text: str) -> str:
    return text.translate(_LINE_BREAKS)


def render(result: LintResult, color: bool = False, show_fixes: bool = False,
           show_evidence: bool = False) -> str:
    paint = (lambda text, style: f"{style}{text}{RESET}") if color else (lambda text, _: text)
    lines = []
    for f in result.findings:
        lines.append(f"{paint(one_line(f.location()), BOLD)}: {paint(f.code, BOLD + RED)} "
                     f"{one_line(f.message)}")
        if show_evidence:
            for link in f.related:
                where = f"{link.path or f.path}:{link.line}" if f.cell is None or link.path \
                    else f"{f.path}:cell_{f.cell}:{link.line}"
                lines.append(f"    {paint(one_line(where), CYAN)}: {one_line(link.note)}")
        if show_fixes and f.fix is not None:
            kind = paint("fix", GREEN) if f.fix.safe else \
                paint("unsafe fix (--unsafe-fixes)", YELLOW)
            lines.append(f"    {kind}: {f.fix.description}")
    return "\n".join(lines) + ("\n" if lines else "")


def render_fixed(fixed) -> str:
    """--show-fixes with --fix: what was fixed, one line each."""
    if not fixed:
        return ""
    return f"Fixed {len(fixed)} finding(s):\n" + "".join(
        f"  {f.location()}: {f.code} {f.fix.description if f.fix else ''}\n" for f in fixed)


def render_errors(result: LintResult) -> str:
    return "".join(f"{one_line(str(error))}\n" for error in result.errors)
