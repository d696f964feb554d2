"""What the interpreter carries along one path through the code: classes of the file, the state
that is forked at branches and joined after, and the frame of each function being run."""
from __future__ import annotations

import collections

import libcst as cst

from . import torch_api as api
from .names import dotted
from .syntax import literal_bool
from .values import Value, join, replace
from .walk import tree_fact, walk


class _Everything:
    """Contains every name (a class that sets attributes by a name known only at run time)."""

    def __contains__(self, name) -> bool:
        return True


_EVERYTHING = _Everything()


class Budget(Exception):
    """The entry is too large to follow: stop it quietly (no finding is better than a wrong one)."""


class ClassInfo:
    def __init__(self, node: cst.ClassDef, qualname: str, bases: list[str | None], is_module: bool,
                 is_optimizer: bool) -> None:
        self.node = node
        self.name = node.name.value
        self.qualname = qualname
        self.bases = bases
        self.is_module = is_module
        self.is_optimizer = is_optimizer
        self.methods: dict[str, cst.FunctionDef] = {}
        self.attributes = None                 # () -> (param attrs, legacy attrs), computed once
        self._attrs: tuple[set[str], set[str]] | None = None
        self.env: dict | None = None           # enclosing locals of a class defined in a function
        self.example_call: tuple | None = None  # (call, argument values) of one instantiation
        self.own_methods: dict[str, cst.FunctionDef] = {}   # defined in this class's body
        self.base_infos: list[ClassInfo] = []  # base classes defined in the project
        self.context: ModuleContext | None = None            # the module defining the class
        # Fixed once the class is defined, so computed once: with a chain of classes each
        # inheriting the previous one, recomputing them at every call costs the chain's length.
        self._parameter_free: bool | None = None
        self._builds_parameters: bool | None = None
        self._mro: list[ClassInfo] | None = None
        self._own_ids: frozenset[int] | None = None
        self._assigned: frozenset | None = None
        self._settings: frozenset | None = None
        self._literal_flags: frozenset | None = None

    def assigned_after_init(self) -> frozenset:
        """Attributes of ``self`` that a method other than ``__init__`` assigns (in this class or
        a project base class): the others are fixed once the object is built."""
        if self._assigned is None:
            found = set()
            for klass in self.mro:
                cache = klass.context.names_cache if klass.context is not None else {}
                for name, method in klass.own_methods.items():
                    if name != "__init__":
                        found |= tree_fact(cache, "attributes-set", method, attributes_set)
            self._assigned = frozenset(found)
        if "*" in self._assigned:
            return _EVERYTHING
        return self._assigned

    def settings(self) -> frozenset:
        """Attributes of ``self`` that ``__init__`` sets and no other method does (a
        configuration it was given: `self.args`), so a test of one has one truth per object
        (not `self.training`, which `train()` / `eval()` set)."""
        if self._settings is None:
            after = self.assigned_after_init()
            if after is _EVERYTHING:  # (`setattr(self, name, ...)` in a method: any of them)
                self._settings = frozenset()
                return self._settings
            found = set().union(*self._of_each_init("attributes-assigned", _attributes_assigned))
            self._settings = frozenset(found - after - {"training"})
        return self._settings

    def literal_flags(self) -> frozenset:
        """Settings (see :meth:`settings`) that every assignment in the ``__init__`` methods
        sets to the literal True or False (`self.automatic_optimization = False` in a
        subclass, True in its base): design-time flags of the class, not a configuration it
        was given."""
        if self._literal_flags is None:
            found, other = set(), set()
            for literal, rest in self._of_each_init("literal-flags", _literal_flags):
                found |= literal
                other |= rest
            self._literal_flags = frozenset(found - other) & self.settings()
        return self._literal_flags

    def _of_each_init(self, fact: str, compute):
        """``compute`` of the ``__init__`` of this class and of each project base class that
        defines one (kept in the file's fact cache under ``fact``)."""
        for klass in self.mro:
            init = klass.own_methods.get("__init__")
            if init is not None:
                cache = klass.context.names_cache if klass.context is not None else {}
                yield tree_fact(cache, fact, init, compute)

    def derives_from(self, quals) -> bool:
        """Is one of ``quals`` (qualified names of library classes) among this class's bases, or
        those of its project base classes?"""
        seen, pending = set(), [self]
        while pending:
            klass = pending.pop()
            if id(klass) in seen:
                continue
            seen.add(id(klass))
            if any(base in quals for base in klass.bases):
                return True
            pending.extend(klass.base_infos)
        return False

    def _attributes(self) -> tuple[set[str], set[str]]:
        if self._attrs is None:
            params, legacy = self.attributes() if self.attributes is not None else (set(), set())
            for base in self.base_infos:
                params = params | base.param_attrs
            self._attrs = (params, legacy)
        return self._attrs

    @property
    def parameter_free(self) -> bool:
        """A module class that can hold no parameter: based on nn.Module (or such classes) only,
        registering none, and whose __init__ stores no call's result (a layer) on self."""
        if self._parameter_free is None:
            self._parameter_free = False  # a class among its own bases (a cycle) holds some
            self._parameter_free = self._holds_no_parameter()
        return self._parameter_free

    @property
    def builds_parameters(self) -> bool:
        """Does the class's `__init__` (or a base's) build a parameter: `nn.Parameter(...)`,
        `register_parameter`, a torch layer that holds some (`nn.Linear(...)`), or a network
        class of its module that does? Read from the source, wherever the result is stored."""
        if self._builds_parameters is None:
            self._builds_parameters = False  # (a class among its own bases: a cycle)
            self._builds_parameters = any(base.builds_parameters for base in self.base_infos) \
                or self._init_builds_parameters()
        return self._builds_parameters

    def _init_builds_parameters(self) -> bool:
        init = self.own_methods.get("__init__")
        if init is None or self.context is None:
            return False
        for node in walk(init):
            if type(node) is not cst.Call:
                continue
            func = node.func
            if type(func) is cst.Attribute and func.attr.value == "register_parameter":
                return True
            if type(func) is cst.Name and func.value in self.context.classes:
                other = self.context.classes[func.value]
                if other is not self and other.is_module and other.builds_parameters:
                    return True
                continue
            qual = self.context.imports.qualify(func)
            if qual in api.PARAMETER_CLASSES or api.holds_parameters(qual):
                return True
        return False

    def _holds_no_parameter(self) -> bool:
        if not self.is_module or self.param_attrs or self.legacy_attrs:
            return False
        known = _PARAMETERLESS_BASES
        if any(base not in known for base in self.bases if base) and len(self.base_infos) != \
                len([b for b in self.bases if b not in known]):
            return False
        if not all(base.parameter_free for base in self.base_infos):
            return False
        init = self.own_methods.get("__init__")
        return init is None or _stores_only_plain_values(init, self)

    def declared_fields(self) -> list[cst.AnnAssign]:
        """The fields its body declares (`reduction: str = "none"`, `log_spf: nn.Module`), in
        order: what a dataclass's or a NamedTuple's constructor binds."""
        return [small for line in self.node.body.body if type(line) is cst.SimpleStatementLine
                for small in line.body
                if type(small) is cst.AnnAssign and type(small.target) is cst.Name]

    def class_names(self) -> list[str]:
        """The names of its classes, most specific first: the project's along its MRO, then
        each one's bases as spelt (`Linear` of `torch.nn.Linear`)."""
        mro = self.mro
        return [klass.name for klass in mro] + [base.rsplit(".", 1)[-1] for klass in mro
                                                for base in klass.bases if base]

    @property
    def mro(self) -> list[ClassInfo]:
        """The method resolution order over the project's classes (at most 64 of them)."""
        if self._mro is None:
            order: list[ClassInfo] = []
            seen: set[int] = set()
            pending = [self]
            while pending and len(order) < 64:
                current = pending.pop(0)
                if id(current) not in seen:
                    seen.add(id(current))
                    order.append(current)
                    pending.extend(current.base_infos)
            self._mro = order
        return self._mro

    @property
    def own_method_ids(self) -> frozenset[int]:
        if self._own_ids is None:
            self._own_ids = frozenset(id(method) for method in self.own_methods.values())
        return self._own_ids

    @property
    def param_attrs(self) -> set[str]:
        """Attributes the class (or a project base class) registers as nn.Parameter."""
        return self._attributes()[0]

    @property
    def legacy_attrs(self) -> set[str]:
        """Buffers / attributes made by torch.Tensor(sizes)."""
        return self._attributes()[1]


