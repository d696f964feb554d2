"""A time budget for the analysis of one file, so that a CI run never hangs on one file.

The semantic model and the rules run on their own thread (``source.run_deep``). When they have used
more CPU time than the budget (wall-clock time where a thread's CPU time cannot be read; CPU time
keeps a busy CI machine from stopping files that would finish), :class:`AnalysisStopped` is raised
inside that thread (CPython delivers it at the
next bytecode), the findings of the rules that finished are kept, and the file gets one error:
``analysis stopped after N s (...)``. Parsing is not covered: libcst's native parser cannot be
interrupted; the shapes that make it slow are refused before it starts (``source.parse_module``).

The semantic model itself stops sooner, at :data:`MODEL_SHARE` of the budget (:func:`model_deadline`,
read by the interpreter at its steps): the facts gathered so far are kept, every rule runs on them,
and the file gets one error saying where the analysis stopped (``analysis stopped at line N: ...``).
A long script is thus analysed as far as the budget allows, with its findings up to there, instead
of losing them all to the stop of the whole analysis.
"""
from __future__ import annotations

import threading
import time
from contextlib import contextmanager

DEFAULT_SECONDS = 10.0
STOPPED = "analysis stopped after"
STOPPED_AT = "analysis stopped at line"
MODEL_SHARE = 0.6  # of the budget, for the semantic model (the rules get the rest)


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
    return problem.startswith((STOPPED, STOPPED_AT))


def stopped_at_message(line: int | None, why: str, seconds: float | None) -> str:
    """The error of a file whose semantic model stopped before its end (``why``: "time";
    "events" for the memory cap on one entry's autograd events; "steps" for the cap on the
    statements one entry runs)."""
    if why == "time":
        reason = (f"the analysis used its share of the {seconds:g} s budget (--time-budget or "
                  f"time-budget in the config sets it)")
    elif why == "steps":
        reason = "too many statements run in one run of the code (loops within loops)"
    else:
        reason = "too many autograd events in one run of the code to keep"
    where = f"{STOPPED_AT} {line}" if line else "analysis stopped in a file importing it"
    return f"{where}: {reason}; the code after it is not checked, the findings before it are"


_model = threading.local()


@contextmanager
def model_deadline(seconds: float | None):
    """While the semantic model runs in this thread: :func:`model_time_up` is True once it has
    used ``seconds`` of this thread's CPU time (None: never)."""
    if seconds is None:
        yield
        return
    clock = own_cpu_clock()
    previous = getattr(_model, "deadline", None)
    _model.deadline = (clock, clock() + seconds)
    try:
        yield
    finally:
        _model.deadline = previous


def model_time_up() -> bool:
    deadline = getattr(_model, "deadline", None)
    if deadline is None:
        return False
    clock, end = deadline
    return clock() > end


def interrupt(thread: threading.Thread) -> bool:
    """Raise :class:`AnalysisStopped` in ``thread`` (False where the platform cannot)."""
    import ctypes  # (here: only a run that stops a file pays for it)

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
