"""The static pipeline: read -> prefilter -> parse once -> semantic model once -> rules -> findings.

:func:`lint_paths` adds what a run over many files needs: a per-file result cache (``cache.py``), a
pool of worker processes (``parallel.py``) and, on request, a profile of where the time went.
"""
from __future__ import annotations

import os
import time
import traceback
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Iterable

from . import collector
from .config import Config
from .discovery import discover
from .findings import FileError, Finding
from .source import (ParseError, SourceError, decode_source, parse_module, read_bytes, run_deep,
                     read_source)
from .suppression import unsuppressed
from .budget import DEFAULT_SECONDS as DEFAULT_BUDGET
from .budget import (MODEL_SHARE, AnalysisStopped, is_stopped, model_deadline, seconds_for,
                     stopped_at_message, stopped_message)

if TYPE_CHECKING:  # libcst is imported by the parse and the rules: importing the package (the
    import libcst as cst  # runtime checker's users) does not load it (~0.15 s)


@dataclass
class LintResult:
    findings: list[Finding] = field(default_factory=list)
    errors: list[FileError] = field(default_factory=list)
    files: int = 0
    skipped: int = 0   # files the prefilter proved cannot have a finding (not parsed)
    cached: int = 0    # files whose result came from the cache (not parsed)

    def extend(self, other: LintResult) -> None:
        self.findings.extend(other.findings)
        self.errors.extend(other.errors)
        self.files += other.files
        self.skipped += other.skipped
        self.cached += other.cached

    def sort(self) -> None:
        self.findings.sort(key=lambda f: f.sort_key)
        self.errors.sort(key=lambda e: e.path)


# Words without which a file cannot have a finding: torch itself, or the autograd API used on
# objects another file made (a `utils.py` helper that updates a model it is given).
_EVIDENCE_WORDS = ("torch", "backward(", "zero_grad", ".parameters()", "requires_grad", ".grad",
                   ".step(", ".data")


def might_have_findings(text: str) -> bool:
    """Every rule needs torch or the autograd API: a file that says neither cannot have a
    finding (the standard library, configuration, most plain Python)."""
    return any(word in text for word in _EVIDENCE_WORDS)


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


def parse(text: str) -> cst.Module:
    import libcst as cst

    try:
        return parse_module(text)  # libcst on a big stack, nesting checked first
    except cst.ParserSyntaxError as exc:
        message = str(exc).strip().splitlines()[0] if str(exc).strip() else "syntax error"
        raise ParseError(f"cannot parse: line {exc.raw_line}:{exc.raw_column + 1}: {message}") from None
    except RecursionError:
        raise ParseError("cannot parse: nesting too deep") from None


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
    """Lint one source text; raises :class:`SourceError` (or :class:`ParseError`) for bad input."""
    if isinstance(source, bytes):
        source = decode_source(source).text
    rules = select_rules(config, select, ignore)
    findings, _ = lint_text(source, filename, rules, config)
    return sorted(findings, key=lambda f: f.sort_key)


def lint_file(path: str, rules, config: Config | None = None,
              timings: dict[str, float] | None = None) -> LintResult:
    result = LintResult(files=1)
    try:
        if path.endswith(".ipynb"):
            from .notebooks import lint_notebook

            findings, errors = lint_notebook(path, rules, config)
        else:
            text = read_source(path).text
            findings, errors = lint_text(text, path, rules, config, timings=timings)
    except SourceError as exc:
        result.errors.append(FileError(path, str(exc)))
        return result
    except RecursionError:
        result.errors.append(FileError(path, "cannot analyse: nesting too deep"))
        return result
    result.findings.extend(findings)
    result.errors.extend(errors)
    return result


# -- many files: cache, prefilter, pool -------------------------------------------------------------
def default_cache_dir(config: Config | None = None) -> str:
    """``.autograd_lint_cache`` in the project root (the pyproject.toml's directory), else in the
    current directory."""
    from .cache import DEFAULT_CACHE_DIR

    if config is not None and config.config_file:
        return os.path.join(os.path.dirname(os.path.abspath(config.config_file)), DEFAULT_CACHE_DIR)
    return DEFAULT_CACHE_DIR


