"""Python's cycle collector during a run over many files.

A libcst tree is a few hundred thousand small objects; the trees a run keeps (the file being linted,
the project files its analysis follows) are most of the process's heap. CPython's full collections
walk the whole heap each time a quarter of it is new, so with trees cached they cost about a third
of a run (measured on training code: 14 full collections of ~0.3 s each for 234 files). Trees hold
no reference cycles (libcst nodes are immutable and point only downwards), so the collector never
frees anything in them: refcounting does when a tree is dropped.

A run first freezes what the process already holds (without walking it: a test session or an
editor may hold gigabytes, and a full collection of them per file cost 0.5 s). After each file,
:func:`file_done` collects the garbage of that file's analysis (the interpreter's
state has cycles) and moves everything that survives, the cached trees included, to the
collector's permanent generation (``gc.freeze``): later collections walk only what later files
create. Frozen objects are still freed by refcounting. The run gives them back to the collector at
its end (``gc.unfreeze``). A process that already uses ``gc.freeze`` itself, or has the collector
switched off, is left as it is.

Meanwhile the young generation is collected every 50,000 allocations instead of every 700
(:data:`RUN_THRESHOLDS`): a parse makes hundreds of thousands of nodes that all survive, so its
young collections find nothing to free (a run over 470 files: 5,200 collections, 0.74 s -> 470,
0.26 s, most of them the collections at each file's end; peak memory unchanged, the analysis'
garbage being collected there).
"""
from __future__ import annotations

import gc
from contextlib import contextmanager

_active = False
RUN_THRESHOLDS = (50_000, 50, 10)  # gc.set_threshold during a run (the default is 700, 10, 10)


@contextmanager
def freezing_run():
    """Inside: :func:`file_done` freezes what survives each file; at the end, all is unfrozen."""
    global _active
    if _active or not gc.isenabled() or gc.get_freeze_count():
        yield
        return
    _active = True
    gc.freeze()  # what the process held before the run (a test session, an editor) is not walked
    thresholds = gc.get_threshold()
    gc.set_threshold(*RUN_THRESHOLDS)
    try:
        yield
    finally:
        _active = False
        gc.set_threshold(*thresholds)
        gc.unfreeze()


def start_in_worker() -> None:
    """A worker process lints until it ends: it freezes after each file and never unfreezes."""
    global _active
    _active = gc.isenabled()
    if _active:
        gc.freeze()
        gc.set_threshold(*RUN_THRESHOLDS)


def tree_parsed() -> None:
    """Called right after the linted file's tree is made, before its analysis starts: the tree has
    no cycles and little else was made since the last file, so it is frozen at once (``gc.freeze``
    only relinks lists) and the collection at the file's end walks the analysis' objects, not the
    tree's. (A dependency parsed during the analysis is not frozen there: the live analysis state
    would be frozen with it and its cycles kept until the run ends.)"""
    if _active:
        gc.freeze()


def file_done() -> None:
    if _active:
        gc.collect()
        gc.freeze()
