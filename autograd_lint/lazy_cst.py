"""libcst, imported on first use.

A run whose files all come from the cache parses nothing, yet importing libcst (~200 node
dataclasses) cost ~0.13 s of its ~0.5 s. The modules such a run imports (the rules, to select
them and key the cache; the project index, for the files importing each one) bind ``cst`` to this
module instead of libcst: ``cst.Name`` imports libcst the first time any name is asked for, then
is an attribute of this module like any other.
"""
from __future__ import annotations


def __getattr__(name: str):
    if name.startswith("__"):
        raise AttributeError(name)
    import libcst

    value = getattr(libcst, name)
    globals()[name] = value  # (asked once)
    return value
