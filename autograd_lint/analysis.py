"""One text's analysis: prefilter, rules for its path, the semantic model once, every rule.

Below the path runner (``engine``), the fixer and the notebooks, which all build on it; it knows
nothing of files beyond the project index that follows a file's imports.
"""
from __future__ import annotations

import os
import time
import traceback
import warnings
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Iterable

from .budget import DEFAULT_SECONDS as DEFAULT_BUDGET
from .budget import (MODEL_SHARE, AnalysisStopped, model_deadline, seconds_for,
                     stopped_at_message, stopped_message)
from .config import Config
from .findings import FileError, Finding
from .prefilter import might_have_findings
from .source import decode_source, parse, run_deep
from .suppression import unsuppressed

if TYPE_CHECKING:
    import libcst as cst


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


def rules_for_path(rules, config: Config | None, path: str) -> list:
    """``rules`` minus those the per-file-ignores turn off for ``path``."""
    if config is None or not config.per_file_ignores:
        return list(rules)
    ignored = config.ignored_for_path(path)
    if not ignored:
        return list(rules)
    return [r for r in rules if not any(r.code.startswith(c) for c in ignored)]


def check_module(module: cst.Module, path: str, rules, timings: dict[str, float] | None = None,
                 source: str = "", dependencies: dict[str, str] | None = None,
                 budget: float | None = DEFAULT_BUDGET) -> tuple[list[Finding], list[FileError]]:
    """Run ``rules`` on a parsed module. A rule that fails becomes an internal error for this file;
    the other rules' findings still count. With ``timings``, seconds spent are added to it under
    ``"semantic"`` (the shared model) and each rule's code. ``dependencies`` receives the other
    project files the analysis read (path -> digest). Runs on a deep stack (``run_deep``), stopped
    after ``budget`` seconds of CPU (None: no limit) with the findings of the rules that finished."""
    try:
        return run_deep(_check_module, module, path, rules, timings, source, dependencies, budget,
                        budget=budget)
    except AnalysisStopped:  # delivered just outside the rules' loop
        return [], [FileError(path, stopped_message(budget, "while finishing; no finding kept"))]


def _check_module(module: cst.Module, path: str, rules, timings: dict[str, float] | None,
                  source: str, dependencies: dict[str, str] | None = None,
                  budget: float | None = None) -> tuple[list[Finding], list[FileError]]:
    from .rules.base import Context
    from .semantics import SemanticModel
    from .semantics.project import shared_project

    clock = time.perf_counter
    started = clock()
    findings: list[Finding] = []
    errors: list[FileError] = []
    # source on stdin without --stdin-filename: analysed as a file of the working directory's
    # project (its imports followed), reported as "-"
    analysed_as = os.path.join(os.getcwd(), STDIN_STAND_IN) if path == "-" else path
    project = shared_project() if _on_disk(analysed_as) or path == "-" else None
    model = SemanticModel(module, path=analysed_as, project=project)
    try:
        context = Context(path=path, module=module, model=model, source=source)
        with model_deadline(budget * MODEL_SHARE if budget else None):
            context.model.facts  # shared by every rule: one failure is one error, not one per rule
        errors.extend(_stop_errors(context, path, budget))
        if dependencies is not None:
            dependencies.update(context.model.dependencies)
    except AnalysisStopped:
        return [], [FileError(path, stopped_message(budget, "in the semantic model; no rule ran"))]
    except RecursionError:
        return [], [FileError(path, "cannot analyse: code nested too deeply", internal=True)]
    except Exception as exc:  # noqa: BLE001 - reported, never a crash of the run
        return [], [_internal_error(path, "semantic analysis", exc)]
    finally:
        if timings is not None:
            _add(timings, "project", model.project_seconds)
            _add(timings, "semantic", clock() - started - model.project_seconds)
    for number, rule in enumerate(rules):
        started = clock()
        try:
            findings.extend(rule.check(context))
        except AnalysisStopped:
            skipped = ", ".join(r.code for r in list(rules)[number:])
            errors.append(FileError(path, stopped_message(
                budget, f"{skipped} not checked; the other rules' findings are reported")))
            break
        except RecursionError:
            errors.append(FileError(path, f"{rule.code} skipped: code nested too deeply to analyse",
                                    internal=True))
        except Exception as exc:  # noqa: BLE001 - one rule's bug must not lose the others' findings
            errors.append(_internal_error(path, rule.code, exc))
        if timings is not None:
            _add(timings, rule.code, clock() - started)
    return _dedupe([f for f in findings if f.line > 0]), errors


def _stop_errors(context, path: str, budget: float | None) -> list[FileError]:
    """Where the semantic model stopped before the end of the code (its time share spent, or
    too many events to keep): the first such place in this file, as one error."""
    stops = context.model.facts.stops
    if not stops:
        return []
    own = [(context.line_of(node), why) for node, _, why in stops if node is not None]
    own = [(line, why) for line, why in own if line]
    line, why = own[0] if own else (None, stops[0][2])
    return [FileError(path, stopped_at_message(line, why, budget))]


