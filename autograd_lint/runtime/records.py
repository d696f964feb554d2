"""What the checker hands its monitors: one record per backward pass, one per optimizer.

Plain records with slots (one is made per backward: allocation counts), kept apart from the
checker so that the monitors read them without importing it.
"""
from __future__ import annotations

import threading
import weakref
from typing import TYPE_CHECKING, Callable, Optional

if TYPE_CHECKING:  # pragma: no cover
    from .frames import Site

_EMPTY: list = []  # shared, never mutated: BackwardRecord replaces it before adding
_EMPTY_SET: set = set()


class BackwardRecord:
    """One backward pass as the monitors see it."""

    __slots__ = ("seq", "site", "frame", "retain", "accumulate", "roots", "params", "seqs",
                 "kinds", "top", "hits", "marked", "thread", "suspicion", "notes", "checked",
                 "agl005", "owner_keys", "wants_end", "owners", "several", "unowned",
                 "owners_version", "shape", "merges", "call")

    def __init__(self, seq: int, site: Optional[Site], frame, retain: bool, accumulate: bool,
                 roots: list) -> None:
        self.seq = seq
        self.site = site
        self.frame = frame  # the user's frame; only during the call
        self.retain = retain
        self.accumulate = accumulate
        self.roots: Optional[list] = roots
        self.params: list = []
        # sequence numbers and types of the nodes this backward executes (two flat lists, not a
        # tuple per node: the freed-node log keeps them for 64 backwards)
        self.seqs: list = _EMPTY
        self.kinds: list = _EMPTY
        self.top = -1
        # (node, record of the earlier backward that freed it) for the nodes this one runs again
        self.hits: list = []
        # the record stands for its backward in the freed-node log (no object of its own: one
        # allocation less per backward): ``marked`` once a later backward may meet its nodes
        self.marked = False
        # node sequence numbers are per thread: a hit only counts in the thread that freed it (the
        # thread object, kept alive here: a bare ident is given again to a later thread)
        self.thread = threading.current_thread()
        self.suspicion = None  # an AGL001 suspicion about this backward, if any
        self.notes: list[str] = _EMPTY  # containers made when first needed (rarely)
        self.checked: set = _EMPTY_SET
        self.agl005: list = _EMPTY
        self.owner_keys: set = _EMPTY_SET
        self.wants_end = False  # a monitor wants on_backward_end after a success too
        # who owns the parameters reached (Checker._owner_summary, once per backward): the union
        # of their optimizers' keys (None: no owner), whether they have several distinct owner
        # sets, whether one has no owner, and the owner table's version it was read from
        self.owners: Optional[frozenset] = None
        self.several = False
        self.unowned = False
        self.owners_version = -1
        self.shape: Optional[tuple] = None  # set on the records kept for AGL001 (see there)
        self.merges = 0  # edges into a node the walk had already met (the graph's joins)
        # the call itself, for a backward that freed nodes: its instruction and its caller's
        # (two backwards on one line differ in them; one line repeated by a loop does not)
        self.call: Optional[tuple] = None

    def add_note(self, note: str) -> None:
        if self.notes is _EMPTY:
            self.notes = []
        self.notes.append(note)


class OptInfo:
    """What the checker knows about one optimizer."""

    __slots__ = ("ref", "key", "params", "ids", "count", "last_step_seq", "steps")

    def __init__(self, opt, on_gone: Optional[Callable] = None) -> None:
        self.ref = weakref.ref(opt, on_gone)
        self.key = id(opt)
        self.params: list = []
        self.ids: frozenset = frozenset()
        self.count = -1
        self.last_step_seq = -1
        self.steps = 0

    def refresh(self, opt) -> bool:
        """Re-read the param groups when their size changed; True when it did."""
        count = 0
        for group in opt.param_groups:
            count += len(group["params"])
        if count == self.count:
            return False
        self.params = [p for group in opt.param_groups for p in group["params"]]
        self.ids = frozenset(id(p) for p in self.params)
        self.count = count
        return True
