"""Small multi-file projects written into a temporary checkout, and their findings as a user
linting the checkout would see them: ``(file name, line, code)``."""
from __future__ import annotations

import os
import textwrap

from autograd_lint import lint_paths


def write_project(root, files: dict[str, str]) -> None:
    """Write ``files`` (relative path -> source, dedented) under ``root`` and mark it a git
    checkout, so that the project model reads it as one."""
    for name, text in files.items():
        path = os.path.join(root, name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(textwrap.dedent(text).lstrip())
    open(os.path.join(root, ".git"), "w").close()


def findings(root) -> set[tuple[str, int, str]]:
    result = lint_paths([str(root)], jobs=1)
    assert not result.errors, result.errors
    return {(os.path.basename(f.path), f.line, f.code) for f in result.findings}
