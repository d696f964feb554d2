"""A time budget for the analysis of one file, so that a CI run never hangs on one file.

The semantic model and the rules run on their own thread (``source.run_deep``). When they have used
more CPU time than the budget (wall-clock time where a thread's CPU time cannot be read; CPU time
keeps a busy CI machine from stopping files that would finish), :class:`AnalysisStopped` is raised
inside that thread (CPython delivers it at the
next bytecode), the findings of the rules that finished are kept, and the file gets one error:
``analysis stopped after N s (...)``. Parsing is not covered: libcst's native parser cannot be
interrupted; the shapes that make it slow are refused before it starts (``source.parse_module``).
"""
from __future__ import annotations

import ctypes
import threading
import time

DEFAULT_SECONDS = 10.0
STOPPED = "analysis stopped after"


class AnalysisStopped(BaseException):
    """Raised in the analysis thread when its budget is spent (a BaseException: the generic
    ``except Exception`` that turns a rule's bug into an internal error must not catch it)."""


def seconds_for(config) -> float | None:
    """The configured budget in seconds (``time-budget``; 0 turns it off)."""
    seconds = getattr(config, "time_budget", None)
    seconds = DEFAULT_SECONDS if seconds is None else seconds
    return seconds if seconds > 0 else None


def stopped_message(seconds: float, where: str) -> str:
    return f"{STOPPED} {seconds:g} s ({where}; --time-budget or time-budget in the config sets it)"


def is_stopped(problem: str) -> bool:
    """A stop depends on the machine's load: such a result is never cached."""
    return problem.startswith(STOPPED)


def interrupt(thread: threading.Thread) -> bool:
    """Raise :class:`AnalysisStopped` in ``thread`` (False where the platform cannot)."""
    if thread.ident is None or not hasattr(ctypes, "pythonapi"):
        return False
    done = ctypes.pythonapi.PyThreadState_SetAsyncExc(ctypes.c_ulong(thread.ident),
                                                      ctypes.py_object(AnalysisStopped))
    return done == 1


def join_within(thread: threading.Thread, seconds: float, clock) -> None:
    """Wait for ``thread``; once ``clock()`` (its :func:`own_cpu_clock`) has advanced ``seconds``,
    stop it and wait again."""
    try:
        start = clock()
    except OSError:  # already finished
        thread.join()
        return
    while thread.is_alive():
        thread.join(min(0.25, seconds / 4))
        try:
            used = clock() - start
        except OSError:  # the thread ended between the two calls
            break
        if used > seconds and thread.is_alive():
            interrupt(thread)
            thread.join()


def own_cpu_clock():
    """A function giving the calling thread's CPU seconds, readable from other threads (Unix;
    elsewhere the wall clock). Call it from the thread itself: asking for another thread's clock
    after that thread ended reads freed memory."""
    try:
        clock_id = time.pthread_getcpuclockid(threading.get_ident())
        time.clock_gettime(clock_id)
    except (AttributeError, OSError, TypeError, OverflowError):
        return time.monotonic
    return lambda: time.clock_gettime(clock_id)