class ModuleContext:
    """One module of the project as the interpreter knows it: what its names mean."""

    def __init__(self, path: str | None, module: cst.Module, imports,
                 caches: tuple[dict, dict] | None = None) -> None:
        self.path = path
        self.module = module
        self.imports = imports
        # names under a node, names a block's statements test and assign (by node id): the
        # tree's own, kept by the project's parse cache for the next linted file
        self.names_cache, self.block_cache = caches if caches is not None else ({}, {})
        self.classes: dict[str, ClassInfo] = {}
        self.functions: dict[str, cst.FunctionDef] = {}
        self.globals: dict = {}       # module-level bindings, once its body has been run
        self.heap: dict = Heap({})    # attributes its module-level code set


class LoopSpan:
    """One run of a loop statement, for the facts settled at the end of an entry: its events
    (``trace[start:end]``; ``end`` is None while it runs), the first and the last graph-node
    order it may have made, and the count of cut calls that may train before and after it (an
    idle loop of AGL009 calls no such code the analysis did not follow)."""

    __slots__ = ("start", "end", "first_order", "last_order", "cuts_before", "cuts_after",
                 "run_starts")

    def __init__(self, start: int, first_order: int, cuts_before: int) -> None:
        self.start, self.first_order, self.cuts_before = start, first_order, cuts_before
        self.end = self.last_order = self.cuts_after = None
        self.run_starts: list[int] = []  # where each run of the body began in the trace

    def run_end(self, run: int, trace: list) -> int:
        """Where the body's run ``run`` ended in the trace (so far, while it runs)."""
        if run + 1 < len(self.run_starts):
            return self.run_starts[run + 1]
        return self.end if self.end is not None else len(trace)

    def close(self, end: int, last_order: int, cuts_after: int) -> None:
        self.end, self.last_order, self.cuts_after = end, last_order, cuts_after

    def events(self, trace: list) -> list:
        """The trace's events in this run of the loop (so far, while it runs)."""
        return trace[self.start:self.end if self.end is not None else len(trace)]


