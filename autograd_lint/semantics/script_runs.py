"""A project script's run, computed once per process and shared by every file it imports.

A module's functions meet their real arguments in the scripts that import it (``train.py``
calling ``engine.train_one_epoch(model, optimizer, ...)``). Each such script is run once, as
its own main module, and what the run shows (its facts, the functions it called) is kept here;
every linted file the script imports takes the facts into its own, and does not run its
functions again on their own with unknown arguments. Before this, each linted file re-ran each
of its importers: a package whose modules share a few training scripts ran them once per module.

A kept run is used again while every file it read still has the digest it had then; the kept
runs are bounded (least recently used first out).
"""
from __future__ import annotations

import hashlib
import os
from collections import OrderedDict
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # (a run served by the result cache never imports libcst, which values needs)
    from .values import Facts

MAX_KEPT_RUNS = 64


@dataclass
class ScriptRun:
    """What running one script showed: its facts, the function definitions it followed from a
    call (by id, each kept alive with its node), the project files it read (path -> digest),
    the modules it loaded (another importer among them was run by it) and the grad modes of
    its calls of methods on objects of unknown class."""

    path: str
    facts: Facts
    called: dict = field(default_factory=dict)
    dependencies: dict = field(default_factory=dict)
    loaded: frozenset = frozenset()
    # method name -> whether grad was off, for each call of it on an object of unknown class
    unresolved_calls: dict = field(default_factory=dict)


class ScriptRuns:
    """The kept runs of one process (see the module's doc)."""

    def __init__(self) -> None:
        self._runs: OrderedDict[str, ScriptRun] = OrderedDict()

    def get(self, path: str, digest_of) -> ScriptRun | None:
        run = self._runs.get(path)
        if run is None:
            return None
        if any(digest_of(dependency) != digest for dependency, digest in run.dependencies.items()):
            del self._runs[path]
            return None
        self._runs.move_to_end(path)
        return run

    def put(self, run: ScriptRun) -> None:
        self._runs[run.path] = run
        self._runs.move_to_end(run.path)
        while len(self._runs) > MAX_KEPT_RUNS:
            self._runs.popitem(last=False)

    def clear(self) -> None:
        self._runs.clear()


def sym_prefix(path: str) -> str:
    """What the symbols a script's run makes start with: its facts join another file's, whose
    own symbols (``module#3``) must not meet the same names for other objects."""
    return "s" + hashlib.blake2b(os.path.abspath(path).encode("utf-8", "surrogatepass"),
                                 digest_size=4).hexdigest() + ":"


def checkout_order(sym: str) -> tuple[str, str]:
    """A sort key for symbols that does not depend on where the project is checked out (the
    prefix hashes the script's path): the symbol as named, then the symbol."""
    return unprefixed(sym), sym


def unprefixed(sym: str) -> str:
    """``sym`` without the prefix of the script run that made it (for a message)."""
    head, colon, rest = sym.partition(":")
    return rest if colon and len(head) == 9 and head[0] == "s" and \
        all(c in "0123456789abcdef" for c in head[1:]) else sym


def merge_facts(into: Facts, other: Facts) -> None:
    """Take ``other``'s facts into ``into`` (events of another run: lists grow, sets and tables
    join; the classes are ``into``'s module's own)."""
    for name, value in vars(other).items():
        if name == "classes":
            continue
        mine = getattr(into, name)
        if isinstance(value, list):
            mine.extend(value)
        elif isinstance(value, set):
            mine |= value
        elif isinstance(value, dict):
            for key, item in value.items():
                mine.setdefault(key, item)