def lint_paths(paths: Iterable[str], select: Iterable[str] | None = None,
               ignore: Iterable[str] | None = None, config=None, *,
               jobs: int | None = None, cache_dir: str | None = None,
               profile: Profile | None = None, same_run: bool = False) -> LintResult:
    """Lint files and directories; bad files become errors, the others are still linted.

    ``config``: a :class:`Config` for every file, or a
    :class:`~autograd_lint.resolver.ConfigResolver` that gives each file its project's settings
    (what the CLI passes).

    ``jobs``: worker processes (default: ``AUTOGRAD_LINT_JOBS``, else 1 under pre-commit, else the
    machine's cores); a handful of small files is linted in this process, and the output never
    depends on it. ``cache_dir``: reuse and store per-file results there (default: no cache).
    Findings that come from a worker or the cache keep their fix's description and safety but not
    its node replacements (the fixer lints the files it fixes itself). ``profile``: a
    :class:`Profile` that collects the seconds spent per stage and per rule. ``same_run``: this
    call continues an earlier one in the same run (``autograd-lint run`` lints each file as the
    program imports it): what the file system looked like is not read again, which would cost
    a scan of the project per call.
    """
    from . import parallel
    from .cache import Cache, file_key, settings_key

    from .semantics.project import shared_project

    wall = time.perf_counter()
    paths = list(paths)
    if same_run:
        shared_project().continue_run(paths)
    else:
        shared_project().begin_run()  # files may have appeared or gone since an earlier run
    from .resolver import as_resolver

    configs = as_resolver(config)
    # one slot per settings file met: (its rules, its config), handed to the workers
    slots: list[tuple[list, Config]] = []
    slot_of: dict[int, int] = {}

    def slot_for(config: Config) -> int:
        slot = slot_of.get(id(config))
        if slot is None:
            slot = slot_of[id(config)] = len(slots)
            slots.append((select_rules(config, select, ignore), config))
        return slot

    for known in configs.loaded():  # a bad code raises here, before any file is read
        slot_for(known)
    cache = None
    result = LintResult()
    tasks: list[tuple[str, str | None, int]] = []   # (path, cache key's token, settings slot)
    sizes: list[int] = []
    tokens: dict[tuple, str] = {}
    scan = time.perf_counter()
    for path, _ in discover(list(paths), configs):  # excludes applied to the files found in dirs
        result.files += 1
        config = configs.for_path(path)
        slot = slot_for(config)
        file_rules = rules_for_path(slots[slot][0], config, path)
        if cache is None and cache_dir is not None and file_rules:
            cache = Cache(cache_dir)
        try:
            data = _read_bytes(path)
        except SourceError as exc:
            result.errors.append(FileError(path, str(exc)))
            continue
        token = None
        if cache is not None and file_rules:
            codes = (slot, *(rule.code for rule in file_rules))
            token = tokens.get(codes)
            if token is None:
                token = tokens[codes] = settings_key(file_rules, config.rule_options)
            token = _with_layout(token, path)  # (once: the task's key uses it too)
            hit = cache.get(file_key(path, data, token), path)
            if hit is not None:
                result.findings.extend(hit[0])
                result.errors.extend(hit[1])
                result.cached += 1
                continue
        if not path.endswith(".ipynb"):  # a notebook is read, prefiltered and parsed by its task
            try:
                text = decode_source(data).text
            except SourceError as exc:
                result.errors.append(FileError(path, str(exc)))
                continue
            if not file_rules or not might_have_findings(text):
                result.skipped += 1
                continue
        tasks.append((path, token, slot))
        sizes.append(len(data))
    scan = time.perf_counter() - scan

    jobs = parallel.resolve_jobs(jobs)
    shared = (slots, profile is not None)
    if parallel.worth_a_pool(jobs, sizes):
        jobs = min(jobs, len(tasks))
        outcomes = parallel.run_tasks(_lint_task, tasks, shared, jobs, sizes,
                                      folders=[os.path.dirname(task[0]) for task in tasks])
    else:
        jobs = 1
        with collector.freezing_run():
            outcomes = [_lint_task(task, shared) for task in tasks]
    for (path, token, _), (findings, errors, info) in zip(tasks, outcomes):
        result.findings.extend(findings)
        result.errors.extend(errors)
        key = info.pop("key", None)
        dependencies = info.pop("deps", None)
        if cache is not None and key is not None and \
                not any(e.internal or is_stopped(e.problem) for e in errors):
            cache.put(key, findings, errors, dependencies)
        if profile is not None:
            profile.add(info, path)
    result.sort()
    if profile is not None:
        profile.finish(result, jobs=jobs, parsed=len(tasks), scan=scan,
                       wall=time.perf_counter() - wall)
    return result


def _with_layout(token: str, path: str) -> str:
    """The settings token plus what the file's findings depend on in its project's layout (see
    :meth:`~autograd_lint.semantics.project.Project.layout_token`)."""
    if not _on_disk(path):
        return token
    from .semantics.project import shared_project

    return f"{token}:{shared_project().layout_token(path)}"


def _read_bytes(path: str) -> bytes:
    """The file's bytes (:func:`~autograd_lint.source.read_bytes`: a FIFO or device is refused)."""
    return read_bytes(path)