MAX_LINEAGE = 64  # heaps a copy remembers it descends from (older ones are let go)


def exclusive_paths(path: tuple, other: tuple) -> bool:
    """Were two events recorded in different runs of the same split (see _exec_split)?"""
    if not path or not other:
        return False
    truths = dict(path)
    return any(truths.get(serial, truth) != truth for serial, truth in other)


class Lineage:
    """Where a :class:`Heap` copy descends from: the keys it wrote (``written``), and its
    parent's lineage. Kept apart from the heaps themselves, so that an ancestor's entries are
    let go while the keys it wrote are still remembered."""

    __slots__ = ("parent", "written", "depth")

    def __init__(self, parent: Lineage | None, written: set) -> None:
        depth = parent.depth + 1 if parent is not None else 1
        self.parent, self.depth = (parent, depth) if depth <= MAX_LINEAGE else (None, 1)
        self.written = written


class Heap(dict):
    """A path's copy of the heap, made at its first write after a fork: it remembers the heap it
    was copied from (``lineage``) and the keys written since (``written``), so that joining two
    paths compares the attributes either path wrote since they split, not the whole heap (a
    library's objects carry thousands). It also keeps the keys whose value is garbage memory
    (``uninit_keys``): what an initialisation writes is found without a pass over the heap."""

    __slots__ = ("lineage", "written", "uninit_keys")

    def __init__(self, base: dict) -> None:
        super().__init__(base)
        self.written: set = set()
        if type(base) is Heap:
            self.lineage = Lineage(base.lineage, self.written)
            self.uninit_keys = set(base.uninit_keys)
        else:
            self.lineage = Lineage(None, self.written)
            self.uninit_keys = {key for key, value in base.items()
                                if getattr(value, "uninit", None) is not None}

    def __setitem__(self, key, value) -> None:
        self.written.add(key)
        if value.uninit is not None:
            self.uninit_keys.add(key)
        else:
            self.uninit_keys.discard(key)
        dict.__setitem__(self, key, value)

    def update(self, other) -> None:  # (only ever given a dict)
        self.written.update(other)
        for key, value in other.items():
            if value.uninit is not None:
                self.uninit_keys.add(key)
            else:
                self.uninit_keys.discard(key)
        dict.update(self, other)

    def setdefault(self, key, default=None):
        self.written.add(key)
        if key not in self and default.uninit is not None:
            self.uninit_keys.add(key)
        return dict.setdefault(self, key, default)

    def uninit_items(self) -> list:
        """(key, value) of every attribute that holds garbage memory."""
        return [(key, self[key]) for key in self.uninit_keys]


def uninit_items(heap: dict) -> list:
    """(key, value) of every attribute of ``heap`` that holds garbage memory."""
    if type(heap) is Heap:
        return heap.uninit_items()
    return [(key, value) for key, value in heap.items() if value.uninit is not None]


class Freed:
    """Graph node -> the backward that freed it, kept as layers that forked paths share: a path
    that writes after a fork adds a layer of its own instead of copying every entry (a long run
    frees a graph at every backward and forks at every loop). A layer as large as the one under
    it is merged into it, as a binary counter carries: the layers stay logarithmic in number and
    each entry is copied a logarithmic number of times. A key is in one layer only."""

    __slots__ = ("own", "base")

    def __init__(self, base: Freed | None = None) -> None:
        self.own: dict = {}
        self.base = base

    def _layers(self):
        layer = self
        while layer is not None:
            yield layer
            layer = layer.base

    def get(self, node, default=None):
        for layer in self._layers():
            found = layer.own.get(node)
            if found is not None:
                return found
        return default

    def __getitem__(self, node):
        found = self.get(node)
        if found is None:
            raise KeyError(node)
        return found

    def __contains__(self, node) -> bool:
        return any(node in layer.own for layer in self._layers())

    def __bool__(self) -> bool:
        return any(layer.own for layer in self._layers())

    def add(self, entries) -> None:
        """Keep each (node, backward) of ``entries`` whose node is not here yet (only on a
        layer no other path shares: see State.writable_freed)."""
        own = self.own
        for node, fact in entries:
            if node not in self:
                own[node] = fact
        base = self.base
        while base is not None and len(self.own) >= len(base.own):
            self.own = {**base.own, **self.own}  # (a new dict: ``base`` may be another path's)
            self.base = base = base.base

    def apart(self, other: Freed) -> tuple[list, list]:
        """The entries only this map has and those only ``other`` has (compared above the layers
        they share: forks of one path share most of theirs)."""
        theirs_layers = list(other._layers())
        shared = {id(layer) for layer in theirs_layers}
        mine_layers, common = [], None
        for layer in self._layers():
            if id(layer) in shared:
                common = layer
                break
            mine_layers.append(layer)
        theirs_above = []
        for layer in theirs_layers:
            if layer is common:
                break
            theirs_above.append(layer)
        mine_only = [(node, fact) for layer in mine_layers for node, fact in layer.own.items()
                     if node not in other]
        theirs_only = [(node, fact) for layer in theirs_above for node, fact in layer.own.items()
                       if node not in self]
        return mine_only, theirs_only


