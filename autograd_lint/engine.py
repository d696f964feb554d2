"""The static pipeline: read -> prefilter -> parse once -> semantic model once -> rules -> findings.

:func:`lint_paths` adds what a run over many files needs: a per-file result cache (``cache.py``), a
pool of worker processes (``parallel.py``) and, on request, a profile of where the time went.
"""
from __future__ import annotations

import os
import time
from dataclasses import dataclass, field
from typing import Iterable

from . import collector
from .config import Config
from .discovery import discover
from .findings import FileError, Finding
from .source import SourceError, decode_source, read_bytes, read_source
from .budget import is_stopped
from .analysis import _on_disk, lint_text, might_have_findings, rules_for_path, select_rules


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
