"""The static pipeline: read -> prefilter -> parse once -> semantic model once -> rules -> findings."""
from __future__ import annotations

import traceback
from dataclasses import dataclass, field
from typing import Iterable

import libcst as cst

from .config import Config
from .discovery import discover
from .findings import FileError, Finding
from .source import SourceError, decode_source, read_source
from .suppression import is_suppressed


class ParseError(SourceError):
    """The source is not valid Python."""


@dataclass
class LintResult:
    findings: list[Finding] = field(default_factory=list)
    errors: list[FileError] = field(default_factory=list)
    files: int = 0

    def extend(self, other: LintResult) -> None:
        self.findings.extend(other.findings)
        self.errors.extend(other.errors)
        self.files += other.files

    def sort(self) -> None:
        self.findings.sort(key=lambda f: f.sort_key)
        self.errors.sort(key=lambda e: e.path)


def might_have_findings(text: str) -> bool:
    """Every rule needs torch: a file that never says 'torch' cannot have a finding."""
    return "torch" in text


def select_rules(config: Config | None = None, select: Iterable[str] | None = None,
                 ignore: Iterable[str] | None = None):
    from .rules import ALL_RULES

    config = config or Config()
    if select is not None or ignore is not None:
        config = _with_overrides(config, select, ignore)
    codes = config.enabled_codes(ALL_RULES)
    return [rule() for rule in ALL_RULES if rule.code in codes]


def _with_overrides(config: Config, select, ignore) -> Config:
    from dataclasses import replace

    return replace(config,
                   select=tuple(select) if select is not None else config.select,
                   ignore=tuple(config.ignore) + tuple(ignore or ()))


def parse(text: str) -> cst.Module:
    try:
        return cst.parse_module(text)
    except cst.ParserSyntaxError as exc:
        message = str(exc).strip().splitlines()[0] if str(exc).strip() else "syntax error"
        raise ParseError(f"cannot parse: line {exc.raw_line}:{exc.raw_column + 1}: {message}") from None
    except RecursionError:
        raise ParseError("cannot parse: nesting too deep") from None


def check_module(module: cst.Module, path: str, rules) -> tuple[list[Finding], list[FileError]]:
    """Run ``rules`` on a parsed module. A rule that fails becomes an internal error for this file;
    the other rules' findings still count."""
    from .rules.base import Context
    from .semantics import SemanticModel

    context = Context(path=path, module=module, model=SemanticModel(module))
    findings: list[Finding] = []
    errors: list[FileError] = []
    try:
        context.model.facts  # shared by every rule: one failure is one error, not one per rule
    except RecursionError:
        return [], [FileError(path, "cannot analyse: code nested too deeply", internal=True)]
    except Exception as exc:  # noqa: BLE001 - reported, never a crash of the run
        return [], [_internal_error(path, "semantic analysis", exc)]
    for rule in rules:
        try:
            findings.extend(rule.check(context))
        except RecursionError:
            errors.append(FileError(path, f"{rule.code} skipped: code nested too deeply to analyse",
                                    internal=True))
        except Exception as exc:  # noqa: BLE001 - one rule's bug must not lose the others' findings
            errors.append(_internal_error(path, rule.code, exc))
    return _dedupe(findings), errors


def _internal_error(path: str, where: str, exc: Exception) -> FileError:
    frame = traceback.extract_tb(exc.__traceback__)[-1]
    return FileError(path, f"internal error in {where}: {type(exc).__name__}: {exc} "
                           f"(at {frame.filename.rsplit('/', 1)[-1]}:{frame.lineno}; please report "
                           f"it with this file)", internal=True)


def _dedupe(findings: list[Finding]) -> list[Finding]:
    seen: set[tuple] = set()
    unique = []
    for finding in findings:
        key = (finding.line, finding.col, finding.code, finding.message)
        if key not in seen:
            seen.add(key)
            unique.append(finding)
    return unique


def lint_text(text: str, path: str, rules, config: Config | None = None,
              noqa: bool = True) -> tuple[list[Finding], list[FileError]]:
    if not rules or not might_have_findings(text):
        return [], []
    if config is not None:
        ignored = config.ignored_for_path(path)
        if ignored:
            rules = [r for r in rules if not any(r.code.startswith(c) for c in ignored)]
            if not rules:
                return [], []
    module = parse(text)
    findings, errors = check_module(module, path, rules)
    if noqa and findings:
        lines = text.splitlines()
        findings = [f for f in findings
                    if not (0 < f.line <= len(lines) and is_suppressed(f.code, lines[f.line - 1]))]
    return findings, errors


def lint_source(source: str | bytes, filename: str = "<string>", select: Iterable[str] | None = None,
                ignore: Iterable[str] | None = None, config: Config | None = None) -> list[Finding]:
    """Lint one source text; raises :class:`SourceError` (or :class:`ParseError`) for bad input."""
    if isinstance(source, bytes):
        source = decode_source(source).text
    rules = select_rules(config, select, ignore)
    findings, _ = lint_text(source, filename, rules, config)
    return sorted(findings, key=lambda f: f.sort_key)


def lint_file(path: str, rules, config: Config | None = None) -> LintResult:
    result = LintResult(files=1)
    try:
        if path.endswith(".ipynb"):
            from .notebooks import lint_notebook

            findings, errors = lint_notebook(path, rules, config)
        else:
            text = read_source(path).text
            findings, errors = lint_text(text, path, rules, config)
    except SourceError as exc:
        result.errors.append(FileError(path, str(exc)))
        return result
    except RecursionError:
        result.errors.append(FileError(path, "cannot analyse: nesting too deep"))
        return result
    result.findings.extend(findings)
    result.errors.extend(errors)
    return result


def lint_paths(paths: Iterable[str], select: Iterable[str] | None = None,
               ignore: Iterable[str] | None = None, config: Config | None = None) -> LintResult:
    """Lint files and directories; bad files become errors, the others are still linted."""
    config = config or Config()
    rules = select_rules(config, select, ignore)
    result = LintResult()
    for path, explicit in discover(list(paths), config):
        if not explicit and config.is_excluded(path):
            continue
        result.extend(lint_file(path, rules, config))
    result.sort()
    return result