def written_apart(mine: dict, theirs: dict) -> set | None:
    """The keys whose values may differ between two heaps that descend from a common one (see
    :class:`Heap`), or None when no common heap is remembered."""
    if type(mine) is not Heap or type(theirs) is not Heap:
        return None
    ancestors, node = [], theirs.lineage
    while node is not None:
        ancestors.append(node)
        node = node.parent
    where = {id(node): index for index, node in enumerate(ancestors)}
    keys, node = set(), mine.lineage
    while node is not None:
        index = where.get(id(node))
        if index is not None:
            for descendant in ancestors[:index]:
                keys |= descendant.written
            return keys
        keys |= node.written
        node = node.parent
    return None


# the marks' entry of what attributes of objects with no identity hold, by spelling
# (`features._raw`: see Statements._assign_attribute)
STORED = ("stored",)
# graph nodes some path still holds that another path replaced and then stepped: whether the
# graph outlived a step is not known for them (AGL017); a frozenset in the marks
UNSTEPPED = ("unstepped",)
FLAG_TESTS = ("flag-tests",)  # flag name -> (its frame, the test it was bound to): statements.py


class _AssumedOn:
    """The grad mode of a function run on its own, with no caller seen: taken as on (training
    code needs it: a forward's saved tensors, an in-place edit), but its callers' choice. What
    would be wrong only with grad on in evaluation code (a `.numpy()`, a graph built) is then
    not reported: mmdet's `forward` leads to `aug_test`, which every test loop runs under
    `torch.no_grad()`."""

    def __bool__(self) -> bool:
        return True

    def __repr__(self) -> str:
        return "ASSUMED_ON"


ASSUMED_ON = _AssumedOn()