def _lint_task(task: tuple[str, str | None, int], shared
               ) -> tuple[list[Finding], list[FileError], dict]:
    """Lint one file, in this process or a worker. The file is read again here, and ``info["key"]``
    is the cache key of the bytes actually linted: a file edited meanwhile is stored under its new
    text, never its old one."""
    from .cache import file_key

    path, token, slot = task
    slots, profiling = shared
    rules, config = slots[slot]
    info: dict = {}
    timings = info if profiling else None
    started, started_cpu = time.perf_counter(), time.process_time()
    try:
        data = _read_bytes(path)
        if token is not None:
            info["key"] = file_key(path, data, token)
        dependencies: dict[str, str] = {}
        info["deps"] = dependencies
        if path.endswith(".ipynb"):
            from .notebooks import lint_notebook

            findings, errors = lint_notebook(path, rules, config, dependencies)
        else:
            findings, errors = lint_text(decode_source(data).text, path, rules, config,
                                         timings=timings, dependencies=dependencies)
    except SourceError as exc:
        findings, errors = [], [FileError(path, str(exc))]
    except RecursionError:
        findings, errors = [], [FileError(path, "cannot analyse: nesting too deep")]
    collector.file_done()
    if profiling:
        info["total"] = time.perf_counter() - started
        info["cpu"] = time.process_time() - started_cpu
        info["pid"] = os.getpid()
    return findings, errors, info


# -- --profile ----------------------------------------------------------------------------------------
class Profile:
    """Seconds per stage (read, parse, semantic model) and per rule, summed over files.

    With several workers the sums are worker seconds, so they add up to more than the wall time."""

    STAGES = ("parse", "semantic", "project")
    SLOWEST = 10  # files listed by the CPU time their analysis took

    def __init__(self) -> None:
        self.seconds: dict[str, float] = {}
        self.by_file: list[tuple[float, float, str]] = []  # (CPU s, parse s, path)
        self.cpu_by_process: dict[int | None, float] = {}  # CPU seconds of the files each linted
        self.files = self.parsed = self.cached = self.skipped = self.jobs = 0
        self.scan = self.wall = 0.0

    def add(self, timings: dict, path: str | None = None) -> None:
        timings = dict(timings)
        pid, cpu = timings.pop("pid", None), timings.pop("cpu", None)
        if cpu is not None:
            self.cpu_by_process[pid] = self.cpu_by_process.get(pid, 0.0) + cpu
            if path is not None:
                self.by_file.append((cpu, timings.get("parse", 0.0), path))
        for key, value in timings.items():
            if isinstance(value, float):
                self.seconds[key] = self.seconds.get(key, 0.0) + value

    def finish(self, result: LintResult, jobs: int, parsed: int, scan: float, wall: float) -> None:
        self.files += result.files
        self.cached += result.cached
        self.skipped += result.skipped
        self.parsed += parsed
        self.jobs = max(self.jobs, jobs)
        self.scan += scan
        self.wall += wall

    def render(self) -> str:
        seconds = self.seconds
        rules = sorted(k for k in seconds if k not in self.STAGES and k != "total")
        analysed = seconds.get("total", 0.0)
        accounted = sum(seconds.get(k, 0.0) for k in (*self.STAGES, *rules))
        rows = [("read, hash, cache, prefilter", self.scan),
                ("parse (libcst)", seconds.get("parse", 0.0)),
                ("semantic model", seconds.get("semantic", 0.0)),
                ("project model (other files)", seconds.get("project", 0.0)),
                *((f"rule {code}", seconds[code]) for code in rules),
                ("other (read again, noqa, ...)", max(0.0, analysed - accounted))]
        total = self.scan + analysed
        lines = [f"autograd-lint profile: {self.files} file(s): {self.parsed} parsed, "
                 f"{self.cached} from the cache, {self.skipped} skipped by the prefilter; "
                 f"{self.jobs} process(es)",
                 f"  {'stage':<32}{'seconds':>9}{'share':>8}"]
        for name, value in rows:
            share = f"{100 * value / total:6.1f}%" if total else "     -"
            lines.append(f"  {name:<32}{value:9.3f}{share:>8}")
        lines.append(f"  {'sum over files':<32}{total:9.3f}")
        lines.append(f"  {'wall clock':<32}{self.wall:9.3f}")
        if len(self.cpu_by_process) > 1:
            lines.append(f"  {'cpu per process':<32}" + " ".join(
                f"{value:.3f}" for value in sorted(self.cpu_by_process.values(), reverse=True)))
        slowest = sorted(self.by_file, reverse=True)[:self.SLOWEST]
        if slowest:
            lines.append("  slowest files (CPU s, of it parsing the file itself):")
            lines.extend(f"  {cpu:9.3f} {parse:7.3f}  {path}" for cpu, parse, path in slowest)
        return "\n".join(lines) + "\n"
