"""Linting files on several processes: a pool of workers, each parsing and analysing whole files.

The main process reads, decodes, prefilters and looks up the cache (cheap); only the files that must
be parsed are sent to the workers, largest first so that one big file does not finish last. Results
are put back in task order, so the output does not depend on which worker finished first.

No nested pools: a worker lints serially (``AUTOGRAD_LINT_JOBS=1`` in its environment), and under
pre-commit, which already runs one invocation per core, the default is one process.
"""
from __future__ import annotations

import dataclasses
import os
import sys
from typing import Any, Callable, Sequence

from .findings import Finding, Fix

JOBS_ENV = "AUTOGRAD_LINT_JOBS"
# Below this much work a pool costs more than it saves (forking is cheap, starting workers
# under 'spawn' is not): lint serially when fewer files than this must be parsed...
MIN_FILES_FOR_POOL = 8
# ...unless they add up to this many characters (a few big files are still worth splitting).
MIN_CHARS_FOR_POOL = 400_000


def default_jobs() -> int:
    """``AUTOGRAD_LINT_JOBS`` if set, 1 under pre-commit, else the number of usable cores."""
    value = os.environ.get(JOBS_ENV, "").strip()
    if value:
        try:
            return max(1, int(value))
        except ValueError:
            pass
    if os.environ.get("PRE_COMMIT"):  # pre-commit already splits files across parallel runs
        return 1
    return cpu_count()


def cpu_count() -> int:
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


def resolve_jobs(jobs: int | None) -> int:
    if jobs is None or jobs == 0:
        return default_jobs()
    return max(1, int(jobs))


def worth_a_pool(jobs: int, sizes: Sequence[int]) -> bool:
    return jobs > 1 and len(sizes) > 1 and (len(sizes) >= MIN_FILES_FOR_POOL
                                            or sum(sizes) >= MIN_CHARS_FOR_POOL)


def _context():
    import multiprocessing  # (here: a warm run that lints nothing anew never starts a worker)

    methods = multiprocessing.get_all_start_methods()
    # fork starts a worker in milliseconds and shares the imported rules; macOS's fork is unsafe
    # with some system libraries, so it keeps its default (spawn) there.
    if "fork" in methods and sys.platform != "darwin":
        return multiprocessing.get_context("fork")
    return multiprocessing.get_context()


# -- worker side -------------------------------------------------------------------------------------
_worker: dict[str, Any] = {}


def _init_worker(function: Callable, shared: Any, parent: int | None = None) -> None:
    os.environ[JOBS_ENV] = "1"  # anything in this process that lints must not start a pool
    from . import collector

    collector.start_in_worker()
    _worker["function"] = function
    _worker["shared"] = shared
    if parent is not None:
        _die_with(parent)


def _die_with(parent: int) -> None:
    """A run killed by SIGKILL or SIGTERM (``timeout``, a cancelled CI job) cannot stop its workers:
    they stop themselves. On Linux the kernel sends SIGKILL when the parent dies; elsewhere (and for a
    parent that died before this ran) a daemon thread checks the parent every second."""
    import signal
    import threading
    import time

    if sys.platform.startswith("linux"):
        try:
            import ctypes

            libc = ctypes.CDLL(None, use_errno=True)
            libc.prctl(1, int(signal.SIGKILL), 0, 0, 0)  # PR_SET_PDEATHSIG
        except (OSError, AttributeError):
            pass

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(1.0)
        os._exit(1)

    threading.Thread(target=watch, name="autograd-lint-parent-watch", daemon=True).start()


def _run_task(task: Any):
    findings, errors, timings = _worker["function"](task, _worker["shared"])
    return [portable(f) for f in findings], errors, timings


def portable(finding: Finding) -> Finding:
    """The finding without its fix's node replacements (they belong to the worker's tree)."""
    if finding.fix is not None and finding.fix.replacements:
        return dataclasses.replace(finding, fix=Fix(finding.fix.description, safe=finding.fix.safe))
    return finding


# -- main side ---------------------------------------------------------------------------------------
def run_tasks(function: Callable, tasks: Sequence[Any], shared: Any, jobs: int,
              sizes: Sequence[int], folders: Sequence[str] | None = None) -> list:
    """``[function(task, shared) for task in tasks]`` on ``jobs`` processes; each result is
    ``(findings, errors, timings)``. Falls back to this process if no pool can be started, and
    finishes in this process the tasks of a pool that broke (a worker killed for memory).
    ``folders``: each task's folder; a folder's files go to one worker together (see
    :func:`batches`); without, each task goes alone, largest first."""
    results: list = [None] * len(tasks)
    groups = batches(sizes, folders, jobs) if folders is not None else \
        [[index] for index in sorted(range(len(tasks)), key=lambda i: -sizes[i])]
    try:
        from concurrent.futures import ProcessPoolExecutor
        from concurrent.futures.process import BrokenProcessPool

        executor = ProcessPoolExecutor(max_workers=min(jobs, len(groups)), mp_context=_context(),
                                       initializer=_init_worker,
                                       initargs=(function, shared, os.getpid()))
    except (OSError, ImportError, NotImplementedError, ValueError):  # no semaphores, sandboxes...
        executor = None
    if executor is not None:
        try:
            futures = [(group, executor.submit(_run_batch, [tasks[i] for i in group]))
                       for group in groups]
            for group, future in futures:
                try:
                    for index, result in zip(group, future.result()):
                        results[index] = result
                except BrokenProcessPool:
                    break
        except (OSError, BrokenProcessPool):
            pass
        except BaseException:  # Ctrl-C: do not wait for the queued files
            executor.shutdown(wait=False, cancel_futures=True)
            raise
        executor.shutdown(wait=True)
    for group in groups:
        for index in group:
            if results[index] is None:
                results[index] = function(tasks[index], shared)
    return results


def batches(sizes: Sequence[int], folders: Sequence[str], jobs: int) -> list[list[int]]:
    """Task indexes in batches, largest first: the files of one folder stay together (they
    import each other and the same project modules, which a worker then parses and sets up
    once instead of each worker doing it), a folder bigger than a fair share is cut in pieces
    of about ``total / (4 * jobs)`` (in path order), so that the workers stay evenly loaded."""
    by_folder: dict[str, list[int]] = {}
    for index, folder in enumerate(folders):
        by_folder.setdefault(folder, []).append(index)
    piece = max(1, sum(sizes) // (4 * max(1, jobs)))
    out: list[list[int]] = []
    for indexes in by_folder.values():
        current: list[int] = []
        weight = 0
        for index in indexes:
            current.append(index)
            weight += sizes[index]
            if weight >= piece:
                out.append(current)
                current, weight = [], 0
        if current:
            out.append(current)
    out.sort(key=lambda batch: -sum(sizes[i] for i in batch))
    return out


def _run_batch(batch: list) -> list:
    return [_run_task(task) for task in batch]