class State:
    """What one path through the code knows; forked at branches, joined after."""

    __slots__ = ("locals", "heap", "grad", "dirty", "pending", "last_step", "dead", "freed",
                 "marks", "conds", "owns_freed", "owns_heap")

    def __init__(self, locals_: dict, heap: dict, grad: bool, dirty: dict, pending: dict,
                 last_step: dict) -> None:
        self.dead = False           # the path left by continue / break / return / raise
        self.freed = Freed()        # graph node -> the backward that freed it
        # whether ``freed`` is this state's alone: forks share it until one of them writes
        # (it grows with every backward, and a long script forks at every branch and loop)
        self.owns_freed = True
        self.marks: dict = {}       # ("wasted" | "stepped", optimizer key) -> site / (order, site)
        self.conds: dict = {}       # a tested name (`use_amp`, `args.fp16`) -> its truth on this path
        self.locals = locals_
        self.heap = heap            # (object symbol, attribute) -> Value
        # whether ``heap`` is this state's alone: forks share it until one of them writes (a
        # library's objects have hundreds of attributes; most branches set none of them)
        self.owns_heap = True
        self.grad = grad            # grad mode: True, False, None (unknown) or ASSUMED_ON
        self.dirty = dirty          # optimizer key -> step() applied and no zeroing since
        self.pending = pending      # optimizer key -> a backward added gradients since the last step
        self.last_step = last_step  # optimizer key -> the last step() site

    def fork(self) -> State:
        copy = State(dict(self.locals), self.heap, self.grad, dict(self.dirty),
                     dict(self.pending), dict(self.last_step))
        copy.owns_heap = self.owns_heap = False
        copy.freed = self.freed
        copy.owns_freed = self.owns_freed = False
        copy.marks = dict(self.marks)
        copy.conds = dict(self.conds)
        return copy

    def writable_heap(self) -> dict:
        """``heap``, copied first if another state shares it: every write goes through here."""
        if not self.owns_heap:
            self.heap = Heap(self.heap)
            self.owns_heap = True
        return self.heap

    def write(self, table: dict, updates: dict) -> None:
        """Write ``updates`` into ``table`` (this state's heap copied first if shared)."""
        (self.writable_heap() if table is self.heap else table).update(updates)

    def share_heap(self, heap: dict, owned: bool) -> None:
        """Continue with ``heap`` (a call's, handed back to its caller)."""
        self.heap = heap
        self.owns_heap = owned

    def writable_freed(self) -> Freed:
        """``freed``, given a layer of this state's own first if another state shares it."""
        if not self.owns_freed:
            self.freed = Freed(self.freed)
            self.owns_freed = True
        return self.freed

    def share_freed(self, freed: Freed) -> None:
        """Continue with ``freed``, which another state holds too (a call's, its caller's)."""
        self.freed = freed
        self.owns_freed = False

    def become(self, other: State) -> None:
        """Take over ``other``'s knowledge (callers keep a reference to this object)."""
        self.locals, self.grad = other.locals, other.grad
        self.share_heap(other.heap, False)  # (other's and this state's from now on)
        self.dirty, self.pending, self.last_step = other.dirty, other.pending, other.last_step
        self.dead, self.marks = other.dead, other.marks
        self.share_freed(other.freed)
        self.conds = other.conds

    def merge(self, others: list[State], exclusive: int | None = None) -> None:
        """Continue with whichever of ``others`` (live paths) ran."""
        if not others:
            self.dead = True
            return
        self.become(others[0].fork())
        for other in others[1:]:
            self.absorb(other, exclusive)

    def absorb(self, other: State, exclusive: int | None = None) -> None:
        """Join ``other`` into this state (either path may have run).

        ``exclusive``: the paths were chosen by a test with the same truth every time it runs (a
        configuration flag), and graph nodes older than this order number were made before they
        split. Such a node that one path still holds and the other replaced is a graph the other
        path's earlier runs never made (`self.alpha = log_alpha.exp()` under the flag, the old
        number otherwise): only maybe carried (AGL005)."""
        my_freed, their_freed = self.freed, other.freed
        # graphs only one path freed: a value that surely holds one only on the other path
        # never meets it freed, whichever path ran (computed when a value first needs it)
        freed_apart = None if my_freed is not their_freed and (my_freed or their_freed) else ()
        # steps only one path took: a graph the other path alone still holds was never made
        # before that step on a path that took it (AGL017; computed when a value first needs it)
        steps_apart = None if self.marks is not other.marks else frozenset()
        unstepped: set = set()
        for table_name in ("locals", "heap"):
            mine, theirs = getattr(self, table_name), getattr(other, table_name)
            if mine is theirs:
                continue  # (a heap neither path wrote since they split)
            get = mine.get
            apart = written_apart(mine, theirs) if table_name == "heap" else None
            if apart is not None:
                changed = [(key, theirs[key]) for key in apart
                           if key in theirs and get(key) is not theirs[key]]
            else:  # (most of a forked table is what neither path rebound: skipped in one pass)
                changed = [(key, value) for key, value in theirs.items() if get(key) is not value]
            if not changed:
                continue
            if table_name == "heap":
                mine = self.writable_heap()
            for key, value in changed:
                old = mine.get(key)
                if old is None:
                    mine[key] = value
                    continue
                joined = join(old, value)
                if not (old.nodes or value.nodes):
                    mine[key] = joined
                    continue
                apart = set()
                if freed_apart is None:
                    mine_only, theirs_only = my_freed.apart(their_freed)
                    freed_apart = {node for node, _ in mine_only}.union(
                        node for node, _ in theirs_only)
                if freed_apart:
                    for node in (old.nodes | value.nodes) & freed_apart:
                        if node in my_freed:
                            holds_freed, holds_other = old, value
                        else:
                            holds_freed, holds_other = value, old
                        if node in holds_other.nodes and node not in holds_other.maybe and \
                                (node not in holds_freed.nodes or node in holds_freed.maybe):
                            apart.add(node)
                if steps_apart is None:
                    steps_apart = _steps_apart(self.marks, other.marks)
                if steps_apart:
                    unstepped |= _held_apart_from_steps(old, self.marks, value, other.marks,
                                                        steps_apart)
                if exclusive is not None and old.nodes != value.nodes:
                    apart.update(node for node in old.nodes ^ value.nodes
                                 if node.order < exclusive)
                if apart:
                    joined = replace(joined, maybe=joined.maybe | apart)
                mine[key] = joined
        for key, value in other.last_step.items():
            mine = self.last_step.get(key, value)
            if mine is not value and other.dirty.get(key):
                # the step not followed by zeroing is the one that matters; if both paths
                # have one, which is unknown (None: no fix can be placed after "the" step)
                mine = value if not self.dirty.get(key) else None
            if mine is value:  # (the tested names' truths where that step ran go with it)
                conds = other.marks.get(("step-conds", key))
                if conds is not None:
                    self.marks[("step-conds", key)] = conds
            self.last_step[key] = mine
        for key, value in other.dirty.items():
            self.dirty[key] = self.dirty.get(key, False) or value
        for key, value in other.pending.items():
            self.pending[key] = self.pending.get(key, False) or value
        if other.freed is not self.freed and other.freed:
            _, theirs_only = self.freed.apart(other.freed)
            if theirs_only:
                self.writable_freed().add(theirs_only)
        for key in [key for key in self.marks if type(key) is tuple and key[0] == "mode"]:
            theirs = other.marks.get(key)  # (a mode both paths set alike stays known)
            mine = self.marks[key]
            if theirs is None or theirs[1] != mine[1]:
                del self.marks[key]
            elif mine[2] and not theirs[2]:
                self.marks[key] = (mine[0], mine[1], False)
        mine_stored = self.marks.get(STORED)
        if mine_stored:  # (what both paths stored alike stays known)
            theirs = other.marks.get(STORED) or {}
            self.marks[STORED] = {spelt: value for spelt, value in mine_stored.items()
                                  if theirs.get(spelt) is value}
        mine_flags = self.marks.get(FLAG_TESTS)
        if mine_flags and mine_flags is not other.marks.get(FLAG_TESTS):
            # (a flag is known to be a test where both paths bound it to that test)
            theirs = other.marks.get(FLAG_TESTS) or {}
            self.marks[FLAG_TESTS] = {name: entry for name, entry in mine_flags.items()
                                      if theirs.get(name) == entry}
        theirs = other.marks.get(UNSTEPPED)
        if unstepped or theirs and theirs is not self.marks.get(UNSTEPPED):
            self.marks[UNSTEPPED] = self.marks.get(UNSTEPPED, frozenset()).union(
                theirs or (), unstepped)
        for key, value in other.marks.items():
            if key in (STORED, FLAG_TESTS, UNSTEPPED) or type(key) is tuple and key[0] == "mode":
                continue
            mine = self.marks.setdefault(key, value)
            if mine is not value and type(key) is tuple and key[0] == "zeroed-after":
                # (the steps some path zeroed after)
                self.marks[key] = mine | value
        if self.conds:  # a condition is known after the join only if both paths agree on it
            self.conds = {key: value for key, value in self.conds.items()
                          if other.conds.get(key) is value}
        if self.grad is not other.grad:  # either path may have run: on if it may be on
            self.grad = None if None in (self.grad, other.grad) else True

    def forget(self, name: str) -> None:
        """``name`` (or an attribute of it) was assigned: what its tests said no longer holds,
        nor what was stored on its attributes by spelling (see ``_assign_attribute``)."""
        if self.conds:
            prefix, compared = name + ".", name + "=="
            self.conds = {key: value for key, value in self.conds.items()
                          if key != name and not key.startswith((prefix, compared))}
        stored = self.marks.get(STORED)
        if stored:
            # (and an entry by spelling, `h[i]` / `self.hidden[i]`, of the container or index)
            prefixes, index = (name + ".", name + "["), f"[{name}]"
            self.marks = {**self.marks, STORED: {spelt: value for spelt, value in stored.items()
                                                 if not spelt.startswith(prefixes) and
                                                 not spelt.endswith(index)}}


