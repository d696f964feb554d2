"""A stable JSON document: {"version", "findings": [...], "errors": [...], "summary": {...}}.

Schema (version 1): each finding has path, line, col (1-based), end_line, end_col, code, message,
source ("static" / "runtime"), and optionally cell (notebooks), status, related [{line, note}] and
fix {description, safe}. Each error has path, problem, internal.
"""
from __future__ import annotations

import json
from collections import Counter

from ..version import __version__
from ..engine import LintResult

SCHEMA_VERSION = 1


def document(result: LintResult) -> dict:
    return {
        "version": SCHEMA_VERSION,
        "tool": {"name": "autograd-lint", "version": __version__},
        "findings": [f.to_dict() for f in result.findings],
        "errors": [e.to_dict() for e in result.errors],
        "summary": {
            "files": result.files,
            "findings": len(result.findings),
            "errors": len(result.errors),
            "by_code": dict(sorted(Counter(f.code for f in result.findings).items())),
        },
    }


def render(result: LintResult) -> str:
    return json.dumps(document(result), indent=2) + "\n"
