"""``--fix`` and ``--diff`` over files: lint them, then fix the ones with an applicable fix.

Above the text fixer (``fixer``), the notebooks and the path runner (``engine``): a ``.py`` file is
fixed as text, a notebook through its cells.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterable

from .analysis import analyse
from .config import Config
from .findings import FileError, Finding
from .fixer import FileFix, NotWritten, diff_name, fix_text, unified_diff, write_atomic
from .source import SourceError, decode_source, read_bytes


def fix_file(path: str, rules, config: Config | None = None, unsafe: bool = False,
             write: bool = True) -> FileFix:
    """Fix one file (``.py`` or ``.ipynb``); ``write=False`` only computes the diff."""
    if path.endswith(".ipynb"):
        from .notebooks import fix_notebook

        return fix_notebook(path, rules, config, unsafe=unsafe, write=write)
    outcome = FileFix(path)
    try:
        raw = read_bytes(path)
        source = decode_source(raw)
        result = fix_text(source.text, path, rules, config, unsafe)
    except SourceError as exc:
        outcome.errors.append(FileError(path, str(exc)))
        return outcome
    except RecursionError:
        outcome.errors.append(FileError(path, "cannot analyse: nesting too deep"))
        return outcome
    outcome.fixed, outcome.remaining, outcome.errors = result.fixed, result.remaining, result.errors
    outcome.skipped = result.skipped
    if not result.changed:
        return outcome
    outcome.diff = unified_diff(result.original, result.text, diff_name("a", path),
                                diff_name("b", path))
    if write:
        from .encoded_edits import encode_like

        try:
            data = encode_like(raw, source, result.text)  # untouched lines keep their bytes
            write_atomic(path, data, expected=raw)
        except (OSError, UnicodeEncodeError, NotWritten) as exc:
            why = str(exc) if isinstance(exc, NotWritten) else f"not fixed: cannot write: {exc}"
            outcome.errors.append(FileError(path, why))
            outcome.remaining = analyse(source.text, path, rules, config).findings  # as analysed
            outcome.fixed = []
            return outcome
        outcome.written = True
    return outcome


@dataclass
class FixRun:
    """Every file's outcome: ``linted`` is the lint of all files, ``files`` the files that had an
    applicable fix (and were fixed, or refused)."""

    files: list[FileFix] = field(default_factory=list)
    linted: object = None  # the LintResult of the first pass

    @property
    def fixed(self) -> list[Finding]:
        return [f for outcome in self.files for f in outcome.fixed]

    def result(self):
        """What remains, as a :class:`~autograd_lint.engine.LintResult` for the reporters."""
        from .engine import LintResult

        result = LintResult(files=getattr(self.linted, "files", len(self.files)))
        touched = {outcome.path for outcome in self.files}
        if self.linted is not None:
            result.findings.extend(f for f in self.linted.findings if f.path not in touched)
            result.errors.extend(e for e in self.linted.errors if e.path not in touched)
        for outcome in self.files:
            result.findings.extend(outcome.remaining)
            result.errors.extend(outcome.errors)
        result.sort()
        return result

    @property
    def diff(self) -> str:
        return "".join(outcome.diff for outcome in sorted(self.files, key=lambda o: o.path))

    def skipped_report(self) -> str:
        """One line per fix held back: ``path:line:col: CODE fix not applied: why``."""
        return "".join(f"{finding.location()}: {finding.code} fix not applied: {why}\n"
                       for outcome in sorted(self.files, key=lambda o: o.path)
                       for finding, why in outcome.skipped)


def fix_paths(paths: Iterable[str], config=None, unsafe: bool = False,
              write: bool = True, force_exclude: bool = False, lint_fn=None) -> FixRun:
    """Fix every file under ``paths`` (discovered as the linter discovers them).

    The files are linted first (``lint_fn(paths, config)``, by default ``engine.lint_paths``, so the
    cache and worker processes serve the common case of nothing to fix); only the files with an
    applicable fix are parsed again here and fixed."""
    from . import engine
    from .analysis import select_rules
    from .resolver import as_resolver

    configs = as_resolver(config)  # a Config for every file, or each file's own (the CLI's)
    paths = list(paths)
    if force_exclude:
        paths = [p for p in paths if not configs.is_excluded(p)]
    linted = (lint_fn or (lambda p, c: engine.lint_paths(p, config=c)))(paths, config)
    wanted = sorted({f.path for f in linted.findings if f.fix is not None and (f.fix.safe or unsafe)})
    rules_of: dict[int, list] = {}
    run = FixRun(linted=linted)
    for path in wanted:
        file_config = configs.for_path(path)
        rules = rules_of.get(id(file_config))
        if rules is None:
            rules = rules_of[id(file_config)] = select_rules(file_config)
        run.files.append(fix_file(path, rules, file_config, unsafe=unsafe, write=write))
    return run
