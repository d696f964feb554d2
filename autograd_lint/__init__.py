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