def forget_frame_flags(state: State, frame: Frame, before) -> None:
    """``frame``'s call returns: its flags go (``before``: the table as the call began, kept
    as it was where the call bound none, so that a call that changed nothing shows none)."""
    flags = state.marks.get(FLAG_TESTS)
    if flags is before or not flags:
        return
    kept = {flag: entry for flag, entry in flags.items() if entry[0] is not frame}
    if before is not None and kept == before:
        kept = before
    marks = {**state.marks, FLAG_TESTS: kept}
    if not kept and before is None:
        del marks[FLAG_TESTS]
    state.marks = marks


class Frame:
    def __init__(self, name: str, globals_: dict | None, instance: Value | None,
                 klass: ClassInfo | None, enclosing: dict | None = None) -> None:
        self.name = name
        self.enclosing = enclosing
        self.globals = globals_
        self.instance = instance
        self.klass = klass
        self.returns: list[Value] = []
        self.exits: list[State] = []        # states at each `return`
        self.yields: list[Value] = []       # what a generator's `yield`s hand out
        self.created: set[str] = set()      # modules built while this call ran (not loaded)
        self.given: dict[str, Value] = {}   # the values its parameters were called with
        # names its `nonlocal` / `global` statements share with the enclosing function's locals
        # (``enclosing``) / the module's (``globals``): an assignment rebinds them there
        self.shared: dict[str, str] = {}
        # parameters whose container the call changed in place (`batch["filled"] = out`), and
        # those it rebound first (`batch = dict(batch)`): the caller's object holds the former
        self.mutated: set[str] = set()
        self.rebound: set[str] = set()
        # past `if <periodic test>: return`: the rest runs on some iterations only
        self.periodic_guard = False

    def holds_argument(self, name: str) -> bool:
        """Does ``name`` still hold what the caller passed for that parameter?"""
        return name in self.given and name not in self.rebound


def mark_grad_switch(state: State, tensor: cst.BaseExpression, flag: bool | None) -> None:
    """`w.requires_grad_(False)` / `w.requires_grad = False`: the tensor ``tensor`` spells
    requires no grad on this path until switched back (an in-place write to it in between, as
    a library resets part of a parameter, edits no leaf that requires grad); any other flag,
    one not known included, may switch it back."""
    spelt = dotted(tensor)
    if spelt:
        state.marks = {**state.marks, ("grad-off", spelt): flag is False}


def grad_switched_off(state: State, tensor: cst.BaseExpression) -> bool:
    spelt = dotted(tensor)
    return bool(spelt) and state.marks.get(("grad-off", spelt), False) is True


def changed_argument(frame: Frame, name: str) -> None:
    """``name``'s container was changed in place: if it is a parameter not rebound, the
    caller's object was (see :meth:`~.calls.Calls._arguments_changed`)."""
    if frame.holds_argument(name):
        frame.mutated.add(name)


_LITERALS = frozenset({cst.Integer, cst.Float, cst.SimpleString, cst.UnaryOperation,
                       cst.BinaryOperation})
# (not `register_buffer`: a buffer is never a parameter)
_REGISTERING = frozenset({"register_parameter", "add_module", "register_module", "setattr"})
# bases that add no parameter to a network class (`class InputTransform(Module, ABC)`)
_PARAMETERLESS_BASES = frozenset({"torch.nn.Module", "nn.Module", "Module", "abc.ABC", "ABC",
                                  "object"})


_PLAIN_BUILTINS = frozenset({"list", "dict", "tuple", "set", "frozenset", "range", "int", "float",
                             "bool", "str", "len", "sorted", "min", "max", "sum", "abs", "round",
                             "zip", "enumerate"})
# what a parameter annotated with only these names holds is data, never a network or a parameter
_PLAIN_ANNOTATION_NAMES = frozenset({
    "int", "float", "bool", "str", "bytes", "None", "Size", "torch", "list", "List", "tuple",
    "Tuple", "dict", "Dict", "set", "Set", "Optional", "Union", "Sequence", "Literal", "typing",
    "dtype", "device"})


