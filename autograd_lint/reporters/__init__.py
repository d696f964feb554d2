"""Output formats. Each reporter turns a LintResult into text for stdout or --output-file."""
from __future__ import annotations

from typing import Callable

from ..engine import LintResult


def get_reporter(name: str) -> Callable[[LintResult], str]:
    if name == "text":
        from .text import render
    elif name == "json":
        from .json import render
    elif name == "sarif":
        from .sarif import render
    elif name == "github":
        from .github import render
    else:
        raise ValueError(f"unknown format: {name}")
    return render


FORMATS = ("text", "json", "sarif", "github")