def _parsed_in_project(path: str, text: str) -> cst.Module:
    from .semantics.project import shared_project

    from . import collector

    loaded = shared_project().parsed(path, text)
    if loaded.module is None:
        return parse(text)  # raises the ParseError to report
    collector.tree_parsed()
    return loaded.module


STDIN_STAND_IN = "<stdin>.py"  # no such file: only its folder counts


def _on_disk(path: str) -> bool:
    """A real file: its imports can be followed into its project (not ``<string>`` or stdin)."""
    return not path.startswith("<") and os.path.isfile(path)


def _add(timings: dict[str, float], key: str, seconds: float) -> None:
    timings[key] = timings.get(key, 0.0) + seconds


def _internal_error(path: str, where: str, exc: Exception) -> FileError:
    frame = traceback.extract_tb(exc.__traceback__)[-1]
    return FileError(path, f"internal error in {where}: {type(exc).__name__}: {_describe(exc)} "
                           f"(at {frame.filename.rsplit('/', 1)[-1]}:{frame.lineno}; please report "
                           f"it with this file)", internal=True)


def _describe(exc: Exception, limit: int = 200) -> str:
    """``str(exc)`` on one line, shortened; never raises (a KeyError holding a deeply nested node
    fails to print: RecursionError)."""
    try:
        text = " ".join(str(exc).split())
    except Exception:  # noqa: BLE001
        text = "(cannot be printed)"
    return text if len(text) <= limit else text[:limit - 3] + "..."


def _dedupe(findings: list[Finding]) -> list[Finding]:
    """One finding per code and source range: an evaluation helper called with two models, or
    reached both after eval() and by its name, is one place to fix (the first message is kept)."""
    seen: set[tuple] = set()
    unique = []
    for finding in findings:
        key = (finding.line, finding.col, finding.end_line, finding.end_col, finding.code)
        if key not in seen:
            seen.add(key)
            unique.append(finding)
    return unique


def lint_text(text: str, path: str, rules, config: Config | None = None, noqa: bool = True,
              timings: dict[str, float] | None = None, dependencies: dict[str, str] | None = None
              ) -> tuple[list[Finding], list[FileError]]:
    if not rules or not might_have_findings(text):
        return [], []
    if config is not None:
        rules = rules_for_path(rules, config, path)
        if not rules:
            return [], []
    started = time.perf_counter()
    try:
        # a file on disk goes through the project's cache: one parse if another linted file
        # imports it too
        module = parse(text) if not _on_disk(path) else _parsed_in_project(path, text)
    finally:
        if timings is not None:
            _add(timings, "parse", time.perf_counter() - started)
    findings, errors = check_module(module, path, rules, timings, source=text,
                                    dependencies=dependencies, budget=seconds_for(config))
    if noqa and findings:
        findings = unsuppressed(findings, text)
    return findings, errors


def lint_source(source: str | bytes, filename: str = "<string>", select: Iterable[str] | None = None,
                ignore: Iterable[str] | None = None, config: Config | None = None) -> list[Finding]:
    """Lint one source text; raises :class:`SourceError` (or :class:`ParseError`) for bad input.
    What kept the analysis from finishing (a fault of autograd-lint itself, the time budget
    spent) is a :class:`RuntimeWarning`, never silence; the findings made are still returned."""
    if isinstance(source, bytes):
        source = decode_source(source).text
    rules = select_rules(config, select, ignore)
    findings, errors = lint_text(source, filename, rules, config)
    for error in errors:
        warnings.warn(f"autograd-lint: {error}", RuntimeWarning, stacklevel=2)
    return sorted(findings, key=lambda f: f.sort_key)


@dataclass
class Analysis:
    module: cst.Module | None
    findings: list[Finding] = field(default_factory=list)
    errors: list[FileError] = field(default_factory=list)


def analyse(text: str, path: str, rules, config: Config | None = None,
            noqa: bool = True, dependencies: dict[str, str] | None = None) -> Analysis:
    """Parse ``text`` and run ``rules`` on it, as :func:`lint_text` does, but keep the module.

    Raises :class:`~autograd_lint.source.ParseError` when the text is not valid Python."""
    rules = rules_for_path(rules, config, path)
    if not rules or not might_have_findings(text):
        return Analysis(None)
    module = parse(text)
    findings, errors = check_module(module, path, rules, source=text, dependencies=dependencies,
                                    budget=seconds_for(config))
    if noqa and findings:
        findings = unsuppressed(findings, text)
    return Analysis(module, sorted(findings, key=lambda f: f.sort_key), errors)