def _declared_plain(function: cst.FunctionDef, name: str) -> bool:
    """Is ``name`` a parameter of ``function`` annotated as data (`d: int`, `batch_shape:
    torch.Size`, `indices: list[int] | None`), or, not annotated, with a plain default?"""
    for param in (*function.params.params, *function.params.kwonly_params):
        if param.name.value == name:
            annotation = param.annotation
            if annotation is None:
                # (`alpha=1`, `reduction='mean'`: a number or a string by default, data)
                return _plain_default(param.default)
            nodes = list(walk(annotation.annotation))
            leaves = [node.value for node in nodes if type(node) is cst.Name]
            return bool(leaves) and not any(type(node) is cst.SimpleString for node in nodes) \
                and all(leaf in _PLAIN_ANNOTATION_NAMES for leaf in leaves)
    return False


def _plain_default(default) -> bool:
    """Is ``default`` a number, a string or a bool (`1`, `-0.5`, `'mean'`, `True`)? Not None,
    which a `backbone=None` network argument defaults to as well."""
    if type(default) is cst.UnaryOperation:
        default = default.expression
    return type(default) in (cst.Integer, cst.Float, cst.SimpleString) or \
        type(default) is cst.Name and default.value in ("True", "False")


def _stores_only_plain_values(function: cst.FunctionDef, klass: ClassInfo) -> bool:
    """Does ``function`` (a class's ``__init__``) store on ``self`` only what holds no
    parameter: literals and arithmetic, parameter-free torch layers, instances of this module's
    classes that hold none, and names the class reads only as data (`self.k = k`, read in
    `(self.k - 1) // 2`)? A call it cannot place, or a method that registers by name, may hold
    parameters."""
    data = None
    for node in walk(function):
        kind = type(node)
        if kind is cst.Call:
            func = node.func
            if type(func) is cst.Attribute and func.attr.value in _REGISTERING or \
                    type(func) is cst.Name and func.value == "setattr":
                return False
            continue
        if kind is cst.Assign:
            targets = [t.target for t in node.targets]
        elif kind is cst.AnnAssign and node.value is not None:
            targets = [node.target]
        else:
            continue
        attrs = [t.attr.value for t in targets if type(t) is cst.Attribute]
        if not attrs:
            continue
        value = node.value
        if _plain_value(value, function, klass):
            continue  # (`self.features = features or {}` of an argument annotated as data)
        if type(value) is cst.Name:  # (`self.k = k`, read in `(self.k - 1) // 2`)
            data = _attributes_read_as_data(klass) if data is None else data
            if all(attr in data for attr in attrs):
                continue
        return False
    return True


def _plain_value(value, function: cst.FunctionDef, klass: ClassInfo, depth: int = 0) -> bool:
    """Is ``value`` (stored on self by ``function``) data that registers no parameter: a call
    that builds none, None or an argument annotated as data, and containers, conditionals and
    `a or b` of those (`[tuple(0.0 for _ in range(d))]`, `features or {}`)?"""
    kind = type(value)
    if kind in _LITERALS and not any(type(n) is cst.Call for n in walk(value)):
        return True
    if kind is cst.Call:
        return _builds_no_parameter(value, klass)
    if kind is cst.Name:
        return value.value in ("None", "True", "False") or _declared_plain(function, value.value)
    if depth > 3:
        return False
    if kind in (cst.List, cst.Tuple, cst.Set):
        parts = [element.value for element in value.elements]
    elif kind is cst.Dict:
        parts = [element.value for element in value.elements]
    elif kind is cst.IfExp:
        parts = [value.body, value.orelse]
    elif kind is cst.BooleanOperation:
        parts = [value.left, value.right]
    else:
        return False
    return all(_plain_value(part, function, klass, depth + 1) for part in parts)


def _builds_no_parameter(call: cst.Call, klass: ClassInfo) -> bool:
    """`nn.AvgPool1d(k)`, or `moving_avg(k)` of a class of the same module holding none."""
    context = klass.context
    if context is None:
        return False
    func = call.func
    if type(func) is cst.Name and func.value in context.classes:
        other = context.classes[func.value]
        return other.is_module and other.parameter_free
    if type(func) is cst.Name and func.value in _PLAIN_BUILTINS:
        # `list(range(dim))`, `tuple(0.0 for _ in ...)`: built of builtins only (not
        # `list(make_layers())`, whose layers, though not registered, have parameters)
        return all(type(node.func) is cst.Name and node.func.value in _PLAIN_BUILTINS
                   for node in walk(call) if type(node) is cst.Call)
    qual = context.imports.qualify(func)
    if qual and qual.startswith("torch.") and qual.count(".") == 1 and \
            qual[6:] in api.TENSOR_FACTORIES:  # a plain tensor (`torch.tensor(sigma ** 2)`), not trained
        return not any(arg.keyword is not None and arg.keyword.value == "requires_grad"
                       for arg in call.args)
    return api.holds_no_parameter(qual)


# where a read of `self.x` uses it as data, not as a network (called, its attributes read,
# iterated, handed on)
_DATA_USES = (cst.BinaryOperation, cst.UnaryOperation, cst.Comparison, cst.ComparisonTarget,
              cst.Index, cst.Slice, cst.If, cst.IfExp, cst.While, cst.BooleanOperation,
              cst.FormattedStringExpression)
_DATA_BUILTINS = frozenset({"int", "float", "range", "len", "abs", "min", "max", "round", "str",
                            "bool", "print"})
