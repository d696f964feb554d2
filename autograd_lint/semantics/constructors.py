"""Summaries of network constructors, computed once per analysis and replayed.

A large package builds the same blocks again and again (`ResnetBlock2D(in_channels=c, ...)`
inside every down and up block of a UNet, each block built by every model that uses it), and
following `__init__` at every call is most of what such a package costs. A constructor call
given only plain values (numbers, strings, flags, library classes) is run once; what the run
did is kept as data:

- the attributes it wrote on the new object and on the objects it made (the layers, their
  parameters), as heap entries;
- which of those objects are parts of which (``parents``), where each network was made
  (``made_at``, ``instances``), and which networks the run built (each running call's
  ``created``).

The same call again (the same class, argument keys, grad mode and call depth) writes those
entries for a new object, each object the run made renamed to a new symbol, without running
the body, as long as every module name the run read still holds what it held.

A run is kept only when that is all it did: it recorded no fact and no event beyond those
tables, wrote no attribute of an object it did not make, read none of the program's objects
but its own, built no graph and left no closure on the object. Anything else runs as before.
"""
from __future__ import annotations

import itertools
import re

from .state import Heap
from .values import Value, alternatives, joined_sym, replace

MAX_CONSTRUCTOR_SUMMARIES = 4_096
_NUMBERED = re.compile(r"^(.*#\d+)(.*)$", re.DOTALL)


def base_of(sym: str) -> tuple[str, str]:
    """(`prefix + hint#N`, the rest: `.fc`, `[0]`, `.<part>`) of a symbol; (sym, "") when it
    is not numbered."""
    match = _NUMBERED.match(sym)
    return (match.group(1), match.group(2)) if match else (sym, "")


class Ownership:
    """Which symbols a constructor run made: its new object's (``root``), and those numbered
    past ``floor`` with the interpreter's ``prefix`` (the objects it built)."""

    __slots__ = ("root", "floor", "prefix")

    def __init__(self, root: str, floor: int, prefix: str) -> None:
        self.root, self.floor, self.prefix = root, floor, prefix

    def owns(self, sym: str) -> bool:
        if sym.startswith("{"):
            return all(self.owns(alt) for alt in alternatives(sym))
        base, _ = base_of(sym)
        if base == self.root:
            return True
        head, _, number = base.rpartition("#")
        return number.isdigit() and int(number) > self.floor and head.startswith(self.prefix) \
            and "{" not in head and "." not in head


class ConstructorSummary:
    """What one constructor run did (see the module's doc), in the symbols of that run."""

    __slots__ = ("root", "heap", "parents", "made_at", "instances", "created", "reads",
                 "hints")

    def __init__(self, root: str, heap: list, parents: list, made_at: list, instances: list,
                 created: list, reads: tuple, hints: dict) -> None:
        self.root, self.heap, self.parents = root, heap, parents
        self.made_at, self.instances, self.created = made_at, instances, created
        self.reads, self.hints = reads, hints

    def valid(self) -> bool:
        return all(table.get(name) is value for table, name, value in self.reads)


def plain_entry(value: Value, depth: int = 0) -> bool:
    """May an attribute the run wrote be kept: no graph, closure or gradient link (the
    objects it names are renamed when the run made them, else the same ones)?"""
    if value.nodes or value.maybe or value.env is not None or value.grad_of is not None or \
            value.saved_by is not None or value.copies or value.uninit_from is not None:
        return False
    if depth >= 4:
        return not value.items
    return all(plain_entry(item, depth + 1) for item in value.items)


class Renamer:
    """New symbols for the objects a summarised run made (``hints``: numbered symbol -> its
    hint), made on demand from the interpreter's ``new_sym``."""

    def __init__(self, summary: ConstructorSummary, root: str, new_sym) -> None:
        self.names = {summary.root: root}
        self.hints, self.new_sym = summary.hints, new_sym

    def sym(self, sym: str | None) -> str | None:
        if sym is None:
            return None
        if sym.startswith("{"):
            return joined_sym(*(self.sym(alt) for alt in alternatives(sym)))
        base, rest = base_of(sym)
        hint = self.hints.get(base)
        if hint is None and base not in self.names:
            return sym  # (an object from outside the run: the same one)
        name = self.names.get(base)
        if name is None:
            name = self.names[base] = self.new_sym(hint)
        return name + rest

    def syms(self, syms: frozenset) -> frozenset:
        return frozenset(self.sym(sym) for sym in syms) if syms else syms

    def value(self, value: Value, depth: int = 0) -> Value:
        changes = {}
        if value.sym is not None:
            changes["sym"] = self.sym(value.sym)
        if value.copy_of is not None:
            changes["copy_of"] = self.sym(value.copy_of)
        for name in ("reach", "owns", "owns_exactly"):
            held = getattr(value, name)
            if held:
                changes[name] = self.syms(held)
        if value.items and depth < 4:
            changes["items"] = tuple(self.value(item, depth + 1) for item in value.items)
        return replace(value, **changes) if changes else value


def hints_of(ownership: Ownership, syms) -> dict | None:
    """numbered symbol -> its hint (`Linear` of `s1:Linear#7`) for every owned symbol named in
    ``syms`` (the root too); None when one of them cannot be renamed (a joined symbol mixing
    the run's objects with others)."""
    hints: dict = {}
    for sym in syms:
        if sym is None:
            continue
        for alt in alternatives(sym):
            if not ownership.owns(alt):
                if sym.startswith("{") and any(ownership.owns(a) for a in alternatives(sym)):
                    return None
                continue
            base, _ = base_of(alt)
            if base != ownership.root:
                head = base.rpartition("#")[0]
                hints[base] = head[len(ownership.prefix):]
    return hints


def named_syms(value: Value, depth: int = 0):
    """Every symbol ``value`` names (its own, what it reaches, owns, copies, its items')."""
    if value.sym is not None:
        yield value.sym
    if value.copy_of is not None:
        yield value.copy_of
    yield from itertools.chain(value.reach, value.owns, value.owns_exactly)
    if depth < 4:
        for item in value.items:
            yield from named_syms(item, depth + 1)


def written_keys(before: dict, after: dict) -> list | None:
    """The heap keys written between two heaps, from ``after``'s lineage back to ``before``;
    None when the lineage does not reach it (a full comparison would cost the heap's size)."""
    if after is before:
        return []
    if type(before) is not Heap or type(after) is not Heap:
        return None
    keys: set = set()
    lineage, target = after.lineage, before.lineage
    while lineage is not None and lineage is not target:
        keys |= lineage.written
        lineage = lineage.parent
    return list(keys) if lineage is target else None
