"""autograd-lint: catch PyTorch autograd mistakes before they cost a training run.

The static half (this package, minus ``runtime``) never imports torch nor runs the code it reads.
"""
from __future__ import annotations

__version__ = "0.1.0"

from .engine import LintResult, ParseError, lint_paths, lint_source
from .findings import FileError, Finding, Fix, Related
from .source import SourceError

__all__ = ["Finding", "FileError", "Fix", "LintResult", "ParseError", "Related", "SourceError",
           "lint_paths", "lint_source", "__version__"]


def __getattr__(name: str):
    """``autograd_lint.runtime`` is imported on first use: it needs torch, the linter does not."""
    if name == "runtime":
        import importlib

        return importlib.import_module(".runtime", __name__)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