# keywords and tensor methods whose arguments are sizes, dimensions and factors
_DATA_KEYWORDS = frozenset({"dim", "dims", "axis", "kernel_size", "stride", "padding", "dilation",
                            "groups", "size", "scale_factor", "mode", "p", "eps", "shifts",
                            "chunks", "start_dim", "end_dim", "keepdim", "align_corners"})
_SHAPE_METHODS = frozenset({"view", "reshape", "chunk", "split", "flip", "permute", "transpose",
                            "repeat", "expand", "narrow", "unfold", "roll", "squeeze",
                            "unsqueeze", "flatten", "sum", "mean", "softmax", "log_softmax",
                            "size", "movedim", "repeat_interleave"})


def _attributes_read_as_data(klass: ClassInfo) -> frozenset:
    """Attributes of ``self`` that the class's own methods read, and read only as data."""
    data, other = set(), set()
    pending = [(method, None) for method in klass.own_methods.values()]
    while pending:
        node, parent = pending.pop()
        if type(node) is cst.Attribute and type(node.value) is cst.Name and \
                node.value.value == "self":
            if type(parent) is cst.AssignTarget or \
                    type(parent) in (cst.AnnAssign, cst.AugAssign) and parent.target is node:
                continue  # (stored, not read)
            (data if isinstance(parent, _DATA_USES) else other).add(node.attr.value)
            continue
        if type(node) is cst.Call:
            func = node.func
            sizes = type(func) is cst.Name and func.value in _DATA_BUILTINS or \
                type(func) is cst.Attribute and func.attr.value in _SHAPE_METHODS
            for arg in node.args:  # int(self.k), x.chunk(2, self.dim), torch.cat(xs, dim=self.d)
                if type(arg.value) is cst.Attribute and type(arg.value.value) is cst.Name and \
                        arg.value.value.value == "self" and (sizes or arg.keyword is not None and
                                                             arg.keyword.value in _DATA_KEYWORDS):
                    data.add(arg.value.attr.value)
                else:
                    pending.append((arg, node))
            pending.append((func, node))
            continue
        pending.extend((child, node) for child in node.children)
    return frozenset(data - other)


def attributes_set(method: cst.FunctionDef) -> frozenset:
    """The ``self.x`` attributes ``method`` assigns (``=``, ``+=``, ``x: T =``); "*" when it
    calls ``setattr`` (any attribute)."""
    found = set()
    for node in walk(method):
        found.update(_self_attributes_set(node))
        if type(node) is cst.Call and type(node.func) is cst.Name and node.func.value == "setattr":
            found.add("*")  # setattr(self, name, ...): any attribute
    return frozenset(found)


def _attributes_assigned(function: cst.FunctionDef) -> frozenset:
    """The ``self.x`` attributes plain assignments (``=``) in ``function`` set."""
    return frozenset(attr for node in walk(function) if type(node) is cst.Assign
                     for attr in _self_attributes_set(node))


def _literal_flags(function: cst.FunctionDef) -> tuple[frozenset, frozenset]:
    """(the ``self.x`` attributes ``function`` assigns a True / False literal, those it
    assigns anything else)."""
    literal, other = set(), set()
    for node in walk(function):
        if type(node) in (cst.Assign, cst.AugAssign, cst.AnnAssign):
            flag = literal_bool(node.value) is not None and type(node) is not cst.AugAssign
            (literal if flag else other).update(_self_attributes_set(node))
    return frozenset(literal), frozenset(other)


def _self_attributes_set(node) -> list[str]:
    """The ``self.x`` attributes a statement (``=``, ``+=``, ``x: T =``) assigns."""
    kind = type(node)
    targets = [target.target for target in node.targets] if kind is cst.Assign else (
        [node.target] if kind in (cst.AugAssign, cst.AnnAssign) else [])
    return [target.attr.value for target in targets if type(target) is cst.Attribute and
            type(target.value) is cst.Name and target.value.value == "self"]


def closure_env(state: State, frame: Frame | None):
    """The names a function defined here reads from outside it: this frame's locals (as they
    are when it runs), then those its own enclosing function gave it (a decorator factory's
    `optimizer`, read by the wrapper inside `decorate`)."""
    if frame is None or not frame.enclosing:
        return state.locals
    return collections.ChainMap(state.locals, frame.enclosing)


def _steps_apart(mine: dict, theirs: dict) -> frozenset:
    """The step marks of optimizers whose last step differs between two paths' marks."""
    return frozenset(key for table, other in ((mine, theirs), (theirs, mine)) for key, mark in
                     table.items() if type(key) is tuple and key[0] == "stepped" and
                     other.get(key) != mark)


def _held_apart_from_steps(old, my_marks: dict, value, their_marks: dict, keys) -> set:
    """Graph nodes one path's value surely holds and the other path's does not, where the other
    path stepped after the node was made and the holding path did not take that step: which
    path ran is unknown, so whether the node outlived the step is too (a loop's lists of
    log-probabilities, emptied on the path that updated, filled on the one that did not)."""
    apart = set()
    for node in old.nodes ^ value.nodes:
        holder, holder_marks, other_marks = (old, my_marks, their_marks) if node in old.nodes \
            else (value, their_marks, my_marks)
        if node in holder.maybe:
            continue
        if any(key in other_marks and other_marks[key] != holder_marks.get(key) and
               other_marks[key][0] > node.order for key in keys):
            apart.add(node)
    return apart
