"""autograd-lint: catch PyTorch autograd mistakes before they cost a training run.

The static half (this package, minus ``runtime``) never imports torch nor runs the code it reads.
"""
from __future__ import annotations

from .analysis import lint_source
from .engine import LintResult, lint_paths
from .findings import FileError, Finding, Fix, Related
from .source import ParseError, SourceError
from .version import __version__

__all__ = ["Finding", "FileError", "Fix", "LintResult", "ParseError", "Related", "SourceError",
           "lint_paths", "lint_source", "__version__"]


def __getattr__(name: str):
    """``autograd_lint.runtime`` is imported on first use: it needs torch, the linter does not."""
    if name == "runtime":
        import importlib

        return importlib.import_module(".runtime", __name__)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
