"""Summaries of calls that touch nothing autograd cares about, computed once per run.

Library plumbing (`deprecate("x", "1.0.0", message)`, `is_package_available("xformers")`) is
called hundreds of times in a large package, each time with plain arguments (strings, numbers,
flags), and following its body again at every call is most of what such a package costs. A
call is summarised when it was given only plain values and its run, seen from outside, only
returned one (or objects a library call made for it, which a replay makes anew): it read no
object of the program (a tensor, a network, an optimizer, any value with an identity) from its
module's names, from another module, from an enclosing scope or from an attribute, it wrote no
attribute, recorded no fact and no event, and changed no optimizer's state. The same call again
(the same function, arguments, grad mode and call depth) then returns that value without running
the body, as long as every module name the run read (a flag, a logger) still holds what it held.

What stays unsummarised is run as before: a method (its instance is state), a closure, a call
given a tensor or a network, one that returns an object with an identity or a tensor.
"""
from __future__ import annotations

from .values import Value, replace

_PLAIN_KINDS = frozenset({"other", "unknown", "qual"})
MAX_NESTING = 3     # elements of elements of elements (a tuple of config dicts)
MAX_SUMMARIES = 20_000


def plain_key(value: Value, depth: int = 0):
    """What a plain value is, as a key (its spelling left out), or None if it is not plain:
    it has an identity, carries a graph or names code."""
    if value.kind not in _PLAIN_KINDS or value.sym is not None or value.target is not None \
            or value.nodes or value.reach or value.owns or value.grad_of is not None \
            or value.env is not None or value.maybe or value.copies or value.leaf:
        return None
    items = ()
    if value.items:
        if depth >= MAX_NESTING:
            return None
        keys = []
        for item in value.items:
            key = plain_key(item, depth + 1)
            if key is None:
                return None
            keys.append(key)
        items = tuple(keys)
    return (value.kind, value.qual, value.opaque, value.scalar, value.keys, items)


class Summary:
    """A call's summary: what it returned, the objects it created and returned (each replay
    gets new ones) and the globals it read (each must still hold the same value)."""

    __slots__ = ("result", "fresh", "reads")

    def __init__(self, result: Value, fresh: frozenset, reads: tuple) -> None:
        self.result, self.fresh, self.reads = result, fresh, reads

    def valid(self) -> bool:
        return all(table.get(name) is value for table, name, value in self.reads)


def summary_of(result: Value, made_after: int, prefix: str, reads: list) -> Summary | None:
    """The summary of a run that returned ``result`` (the objects it made have symbols
    numbered past ``made_after``), or None if what it returned is not plain: the objects in
    it must be ones the call made and nothing else knows of (a library call's opaque result)."""
    fresh: set = set()
    if not _plain_or_fresh(result, made_after, prefix, fresh, 0):
        return None
    return Summary(result, frozenset(fresh), tuple(reads))


def _plain_or_fresh(value: Value, made_after: int, prefix: str, fresh: set, depth: int) -> bool:
    if value.sym is not None:
        if not (value.kind == "unknown" and value.opaque and not value.items and
                _made_after(value.sym, made_after, prefix)):
            return False
        fresh.add(value.sym)
        value = replace(value, sym=None)
    if not value.items:
        return plain_key(value) is not None
    if depth >= MAX_NESTING or plain_key(replace(value, items=())) is None:
        return False
    return all(_plain_or_fresh(item, made_after, prefix, fresh, depth + 1)
               for item in value.items)


def _made_after(sym: str, made_after: int, prefix: str) -> bool:
    head, hash_, number = sym.rpartition("#")
    return bool(hash_) and head.startswith(prefix) and "{" not in head and "." not in head \
        and number.isdigit() and int(number) > made_after


def replay(value: Value, renames: dict, depth: int = 0) -> Value:
    """``value`` with each object the summarised call made renamed (``renames``: old symbol ->
    new symbol)."""
    if value.sym is not None and value.sym in renames:
        value = replace(value, sym=renames[value.sym])
    if value.items and depth < MAX_NESTING:
        value = replace(value, items=tuple(replay(item, renames, depth + 1)
                                           for item in value.items))
    return value


class Snapshot:
    """What a call could change outside its own frame, taken before it runs."""

    __slots__ = ("facts", "events", "reads", "heap", "freed", "dirty", "pending", "last_step",
                 "marks")

    def __init__(self, interpreter, state) -> None:
        self.facts = facts_size(interpreter.facts)
        self.events = events_size(interpreter)
        self.reads = interpreter.shared_reads
        self.heap, self.freed = state.heap, state.freed
        self.dirty, self.pending = dict(state.dirty), dict(state.pending)
        self.last_step, self.marks = dict(state.last_step), dict(state.marks)

    def only_parts_and_makers_grew(self, interpreter, state) -> bool:
        """Did the run change nothing a constructor summary does not keep (see
        constructors.py): no event, no fact but where networks were made, no part table but
        ``parents``, no gradient state or mark? (Its heap is read apart.)"""
        events = events_size(interpreter)
        if events[:_PARENTS] + events[_PARENTS + 1:] != \
                self.events[:_PARENTS] + self.events[_PARENTS + 1:]:
            return False
        facts = interpreter.facts
        if any(size != old for name, size, old in zip(vars(facts), facts_size(facts), self.facts)
               if name not in _MAKERS):
            return False
        return state.freed is self.freed and \
            _same(self.dirty, state.dirty) and _same(self.pending, state.pending) and \
            _same(self.last_step, state.last_step) and _same(self.marks, state.marks)

    def unchanged(self, interpreter, state) -> bool:
        return self.reads == interpreter.shared_reads and state.heap is self.heap and \
            state.freed is self.freed and \
            self.events == events_size(interpreter) and \
            self.facts == facts_size(interpreter.facts) and \
            _same(self.dirty, state.dirty) and _same(self.pending, state.pending) and \
            _same(self.last_step, state.last_step) and _same(self.marks, state.marks)


_PARENTS = 6  # the position of ``parents`` in events_size()
_MAKERS = frozenset({"made_at", "instances"})  # facts of where networks were made


def events_size(interpreter) -> tuple:
    """The sizes of what the interpreter learns about objects as it runs (a call's effects on
    objects it made and dropped show here too)."""
    return (len(interpreter.trace), len(interpreter.pending), len(interpreter.module_like),
            len(interpreter.has_parameters), len(interpreter.frozen_syms),
            len(interpreter.loaded_syms), len(interpreter.parents),
            len(interpreter.forward_hooks), len(interpreter.forward_pre_hooks),
            len(interpreter._zeroed_syms),
            len(interpreter.param_graphs), len(interpreter.rebound_nodes))


def facts_size(facts) -> tuple:
    return tuple(map(len, vars(facts).values()))


def _same(before: dict, after: dict) -> bool:
    if len(before) != len(after):
        return False
    get = after.get
    return all(get(key) is value for key, value in before.items())
