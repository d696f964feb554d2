"""Facts for AGL006-AGL020, found while the interpreter runs: tensors saved for backward, losses
kept across iterations, evaluation without no_grad, uninitialized memory, layers swapped under an
optimizer, graphs a step made stale, losses cut off from their parameters. A mixin of
:class:`~autograd_lint.semantics.interpreter.Interpreter`."""
from __future__ import annotations

import re

import libcst as cst

from ..findings import CALLED_FROM
from . import torch_api as api
from .class_reading import hook_writes
from .reach import holder_chain, overlaps, reach_of, related
from .script_runs import checkout_order
from .syntax import (entry_spelling, is_evaluation_name, is_none, label_of, literal_key,
                     locally_bound, root_name)
from .names import dotted
from .state import (STORED, UNSTEPPED, ClassInfo, Frame, LoopSpan, State, changed_argument,
                    exclusive_paths, uninit_items)
from .factories import is_int
from .values import (EMPTY, OTHER, TENSOR_DICT, UNKNOWN, UNNAMED, BackwardFact, GraphNode, Value,
                     alternatives, detached_items, grad_origin, known_int, made_parameters,
                     only_uncertain, replace)
from .walk import names_in, tree_fact, walk

MAX_WRITERS = 32  # importers read for writes of an uninitialised attribute
# a loop over some module's parameters whose body (within a few lines) initialises each in place
# (not their gradients: `p.grad.zero_()`)
_INITS_EVERY_PARAMETER = re.compile(
    r"^[ \t]*for [^\n]+ in [^\n]+\.(?:named_)?parameters\(\)[^\n]*:[ \t]*\n"
    r"(?:[^\n]*\n){0,3}?(?![^\n]*\bgrad\b)[^\n]*"
    r"(?:init\.\w+_\(|\.(?:normal|uniform|zero|fill|constant)_\()", re.MULTILINE)


# names a loop that trains spells (a backward, a step, a zeroing, a gradient taken)
_LOOP_TRAINING_NAMES = frozenset({"backward", "manual_backward", "step", "zero_grad", "autograd",
                                  "grad"})


class HazardFacts:
    # ------------------------------------------------------------ facts for AGL006-AGL020
    def _saving(self, op: str, result: Value, node, operands: list[Value], state: State,
                operand_nodes: list | None = None) -> Value:
        """Mark tensors an op saves for its backward: its output (sigmoid, exp...) or its inputs
        (mul, matmul...) when another operand needs grad."""
        if not state.grad or not result.nodes:
            return result
        graph_node = next((n for n in result.nodes if n.site is node), None)
        if graph_node is None:
            return result
        if op in api.OUTPUT_SAVING_OPS:
            return replace(result, saved_by=graph_node)
        if op in api.SELF_SAVING_OPS and operand_nodes and operands:
            value = operands[0]  # (saved for its own gradient)
            if value.kind == "tensor" and not value.leaf and value.saved_by is None and \
                    value.needs_grad:
                self._mark_saved(operand_nodes[0], value, graph_node, state)
            return result
        if op in api.INPUT_SAVING_OPS and operand_nodes:
            for index, (value, expr) in enumerate(zip(operands, operand_nodes)):
                others = operands[:index] + operands[index + 1:]
                # x ** 2 saves x for its own gradient; x * w saves x for w's gradient
                saved = value.needs_grad if op == "pow" and index == 0 else \
                    any(o.needs_grad for o in others)
                if value.kind == "tensor" and not value.leaf and value.saved_by is None and saved:
                    self._mark_saved(expr, value, graph_node, state)
        return result

    def _mark_saved(self, expr, value: Value, graph_node: GraphNode, state: State) -> None:
        """The tensor ``expr`` holds (``value``) is saved for the backward of ``graph_node``;
        so, for an in-place write, is the tensor a basic slice of it views (`t[:, col]`)."""
        self._rebind(expr, replace(value, saved_by=graph_node), state)
        if type(expr) is cst.Subscript and type(expr.value) is cst.Name and \
                self._basic_slice(expr, state):
            self._mark_base_saved(expr.value.value, None, graph_node, state)
        elif type(expr) is cst.Name and value.view_base is not None and self.frames and \
                value.view_base[0] == id(self.frames[-1]):
            # (`theta = y[:, :1]` saved by `torch.sin(theta)`: so is y's memory)
            self._mark_base_saved(value.view_base[1], value.view_base[2], graph_node, state)
        if type(expr) is cst.Name and self.frames:
            # (an argument: the caller's tensor is the one saved, `field(h, c)` whose forward
            # computes `h * c`; an in-place `h += k` there breaks it)
            changed_argument(self.frames[-1], expr.value)

    def _mark_base_saved(self, name: str, nodes: frozenset | None, graph_node: GraphNode,
                         state: State) -> None:
        """A view of the non-leaf tensor the local ``name`` holds was saved for the backward of
        ``graph_node``: the tensor is (unless ``name`` was rebound since the view was taken,
        its graph then ``nodes``), and so is the caller's, if ``name`` is an argument."""
        base = state.locals.get(name)
        if base is None or base.kind != "tensor" or base.leaf or base.saved_by is not None or \
                nodes is not None and base.nodes != nodes:
            return
        self._rebind(cst.Name(name), replace(base, saved_by=graph_node), state)
        if self.frames:
            changed_argument(self.frames[-1], name)

    def _viewed(self, result: Value, op: str, expr, base: Value, state: State) -> Value:
        """``result`` of the op ``op`` on ``base`` (spelt ``expr``): when ``op`` takes a view or
        views of pieces (`y.narrow(...)`, `y.split(...)`), marked a view of it."""
        if (op in api.VIEW_METHODS or op in api.SPLITTING_METHODS) and result.kind == "tensor":
            return replace(result, view_base=self._view_base(expr, base, state))
        return result

    def _view_base(self, expr, base: Value, state: State) -> tuple | None:
        """What :attr:`~.values.Value.view_base` a view of ``base``, taken by ``expr`` (a basic
        slice or a view method of a local name, or of a view of one), records."""
        if base.kind != "tensor":
            return None
        if type(expr) is cst.Subscript:
            if not self._basic_slice(expr, state):
                return None  # (an index tensor, a mask: a copy)
            expr = expr.value
        if base.view_base is not None:
            return base.view_base
        if type(expr) is not cst.Name or base.leaf or not base.nodes or not self.frames:
            return None
        return (id(self.frames[-1]), expr.value, base.nodes)

    def _basic_slice(self, expr: cst.Subscript, state: State) -> bool:
        """Is ``expr`` basic indexing (slices, ints, `None`, `...`), a view of its base, not a
        copy (an index tensor, a mask)?"""
        frame = self.frames[-1] if self.frames else None
        for element in expr.slice:
            index = element.slice
            if type(index) is cst.Slice:
                continue
            node = index.value
            if type(node) in (cst.Integer, cst.Ellipsis) or is_none(node) or \
                    type(node) is cst.UnaryOperation and type(node.expression) is cst.Integer:
                continue
            if type(node) is cst.Name and frame is not None:
                held = self._peek(node, state, frame)
                if is_int(held) or known_int(held) is not None:
                    continue
            return False
        return True

    def _inplace_on_saved(self, value: Value, target_node, site, state: State) -> None:
        if state.grad and value.kind == "tensor" and value.saved_by is not None and not value.leaf:
            self.pending.append(("saved", site, target_node, value.saved_by, len(self.trace)))

    def _written_into(self, target_node, receiver: Value, written: list[Value], state: State,
                      frame: Frame | None = None, kept: tuple | None = None) -> Value:
        """`preds[:, t] = out`, `buf.copy_(x)`, `acc.add_(y)`: a tensor written in place with
        grad on carries the written values' graphs from then on (it stays the same tensor), and
        so does the tensor a view of it was taken from (`preds.select(1, t).copy_(out)`).
        ``kept``: (site, value node, value) of a write that keeps what was there before
        (`history[step] = loss`, `running.add_(loss)`: AGL010 in a loop)."""
        nodes = reach = EMPTY
        opaque = False
        for value in written:
            if value.kind in ("tensor", "unknown", "params"):
                nodes |= value.nodes
                reach |= value.reach | ({value.sym} if value.leaf and value.sym else EMPTY)
                opaque = opaque or value.opaque
        base_node = _viewed_base(target_node)
        if state.grad is False or not (nodes or reach or opaque) or base_node is None:
            return receiver  # (through `.data`: a write autograd does not record)

        def merged(value: Value) -> Value | None:
            if value.kind != "tensor" or value.leaf or \
                    nodes <= value.nodes and reach <= value.reach and not opaque:
                return None
            # (grad mode unknown: whether a graph came in is unknown too)
            joined = replace(value, nodes=value.nodes | nodes, reach=value.reach | reach,
                             opaque=value.opaque or opaque or state.grad is None)
            return joined if kept is None or not self._training_loop() else \
                self._accumulate(kept[0], target_node, kept[1], kept[2], joined, state)

        result = merged(receiver) if base_node is target_node or kept is None else None
        if base_node is not target_node:
            base = merged(self._held(base_node, state, frame))
            if base is not None:
                self._rebind(base_node, base, state, frame)
        elif result is not None:
            self._rebind(target_node, result, state, frame)
        return result or receiver

    def _training_loop(self) -> bool:
        """Has the innermost loop run a backward yet (a training loop logging its losses), unlike
        a loop filling a tensor entry by entry (an analytic gradient in a test)?"""
        return bool(self.loop_spans) and any(
            kind == "backward" for kind, _ in self.loop_spans[-1].events(self.trace))

    def _used_up(self, expr, value: Value, state: State, frame: Frame | None) -> None:
        """An iterator kept in a name or an attribute (`self.params = model.parameters()`) was
        passed over: a later pass gets nothing (a zeroing loop over it zeroes nothing)."""
        if isinstance(expr, cst.Name) or isinstance(expr, cst.Attribute) and \
                isinstance(expr.value, cst.Name):
            self._rebind(expr, replace(value, one_shot=False, spent=True), state, frame)

    def _held(self, expr, state: State, frame: Frame | None) -> Value:
        """What a name or `obj.attr` holds now, without events."""
        if isinstance(expr, cst.Name):
            return state.locals.get(expr.value, UNKNOWN)
        if isinstance(expr, cst.Attribute) and isinstance(expr.value, cst.Name) and \
                frame is not None:
            owner = self._lookup(expr.value.value, state, frame)
            if owner.sym is not None:
                return state.heap.get((owner.sym, expr.attr.value), UNKNOWN)
        return UNKNOWN

    def _read_uninitialized(self, reader, *values: Value) -> None:
        """``reader`` (a layer call, `+=`) reads the memory of ``values``."""
        for value in values:
            if value.uninit is not None and id(value.uninit) not in self.filled:
                self._uninitialized_read(value.uninit, reader)

    def _uninitialized_read(self, origin, reader) -> None:
        """Garbage memory made at ``origin`` is read by ``reader`` (AGL015). Not a buffer read
        by a network's own method analysed with no program around it: a buffer is what
        `load_state_dict` fills (a converted model's index table), and whether a load comes
        first is its callers' to tell."""
        if id(origin) in self.buffer_origins and not self.call_nodes:
            return
        self.facts.uninitialized.append((origin, "used", reader))

    def _written_by_init_hook(self, klass: ClassInfo, attr: str) -> bool:
        """Does a weight-init hook the project applies to every submodule of its models
        (`self.apply(self._init_weights)`, `net.apply(weights_init)`, transformers' `post_init()`)
        write `attr` of ``klass``'s instances (unless an isinstance test rules the class out)?
        The model initialises it once built (`nn.Parameter(torch.FloatTensor(n))` then
        `init.uniform_(module.codevectors)`)."""
        names = _class_names(klass)
        for context in (klass.context, self.main):
            if context is None:
                continue
            writes = tree_fact(context.names_cache, "init-hook-writes", context.module,
                               lambda _, c=context: self._init_hook_writes(c))
            if any(written == attr and (guard is None or not guard.isdisjoint(names))
                   for guard, written in writes):
                return True
        return False

    def _written_by_an_importer(self, klass: ClassInfo, attr: str) -> bool:
        """Does a project file that imports ``klass``'s module write `<obj>.<attr>` (an init
        function in the training script: `module.time_mix_key = nn.Parameter(...)`,
        `nn.init.normal_(m.codebook)`)? Then when the values are written is that file's business:
        unknown here, so not reported."""
        project = getattr(self, "project", None)
        context = klass.context
        if project is None or context is None or not getattr(context, "path", None):
            return False
        writes = re.compile(rf"\.{re.escape(attr)}\b(?:\s*=[^=]|\.(?:data\.)?\w+_\()|"
                            rf"init\.\w+_\(\s*[\w.\[\]]+\.{re.escape(attr)}\b")
        for path in sorted(project.upstream_of(context.path))[:MAX_WRITERS]:
            text = project._text(path) or ""
            if _INITS_EVERY_PARAMETER.search(text):
                return True  # an owner's `for p in self.rnn.parameters(): init.normal_(p)`
            if attr in project.identifiers(path)[1] and writes.search(text):
                return True
        return False

    def _written_by_a_method(self, klass: ClassInfo, attr: str) -> bool:
        """Does a method of ``klass`` or of a project base class initialise `self.<attr>`
        (`nn.init.ones_(self.weight)`, `self.weight.data.normal_()`, `init_fn(self.weight)`)?"""
        for info in klass.mro:
            cache = info.context.names_cache if info.context is not None else self.names_cache
            for method in info.own_methods.values():
                # (the method's `self` is the module the writes are read on)
                writes = tree_fact(cache, "self-writes", method, _self_writes)
                if any(written in (attr, "*") for _, written in writes):
                    return True
        return False

    def _rebound_by_a_method(self, klass: ClassInfo, attr: str) -> bool:
        """Does a method of ``klass`` other than ``__init__`` assign `self.<attr> = ...`
        (`def setTarget(self, target): self.G = target`)? Whether a read of the memory
        ``__init__`` allocated comes before it is unknown."""
        for info in klass.mro:
            cache = info.context.names_cache if info.context is not None else self.names_cache
            for name, method in info.own_methods.items():
                if name != "__init__" and attr in tree_fact(cache, "self-assigns", method,
                                                            _self_assigns):
                    return True
        return False

    def _init_hook_writes(self, context) -> list:
        from .walk import names_in, walk_naming

        cache = context.names_cache
        triggers = {"apply"} | set(api.INIT_PROTOCOL)
        if names_in(context.module, cache).isdisjoint(triggers):
            return []
        hooks: dict[int, tuple] = {}
        for klass in context.classes.values():
            for node in walk_naming(klass.node, triggers, cache):
                if not (isinstance(node, cst.Call) and isinstance(node.func, cst.Attribute)):
                    continue
                name = node.func.attr.value
                receiver = dotted(node.func.value)
                if name == "apply" and len(node.args) == 1:
                    target = dotted(node.args[0].value) or ""
                    if target.startswith("self.") and target.count(".") == 1:
                        hook = klass.methods.get(target[5:])
                        if hook is not None:
                            hooks[id(hook)] = (hook, True)
                elif name in api.INIT_PROTOCOL and receiver == "self" and not node.args and \
                        api.INIT_PROTOCOL[name] in klass.methods:
                    hook = klass.methods[api.INIT_PROTOCOL[name]]  # transformers' post_init()
                    hooks[id(hook)] = (hook, True)
        for node in walk_naming(context.module, ("apply",), cache):  # net.apply(weights_init)
            if isinstance(node, cst.Call) and isinstance(node.func, cst.Attribute) and \
                    node.func.attr.value == "apply" and len(node.args) == 1 and \
                    isinstance(node.args[0].value, cst.Name):
                hook = context.functions.get(node.args[0].value.value)
                if hook is not None:
                    hooks[id(hook)] = (hook, False)
        return [write for hook, is_method in hooks.values()
                for write in hook_writes(hook, is_method)]

    def _initialised(self, expr, state: State) -> None:
        """`w.normal_()`, `nn.init.xavier_uniform_(w)`, `w.data.zero_()`,
        `buf.resize_as_(y).copy_(y)`: w now holds values. `init(a if cond else b)`: either may
        have been written, so neither is known to hold garbage any more."""
        if isinstance(expr, cst.IfExp):
            self._initialised(expr.body, state)
            self._initialised(expr.orelse, state)
            return
        while True:
            if isinstance(expr, cst.Attribute) and (expr.attr.value == "data" or
                                                    expr.attr.value in api.VIEW_ATTRIBUTES):
                expr = expr.value
            elif isinstance(expr, cst.Call) and isinstance(expr.func, cst.Attribute) and \
                    (api.is_inplace_method(expr.func.attr.value) or
                     expr.func.attr.value in api.VIEW_METHODS):
                # an in-place call returns its receiver; `buf.narrow(0, 0, n).copy_(x)` writes
                # through a view (maybe of a part: what is left is not known to be garbage)
                expr = expr.func.value
            elif isinstance(expr, cst.Subscript):  # `buf[:n].copy_(x)`
                if self._initialised_entry(expr, state):
                    return  # `params["w1"].normal_()`: the entry of a dict built here
                expr = expr.value
            else:
                break
        if isinstance(expr, cst.Name) and expr.value in state.locals:
            held = state.locals[expr.value]
            if held.uninit is not None:  # (the same memory, however else it is bound: a
                self.filled.add(id(held.uninit))  # helper's `v.data.resize_(...).copy_(x)`,
                # `for w in [self.w, self.b]: init.zeros_(w)`)
                self._initialised_where(lambda key, value: value.uninit is held.uninit, state)
            elif held.reach and (held.param or held.kind == "params"):
                # `for w in self.parameters(): init.normal_(w)`: a parameter, or any of a
                # module's, bound to a loop name
                self._initialised_where(lambda key, value: overlaps(
                    frozenset({f"{key[0]}.{key[1]}"}), held.reach, self.parents), state)
            state.locals[expr.value] = replace(held, uninit=None)
        elif isinstance(expr, cst.Attribute):
            # (`m.weight` of a known object: its weight only; of one not known, any such)
            owner = self._peek(expr.value, state, self.frames[-1]) \
                if self.frames and type(expr.value) in (cst.Name, cst.Attribute) else None
            # (a torch layer's weight is no heap entry; a part standing for any part is unknown)
            owner_sym = owner.sym if owner is not None and owner.kind == "module" and (
                (owner.sym, expr.attr.value) in state.heap or owner.target is None and
                (owner.qual or "").startswith("torch.nn.")) else None
            updates = {key: replace(value, uninit=None) for key, value in uninit_items(state.heap)
                       if key[1] == expr.attr.value and (owner_sym is None or
                                                         key[0] in alternatives(owner_sym))}
            if updates:
                state.write(state.heap, updates)

    def _maybe_written(self, values, state: State) -> None:
        """A call the analysis did not follow may have written into the objects ``values``
        (`self.reset_parameters()` cut by the call depth): their attributes of garbage memory
        are not known to be unwritten any more."""
        owners = {alt for value in values if value is not None and value.sym
                  for alt in alternatives(value.sym)}
        if owners:
            self._initialised_where(lambda key, value: key[0] in owners, state)

    def _initialised_entry(self, expr: cst.Subscript, state: State) -> bool:
        """Is ``expr`` an entry of a dict or list named here that holds uninitialised memory
        (`params["w1"]` of `{"w1": torch.empty(n, h, requires_grad=True)}`)? Then it is written."""
        held = state.locals.get(expr.value.value) if type(expr.value) is cst.Name else None
        index = _entry_index(held, literal_key(expr)) if held is not None else None
        if index is None or index >= len(held.items) or held.items[index].uninit is None:
            return False
        item = held.items[index]
        self.filled.add(id(item.uninit))
        self._initialised_where(lambda key, value: value.uninit is item.uninit, state)
        self._rebind(expr, replace(item, uninit=None), state)
        return True

    def _initialised_where(self, holds, state: State) -> None:
        """The object attributes that ``holds(key, value)`` picks are written."""
        written = {key: value for key, value in uninit_items(state.heap) if holds(key, value)}
        if written:
            self.filled.update(id(value.uninit) for value in written.values())
            state.write(state.heap, {key: replace(value, uninit=None)
                                     for key, value in written.items()})

    def _rebind(self, expr, value: Value, state: State, frame: Frame | None = None) -> None:
        """Update what a name (or, given the frame, `obj.attr`) holds: a flag learnt about it."""
        if isinstance(expr, cst.Name) and expr.value in state.locals:
            alias = self.item_aliases.get(expr.value)
            if alias is not None and alias[2] is state.locals[expr.value]:
                # `for t in params.values(): t.requires_grad_()`: the item learns it too
                holder, index, _ = alias
                container = state.locals.get(holder)
                if container is not None and index < len(container.items):
                    items = list(container.items)
                    items[index] = value
                    state.locals[holder] = replace(container, items=tuple(items))
                self.item_aliases[expr.value] = (holder, index, value)
            state.locals[expr.value] = value
        elif isinstance(expr, cst.Attribute) and frame is not None and \
                isinstance(expr.value, cst.Name):
            owner = self._lookup(expr.value.value, state, frame)
            if owner.sym is not None:
                state.writable_heap()[(owner.sym, expr.attr.value)] = value
        elif isinstance(expr, cst.Subscript) and isinstance(expr.value, cst.Name) and \
                expr.value.value in state.locals:  # `outputs["features"].retain_grad()`
            stored = state.marks.get(STORED)
            spelt = entry_spelling(expr) if stored else None
            if stored and spelt in stored:  # (the entry written at that index: _remember_entry)
                state.marks = {**state.marks, STORED: {**stored, spelt: value}}
            container = state.locals[expr.value.value]
            index = _entry_index(container, literal_key(expr))
            if index is None:
                if value.retains and not container.retains and \
                        container.kind in ("unknown", "alike"):
                    # `effective[k].retain_grad()` of each entry a loop writes: the entries
                    # read back by a key not known here are retained
                    items = container.items
                    if container.kind == "alike" and items and items[0].kind == "tensor":
                        items = (replace(items[0], retains=True),) + items[1:]  # (each entry's)
                    state.locals[expr.value.value] = replace(container, retains=True,
                                                             items=items)
                return
            items = list(container.items)
            items[index] = value
            state.locals[expr.value.value] = replace(container, items=tuple(items))

    def _detach_each_item(self, expr, state: State) -> None:
        """`for s in state: s.detach_()`, a loop not run item by item: the body detaches each
        item of the local it walks, so that local carries no graph afterwards."""
        if type(expr) is not cst.Name:
            return
        walk = self.each_item_of.get(expr.value)
        if walk is None or walk[1] is not state.locals.get(expr.value):
            return
        container = state.locals.get(walk[0])
        if container is not None and container.kind == "unknown":
            state.locals[walk[0]] = detached_items(container)

    def _peek(self, expr, state: State, frame: Frame) -> Value:
        """The value of an expression already evaluated (a name or attribute), without events."""
        if isinstance(expr, cst.Name):
            return self._lookup(expr.value, state, frame)
        return UNKNOWN

    def _accumulate(self, site, target, value_node, value: Value, result: Value | None,
                    state: State, into=None, chosen: bool = False, joined: bool = False) -> Value:
        """`total += loss`, `total = total + loss`, `losses.append(loss)` in a loop (AGL010).
        ``chosen``: the list appended to was picked by a test (`(a if c else b).append(p)`).
        ``joined``: a tensor of the values kept so far, concatenated (`torch.cat([kept, v])`),
        which keeps each as a list does."""
        if result is None:
            result = UNKNOWN
        if into is not None and isinstance(into, cst.Name) and (
                value.kind == "params" or value.leaf and value.param):
            # `decay.append(p)` over `model.named_parameters()`: a list of parameters (param
            # groups built by hand), which an optimizer given it updates
            container = self._peek(into, state, self.frames[-1] if self.frames else None)
            reach = container.reach | reach_of(value)
            # (appended under a test in the loop over them: some of the parameters only)
            some = container.some or value.some or chosen or bool(self.loop_branching) and \
                self.branching > self.loop_branching[-1]
            # (a list of parameters made here, `[nn.Parameter(...) for _ in range(n)]`, that
            # no module holds: where it was made, as long as it holds nothing else)
            made = made_parameters([value]) if not container.reach and (
                container.made is not None or container.kind != "params") else None
            self._rebind(into, Value(kind="params", reach=reach, exact=container.exact,
                                     items=container.items if container.exact else (),
                                     some=some, made=made), state)
            return OTHER
        keeper = GraphNode(site=site, keeper=True)
        if into is not None and isinstance(into, cst.Name) and value.nodes and \
                not only_uncertain(value):
            container = self._peek(into, state, self.frames[-1] if self.frames else None)
            # the list now holds the tensor: its graph is reachable through it
            self._rebind(into, replace(container, kind="unknown", nodes=container.nodes
                                       | value.nodes | {keeper}, reach=container.reach
                                       | value.reach, retains=container.retains or value.retains,
                                       # (only unseen calls' graphs in it: maybe none at all)
                                       opaque=value.opaque and (container.opaque
                                                                or not container.nodes)),
                         state)
        elif into is not None and isinstance(into, cst.Name) and (
                value.opaque or only_uncertain(value)) and value.kind in ("tensor", "unknown"):
            # `log_pis.append(log_pi)` of what an unseen call returned (or a criterion's value of
            # such): whether the list holds graphs is unknown now
            container = self._peek(into, state, self.frames[-1] if self.frames else None)
            if not container.opaque:
                self._rebind(into, replace(container, opaque=True), state)
        elif into is not None and isinstance(into, cst.Name) and value.cut is not None and \
                not value.needs_grad:
            # `terms.append(w * loss.item())`: a list of numbers cut from graphs; a loss rebuilt
            # from it (`torch.tensor(sum(terms), requires_grad=True)`) trains nothing (AGL018)
            container = self._peek(into, state, self.frames[-1] if self.frames else None)
            if container.cut is None and not container.needs_grad:
                self._rebind(into, replace(container, cut=value.cut), state)
        # a reduced loss (a criterion's output, .mean()) carrying its graph, or any such tensor
        # appended to a list (a batch's scores kept for an epoch metric: reported when a
        # backward had walked its graph before, see _settle_pending)
        # a dict or tuple of tensors appended (a step's `{"loss": loss, "scores": probs}`, kept
        # for an epoch-end hook) keeps the graphs of those that carry one
        carried = into is not None and value.kind == "unknown" and any(
            item.kind == "tensor" and item.nodes for item in value.items)
        if not (self.loops and state.grad and (value.kind == "tensor" or carried) and value.nodes
                and (value.scalar or into is not None or joined)) or self._in_evaluation(state) \
                or only_uncertain(value):
            # (not a criterion's value of inputs whose graphs are not known, `criterion(
            # pred.detach(), batch_y)` of a batch an unseen call made: maybe no graph at all)
            return OTHER if into is not None else result
        root = root_name(target)
        outlives = root is None or root == "self" or \
            (self.loop_names and root in self.loop_names[-1] and
             not self._rebound_this_iteration(target, state)) or \
            self._module_global(root, state)
        if not outlives or self._kept_over_parameters_only(root, state) or \
                self._kept_over_networks_only(root, state) or \
                self._gathered_over_known_items(root, state):
            return result
        how = "container" if carried else "append" if into is not None or joined else "sum"
        local = self._local_loop(root, state)
        # (a sum this call made keeps nothing its caller handed over: `loss += criterion(out, y)`
        # over the time steps of `train(x, y, ...)` is no tensor of x kept by the caller's call)
        handed = () if local is not None else self._handed_in(value_node, value.nodes)
        # (made in this iteration of every enclosing loop: it outlives the innermost one only)
        innermost = local is not None and (len(self.loop_names) < 2
                                           or root not in self.loop_names[-2])
        if local is not None:
            self.local_keepers.add(keeper)
            if len(self.stack) == 1:
                self.entry_keepers.add(keeper)
            if innermost and len(self.loop_spans) > 1:  # (and the run of it this is in)
                outer = self.loop_spans[-2]
                self.enclosing_spans[keeper] = (outer, len(outer.run_starts) - 1)
        self.pending.append(("accum", site, value_node, value.scalar, how, keeper,
                             len(self.trace), handed, local, value.nodes, grad_origin(value),
                             innermost))
        if into is not None:
            return OTHER
        return replace(result, nodes=result.nodes | {keeper})

    def _module_global(self, name: str, state: State) -> bool:
        """Is ``name`` a module-level name the running function reads (not its own local):
        `HISTORY.append(loss)`, `STATE["losses"].append(loss)` in a logging helper keep what
        they are given for the rest of the run."""
        function = self._running_function()
        frame = self.frames[-1] if self.frames else None
        if function is None or frame is None or frame.globals is None:
            return False
        if name in tree_fact(self.names_cache, "locally-bound", function, locally_bound):
            return False
        return name in frame.globals or name in self.ctx.imports.aliases

    def _rebound_this_iteration(self, target, state: State) -> bool:
        """Does the name summed into hold, on every path, a graph the loop's current iteration
        made (`loss = criterion(...)` in an inner loop that always runs, then `loss += ...`)?
        Then the sum starts anew each iteration and keeps nothing across them."""
        _, began = self._iteration_stamp()  # (what is older came from an earlier iteration)
        if not isinstance(target, cst.Name) or began is None:
            return False
        held = state.locals.get(target.value)
        return held is not None and bool(held.nodes) and not held.maybe and \
            all(node.order > began for node in held.nodes)

    def _kept_over_parameters_only(self, root: str | None, state: State) -> bool:
        """`total += p.norm()` in a loop over a model's parameters, into a sum this call made
        before that loop (a logging helper's weight norms): one graph per parameter, which dies
        with the call; no training iteration keeps it."""
        if id(self.loops[-1]) not in self.parameter_loops or \
                self._local_loop(root, state) is None:
            return False
        return len(self.loop_names) < 2 or root not in self.loop_names[-2]

    def _kept_over_networks_only(self, root: str | None, state: State) -> bool:
        """`errD_total += errD` in a loop over the discriminators, into a sum made anew in each
        iteration of every enclosing loop (each batch): it keeps one graph per network, all
        gone at the next batch, not one per iteration of the training."""
        if id(self.loops[-1]) not in self.network_loops or len(self.loop_names) < 2 or \
                self._local_loop(root, state) is None:
            return False
        inner = {id(node) for node in walk(self.loops[-1])}
        return any(type(node) is cst.Assign and id(node) not in inner and
                   any(type(target.target) is cst.Name and target.target.value == root
                       for target in node.targets) for node in walk(self.loops[-2].body))

    def _gathered_over_known_items(self, root: str | None, state: State) -> bool:
        """Is the innermost loop one over a collection whose items are all known (`for x_in in
        [xn, xf]`, run item by item), gathering into a list this function made in the current
        iteration of its enclosing loop, or outside any? It keeps as many graphs as the
        collection has items, no more: no growth across a data loop's iterations."""
        if not self.loops or id(self.loops[-1]) not in self.unrolling or root is None or \
                root not in state.locals:
            return False
        if self.stack and self._local_loop(root, state) is None:
            return False  # (a list the caller handed in)
        return len(self.loop_names) < 2 or root not in self.loop_names[-2]

    def _running_function(self) -> cst.FunctionDef | None:
        """The function whose body runs now (None in a module's own code)."""
        return self.called.get(self.stack[-1]) if self.stack else None

    def _local_loop(self, root: str | None, state: State) -> LoopSpan | None:
        """The span of the loop an accumulator made by this very function outlives (a list of
        per-layer losses `losses = []` ... `losses.append(l)` in a loop over the layers): it
        dies with the call, so it keeps graphs across that loop's iterations only."""
        if root is None or root == "self" or not self.loop_spans or not self.stack or \
                root not in state.locals:
            return None
        function = self._running_function()
        if function is None or any(param.name.value == root for param in
                                   (*function.params.params, *function.params.kwonly_params)):
            return None
        return self.loop_spans[-1]

    def _handed_in(self, value_node, nodes: frozenset) -> tuple:
        """The handovers that brought the kept tensor here, innermost first: (the call that ran
        a function, the parameter the tensor came in by, its index: -1 for `**kwargs`, -2 for
        `*args`), while the tensor (its graph ``nodes``) is made from a parameter of the
        function (`meter.update(loss)` keeping `val * n`; `meters.update(**stats)` passing it
        on to that). A caller in another file is told where it hands its tensor over."""
        if not self.call_nodes or not self.stack or not isinstance(value_node, cst.CSTNode):
            return ()
        function = self.called.get(self.stack[-1])
        if function is None:
            return ()
        params = _positional_names(function, self.frames[-1] if self.frames else None)
        used = names_in(value_node)
        given = self.frames[-1].given if self.frames else {}
        # the parameter the graph came in by (`values` of `sums[k] + value * count`, whose
        # items the loop reads), before one the term merely names (`count`)
        carrying = [i for i, name in enumerate(params)
                    if name in given and given[name].nodes & nodes]
        index = next((i for i in carrying if params[i] in used), None)
        if index is None:
            index = carrying[0] if carrying else next(
                (i for i, name in enumerate(params) if name in used), None)
        if index is not None:
            chain = [(self.call_nodes[-1], params[index], index,
                      _holds_tensors(given.get(params[index])))]
        else:
            keyword = self._keyword_handed(nodes)
            if keyword is None:
                return ()
            # (`HISTORY.log(loss=loss)` into `**values`, kept from `values.items()`: the
            # keyword, which the rule finds among the call's own; `**terms` of unknown keys:
            # that mapping)
            chain = [(self.call_nodes[-1], keyword, -1 if keyword == UNNAMED else len(params),
                      False)]
        depth = min(len(self.frames), len(self.call_nodes), len(self.stack))
        for level in range(2, depth + 1):  # (the callers, as long as they handed it in too)
            given = self.frames[-level].given
            name = next((name for name, value in given.items() if value.nodes & nodes), None)
            function = self.called.get(self.stack[-level])
            if name is None or function is None:
                break
            chain.append((self.call_nodes[-level], name, _parameter_index(function, name,
                                                                          self.frames[-level]),
                          _holds_tensors(given[name])))
        return tuple(chain)

    def _keyword_handed(self, nodes: frozenset) -> str | None:
        """The keyword of the running function's `**kwargs` whose tensor carries ``nodes``."""
        function = self.called.get(self.stack[-1])
        double = function.params.star_kwarg if function is not None else None
        rest = self.frames[-1].given.get(double.name.value) if isinstance(
            double, cst.Param) and self.frames else None
        if rest is None or len(rest.keys) != len(rest.items):
            return None
        return next((key for key, item in zip(rest.keys, rest.items)
                     if isinstance(key, str) and item.nodes & nodes), None)

    def _maybe_eval_forward(self, module: Value, node, state: State, graph_node=None,
                            input_grad: bool = False) -> None:
        if module.opaque and module.sym not in self.has_parameters:
            return  # made by an unseen call: maybe a parameter-free transform, which builds no graph
        if self._in_evaluation(state):
            return  # (grad mode is its unseen callers')
        frame = self.frames[-1] if self.frames else None
        if frame is not None and frame.klass is not None and frame.klass.is_module and \
                not self.call_nodes:
            return  # a network's own method analysed with no caller: grad mode is its callers'
        where = caller = switched = None
        if frame is not None and frame.instance is not None and \
                self._in_eval_mode(frame.instance, state) and \
                frame.instance.sym and module.sym and \
                overlaps(frozenset({module.sym}), frozenset({frame.instance.sym}), self.parents):
            if self.forward_depth:
                return  # a layer of an eval'd network's forward: reported at that network's call
            # `model.eval(); model.encode(x)`: a custom forward method of a model in eval mode
            # runs its layers (in eval mode too) where it calls them; the caller's call of the
            # method, where a no_grad() goes (the method also serves training), is named
            where = "after eval()"
            caller = self._method_entry(frame.instance.sym)
            switched = self._eval_call_of(frame.instance.sym)
        elif self._in_eval_mode(module, state) and not self._mode_of_unseen_caller(module, state):
            where = "after eval()"
            switched = self._eval_call_of(module.sym)
            entry = self._network_entry(module.sym) if self.forward_depth and module.sym \
                else None
            if entry is not None:
                # `model.encoder.eval(); model(tokens)`: the part runs inside the forward of a
                # network that holds it, which training shares; the call of that network is
                # where a no_grad() goes (given an input made to require grad, as a Sobolev
                # term's, its graph may be differentiated: see _input_asking_grad)
                caller, entered = entry
                input_grad = input_grad or any(map(self._input_asking_grad,
                                                   entered.given.values()))
        elif frame is not None and is_evaluation_name(frame.name) and not (
                frame.klass is not None and frame.klass.is_module) and \
                module.sym not in frame.created and state.grad is True:
            # an evaluation helper's model; not a model's own `predict()` / `inference()` (grad
            # mode is its caller's), nor a model it builds itself and loads no weights into (a
            # shape probe, a smoke `test()` of a freshly built network); grad known on, not
            # assumed in code run with no caller (a library detector's `predict()`, whose users
            # choose the mode, and some need gradients)
            where = f"in {frame.name}()"
        loop = None
        if where is None and self._in_idle_loop(module, state):
            where, loop = "in a loop that trains nothing", self.loop_spans[-1]
            # (the loop of a helper called here, maybe shared with a training step: the call
            # that entered the helper is where a no_grad() goes)
            caller = self.call_nodes[-1] if len(self.frames) > 1 and self.call_nodes else None
        if where is not None:
            # the frame itself (kept alive here): the id of a finished call's frame is reused
            # (named as the call spells it: `decoder(z)` for a part read out of an eval'd model)
            spelt = None if type(node) is not cst.Call else dotted(node.func) or (
                label_of(node.func) if type(node.func) is cst.Subscript else None)  # nets["rep"]
            if spelt and spelt.rsplit(".", 1)[-1] == "data_parallel":
                spelt = None  # (`data_parallel(netG, inputs, gpus)`: netG runs)
            label = spelt if spelt and spelt != "self" and not spelt.endswith(".forward") \
                else module.label
            self.pending.append(("eval", node, label or "the model", where, frame,
                                 len(self.trace), graph_node, caller, switched,
                                 tuple(self.call_nodes), input_grad, loop))

    def _maybe_eval_function(self, callee: Value, node, result: Value, state: State) -> None:
        """`log_mu = log_mean(params, xb)` in an evaluation helper (`def evaluate(batches)`,
        a closure `make_evaluator` returns) with grad on: a model written as a function over
        leaves an optimizer trains builds a graph no backward walks (AGL009, as a network's
        call there). Only where grad is known on (not assumed, in code run with no caller),
        for weights the helper did not make itself."""
        frame = self.frames[-1] if self.frames else None
        if state.grad is not True or frame is None or not is_evaluation_name(frame.name) or \
                frame.klass is not None or result.kind != "tensor" or not result.nodes or \
                not result.reach or result.reach & frame.created or callee.items:
            return
        if any(graph_node.module is not None for graph_node in result.nodes):
            return  # (a network's call inside: reported there, as any network's evaluation)
        owned = frozenset().union(*(opt.owns | opt.owns_exactly
                                    for opt in self.facts.optimizers.values()))
        if not overlaps(result.reach, owned, self.parents):
            return
        newest = max(result.nodes, key=lambda graph_node: graph_node.order)
        self.pending.append(("eval", node, callee.label or "the model", f"in {frame.name}()",
                             frame, len(self.trace), newest, None, None,
                             tuple(self.call_nodes), False, None))

    def _mode_of_unseen_caller(self, module: Value, state: State) -> bool:
        """In a method run with no caller, is the module in eval mode only since before it
        began (`self.eval()` at the end of `__init__`), while its class switches modes itself
        (a `fit()` that calls `self.train()`)? Then the mode it runs in is the unseen caller's:
        not known. (An inference wrapper that never trains keeps the mode `__init__` set.)"""
        if self.method_entry is None:
            return False
        began, klass = self.method_entry
        mark = self._mode_mark(module, state)
        return mark is not None and mark[0] < began and any(
            "train" in names_in(method, self.names_cache)
            for owner in klass.mro for method in owner.own_methods.values())

    def _in_idle_loop(self, module: Value, state: State) -> bool:
        """Does a network that an optimizer trains run, with grad on, in a loop whose code
        neither backpropagates nor steps (a test pass over another loader inside the epoch
        loop, with no `eval()`)? Whether a backward walks its graph all the same (one after the
        loop, of outputs kept in a list) is settled at the end of the run."""
        # (a loop of the running function: a call's body starts with no loop spans of its own;
        # not one in a method of a network holding the module, `for room in ROOMS: out[sel] =
        # self.proj[room](h[sel])`, part of the outputs it computes for its callers)
        if state.grad is not True or not self.loop_spans or self.building or \
                self.forward_depth or not module.sym or not names_in(
                    self.loops[-1], self.names_cache).isdisjoint(_LOOP_TRAINING_NAMES) or \
                self._in_own_method(module.sym):
            return False
        return any(overlaps(frozenset({module.sym}), optimizer.owns, self.parents)
                   for optimizer in self.facts.optimizers.values())

    def _maybe_idle_method(self, instance: Value, node, args: list[Value], result: Value,
                           state: State) -> None:
        """A method of the network ``instance`` (not its forward) called in a loop of the
        running function that trains nothing, with grad on: its outputs' graph, unless a
        backward walks it later (AGL009, as a network's call there)."""
        frame = self.frames[-1] if self.frames else None
        if frame is None or not instance.sym or self._in_eval_mode(instance, state) or \
                not self._in_idle_loop(instance, state):
            return  # (in eval mode, its layers' calls are reported as such, at this call)
        newest = max(result.nodes, key=lambda graph_node: graph_node.order)
        label = dotted(node.func) if type(node) is cst.Call else None
        self.pending.append(("eval", node, label or instance.label or "the model",
                             "in a loop that trains nothing", frame, len(self.trace), newest,
                             None, None, tuple(self.call_nodes),
                             any(map(self._input_asking_grad, args)), self.loop_spans[-1]))

    def _in_own_method(self, sym: str) -> bool:
        """Is the running frame a method of a network that holds the module ``sym``?"""
        frame = self.frames[-1] if self.frames else None
        return frame is not None and frame.klass is not None and frame.klass.is_module and \
            self._methods_running(sym) > 0

    def _eval_call_of(self, sym: str | None):
        """The `.eval()` call that put the module ``sym``, or a module holding it, in eval mode."""
        for held in holder_chain(sym, self.parents) if sym is not None else ():
            call = self.facts.eval_calls.get(held)
            if call is not None:
                return call
        return None

    def _method_entry(self, sym: str):
        """The call (`model.encode(x)`) that entered the outermost of the innermost frames
        running methods of the object ``sym`` or of a network holding it (`vae.mi(x)` calling
        `self.encoder.mi(x)`), when it was followed from a caller."""
        count = self._methods_running(sym)
        if not count or len(self.call_nodes) < count:
            return None
        call = self.call_nodes[-count]
        # (`model.encode(x)`, or `encode(x)` of `encode = model.encode`: a method bound to a name)
        return call if type(call) is cst.Call and (
            type(call.func) is cst.Attribute or
            type(call.func) is cst.Name and self.frames[-count].name != "forward") else None

    def _network_entry(self, sym: str) -> tuple | None:
        """The call (`model(tokens)`) that entered the outermost of the innermost frames running
        methods of networks holding the part ``sym``, from code that is no such method, and that
        frame; None when those methods run with no caller."""
        count = self._methods_running(sym)
        if not count or count >= len(self.frames) or len(self.call_nodes) < count:
            return None
        return self.call_nodes[-count], self.frames[-count]

    def _methods_running(self, sym: str) -> int:
        """How many of the innermost frames run methods of the object ``sym`` or of a network
        holding it."""
        count = 0
        for running in reversed(self.frames):
            held = running.instance.sym if running.instance is not None else None
            if held is None or not overlaps(frozenset({sym}), frozenset({held}), self.parents):
                break
            count += 1
        return count

    def _replaced_layer(self, base: Value, attr: str, statement, label: str, state: State,
                        frame: Frame, new: Value | None = None) -> None:
        """A layer or parameter swapped on a module an existing optimizer updates (AGL019), for
        the ``new`` one that optimizer does not own."""
        if not (self.optimizers_built or self.facts.optimizers):
            return  # (building a model before any optimizer: its heap is not scanned per store)
        seen = {}
        # (the module swapped on, or the part swapped out: an optimizer given parameter groups
        # of the model's parts owns the old head, not the model)
        old = state.heap.get((base.sym, attr))
        old_part = frozenset({old.sym}) if old is not None and old.sym and \
            old.kind == "module" else frozenset()
        swapped = frozenset({base.sym}) | old_part
        # (every optimizer built so far: a caller's local one too, when a model method swaps
        # the layer; reported only if that optimizer steps afterwards)
        for table in (state.locals, state.heap, frame.globals or {}, self.facts.optimizers):
            for value in table.values():
                # (or one owning parts of the part swapped out: `heads.<part>` of a generator
                # over an nn.ModuleDict's values)
                if value.kind == "optimizer" and value.sym and (
                        overlaps(swapped, value.owns, self.parents) or
                        old_part and overlaps(value.owns, old_part, self.parents)) and not (
                            new is not None and new.sym and
                            overlaps(frozenset({new.sym}), value.owns, self.parents)):
                    seen[value.sym] = value
        if seen:
            names = ", ".join(sorted({v.label or "the optimizer" for v in seen.values()}))
            self.pending.append(("stale-optimizer", statement, frozenset(seen), names, label,
                                 len(self.trace), self.split_path, self._calls_into_module()))

    def _network_built(self, sym: str, node) -> None:
        """A network that holds parameters is built by the call ``node``: while an optimizer
        exists, kept for :meth:`_check_untrained_networks`. Not one a module's method builds
        (its swapped layer is the other AGL019; a lazily built head, AGL011), nor one built on
        another case of a split than every optimizer (`if self.isTrain:` builds the optimizers,
        the networks are built on both cases: the case without them built none before)."""
        frame = self.frames[-1] if self.frames else None
        if any(not exclusive_paths(self.optimizer_paths.get(sym, ()), self.split_path)
               for sym in self.facts.built_at) and \
                not (frame is not None and isinstance(frame.klass, ClassInfo)
                     and frame.klass.is_module):
            self.late_networks[sym] = (node, len(self.facts.built_at), tuple(self.call_nodes))

    def _check_untrained_networks(self, backwards: list) -> None:
        """A network built after the optimizer that steps a backward through it, which no
        optimizer holds (AGL019): a projection head built after `SGD(encoder.parameters())`, a
        model rebuilt from a checkpoint after the optimizer over the first one. Its gradients
        are computed and never applied. Only when every optimizer is known: none reached
        through an object of unknown class steps, none grew by `add_param_group`, none was
        built after it (whose parameters might be its own). Not a network attached to another
        later (`model.head = head`: the other AGL019, where it is swapped in), nor one run in
        eval mode (a teacher kept fixed)."""
        if not self.late_networks or self.param_groups_added or \
                "step" in self.unresolved_calls:
            return
        optimizers = list(self.facts.optimizers.values())
        for _, fact in backwards:
            stepping = [step for step in fact.stepping if not step.manual and step.optimizer.sym]
            if not stepping or not fact.accumulates or fact.loss.opaque:
                continue
            reach = reach_of(fact.loss)
            for sym, (node, earlier, calls) in list(self.late_networks.items()):
                if sym in self.parents or not overlaps(reach, frozenset({sym}), self.parents) or \
                        len(self.facts.built_at) > earlier or \
                        sym in self.facts.synced or any(
                            graph_node.eval_mode and graph_node.module and overlaps(
                                frozenset({graph_node.module}), frozenset({sym}), self.parents)
                            for graph_node in fact.loss.nodes) or \
                        any(related(optimizer.owns | optimizer.owns_exactly, frozenset({sym}),
                                    self.parents)
                            for optimizer in optimizers + [step.optimizer for step in stepping]):
                    continue
                del self.late_networks[sym]
                step = stepping[0]
                owner = step.optimizer.sym
                # (where the network's making leaves the function that built the optimizer: the
                # call there, `checkpoint.restore(...)` or `HEADS.build(...)`)
                built = self.optimizer_calls.get(owner, ())
                shared = 0
                while shared < min(len(built), len(calls)) and built[shared] is calls[shared]:
                    shared += 1
                site = calls[shared] if shared < len(calls) else node
                named = self.facts.optimizers.get(owner)  # (as first named: where it was built)
                label = (named or step.optimizer).label or "the optimizer"
                links = ((self.facts.built_at[owner], "the optimizer is built here, before it"),
                         (fact.site, "a backward computes its gradients here"),
                         (step.site, "and this step leaves them unused"))
                self.facts.untrained_networks.append((site, label, links))

    def _rebinding_owned_leaf(self, old: Value, value: Value, name: str, statement,
                              state: State, frame: Frame, attribute: bool = False) -> Value:
        """``w = <new tensor>`` while an optimizer built over the leaf ``w`` still steps it (AGL003).

        Only a standalone leaf the optimizer was given itself (``Adam([w])``), not a name that
        aliases a module's parameter (the module still uses that); a new tensor, or, for an
        ``attribute``, one computed from the old leaf once (``self.log_params = self.log_params +
        offset``: later losses read that fixed sum, while the optimizer steps the old leaf). A
        name computed from the leaf is a function's own adapted copy (MAML's `w1 = w1 - lr * g1`
        in `adapt()`, whose callers keep the leaf); ``w = w - lr * w.grad`` is the other
        AGL003, which the callers report first. Reported when that optimizer steps later on.
        Returns the value to bind: with no ``cut``, since the loss that cannot reach the old
        leaf is this finding, not AGL018.
        """
        if not (old.leaf and old.kind == "tensor" and old.sym and old.sym not in self.parents
                and value.kind == "tensor" and value.sym != old.sym
                and (attribute or old.sym not in value.reach)):
            return value
        owners = {candidate.sym: candidate for candidate in self._every_optimizer(state, frame)
                  if old.sym in candidate.owns}
        if not owners:
            return value
        names = ", ".join(sorted({v.label or "the optimizer" for v in owners.values()}))
        self.pending.append(("stale-leaf", statement, frozenset(owners), names, name,
                             len(self.trace), self.split_path))
        return replace(value, cut=None)

    def _replacing_owned_entries(self, old: Value, new: Value, statement, label: str,
                                 state: State, frame: Frame) -> None:
        """`params.update(draw_start(gen))`, `params["w"] = torch.randn(..., requires_grad=True)`
        or `params = draw_start(gen)` while an optimizer built over the leaves the container
        held still steps (AGL019, blind set s44b mh06): the container holds new leaves, which
        the optimizer never sees. Entries paired by key (or index); only a new leaf, not one
        computed from the old (an update rule's, AGL003's)."""
        if not (self.optimizers_built or self.facts.optimizers):
            return
        pairs = _paired_entries(old, new)
        replaced = {o.sym for o, n in pairs
                    if o.kind == "tensor" and o.leaf and o.sym and n.kind == "tensor" and
                    n.leaf and n.sym and n.sym != o.sym and o.sym not in n.reach}
        given = {n.sym for _, n in pairs if n.sym}
        if old.kind == new.kind == "params" and not pairs and old.keys and new.reach and \
                set(old.keys) <= set(new.keys) and new.reach.isdisjoint(old.reach):
            # (a dict of leaves given new leaves under every one of its names)
            replaced, given = set(old.reach), set(new.reach)
        if not replaced:
            return
        owners = {candidate.sym: candidate for candidate in self._every_optimizer(state, frame)
                  if not replaced.isdisjoint(candidate.owns | candidate.owns_exactly) and
                  given.isdisjoint(candidate.owns | candidate.owns_exactly)}
        if owners:
            names = ", ".join(sorted({v.label or "the optimizer" for v in owners.values()}))
            self.facts.leaf_slots.add(statement)
            self.pending.append(("stale-optimizer", statement, frozenset(owners), names, label,
                                 len(self.trace), self.split_path, self._calls_into_module()))

    def _every_optimizer(self, state: State, frame: Frame):
        """Every optimizer built so far, wherever it is bound (a method may rebind one): those
        recorded, then the names, attributes and globals holding one, in that order."""
        for table in (self.facts.optimizers, state.locals, state.heap, frame.globals or {}):
            for candidate in table.values():
                if candidate.kind == "optimizer" and candidate.sym:
                    yield candidate

    def _calls_into_module(self) -> tuple:
        """Where the code running now is another module's: the calls that led into it, as
        evidence links, innermost first (the linted file's own call is where a finding whose
        site lies in a module not analysed on its own is shown); none for the linted file's own
        code."""
        if self.ctx is self.main:
            return ()
        return tuple((call, CALLED_FROM) for call in reversed(self.call_nodes))  # innermost first

    def _check_stale_graph(self, loss: Value, node, state: State) -> None:
        """A backward through module calls whose parameters a later step() changed (AGL017)."""
        stepped = [(key[1], mark) for key, mark in state.marks.items() if key[0] == "stepped"]
        if not stepped:
            return
        first = None  # (the earliest such step: a set's order would change from run to run)
        unstepped = state.marks.get(UNSTEPPED, ())
        for graph_node in loss.nodes:
            if graph_node in unstepped:
                continue  # (held on a path that did not take the step: see State.absorb)
            used = frozenset({graph_node.module}) if graph_node.module is not None else \
                graph_node.saves
            if not used or graph_node in state.freed:
                continue
            for key, (order, step_site, label, had_grads, step_call) in stepped:
                owns = self._owns_of_key(key)
                # a step with no gradients yet is AGL014's (step before backward)
                if had_grads and order > graph_node.order and owns and \
                        (first is None or order < first[0]) and \
                        overlaps(used, owns, self.parents):
                    first = (order, step_site, label, step_call)
        if first is not None:  # (with the calls that ran the step and this backward: evidence)
            self.facts.stale_graph.append((first[1], node, first[2], first[3],
                                           self.call_nodes[-1] if self.call_nodes else None))

    def _forward_used(self, item: tuple, backwards: list, surely: bool = False) -> bool:
        """Does a later backward walk the graph of this evaluation-like forward (a validation
        loss that is backpropagated), or (unless ``surely``) may it (a graph not all known, one
        handed with an optimizer to code not seen)? One through another graph (the training
        step that follows an evaluation helper) does not."""
        index, graph_node = item[5], item[6]
        if graph_node is None:
            return not surely
        if surely:
            return any(i >= index and (graph_node in fact.loss.nodes or graph_node in fact.copied)
                       for i, fact in backwards)
        return any(i >= index and (graph_node in fact.loss.nodes
                                   or fact.loss.opaque  # (its graph is not all known)
                                   or graph_node in fact.copied  # (AGL018 names that cut)
                                   or not fact.loss.nodes and fact.loss.cut is None)
                   for i, fact in backwards) or \
            any(i >= index and graph_node in nodes for i, nodes in self.handed_unseen)

    def _steps_later(self, syms: frozenset, index: int, path: tuple):
        """The first step of one of the optimizers ``syms`` after trace position ``index``, on
        a path that can follow ``path`` (not in the other run of a loop split on a test's truth:
        `if random_search: z = torch.randn(...)` ... `elif not random_search: opt.step()`), or
        None."""
        return next((fact for kind, fact in self.trace[index:]
                     if kind == "step" and getattr(fact.optimizer, "sym", None) in syms and
                     not exclusive_paths(path, self.event_paths.get(id(fact), ()))), None)

    def _optimizer_evidence(self, syms: frozenset, step) -> tuple:
        """(node, note) links: where the optimizers ``syms`` were built, and the ``step`` that
        updates with them."""
        built = tuple((self.facts.built_at[sym], "the optimizer is built here")
                      for sym in sorted(syms, key=checkout_order) if sym in self.facts.built_at)
        return built + ((step.site, "and steps here"),)

    @staticmethod
    def _differentiated(item: tuple, backwards: list) -> bool:
        """Does a backward walk the graph an accumulation (a pending "accum") kept?"""
        keeper = item[5]
        return any(keeper in fact.loss.nodes or keeper in fact.copied for _, fact in backwards)

    def _kept_loss(self, item: tuple, backwards: list) -> bool:
        """Does an accumulation (a pending "accum" no backward walks) keep graphs across
        iterations, as AGL010 reports? Not the gathering of one value's parts, nor outputs
        gathered that no earlier backward walked."""
        keeper, span, kept, innermost = item[5], item[8], item[9], item[11]
        trace = self.trace
        if span is not None and _terms_of_one_step(span, kept, trace, backwards):
            return False  # a function's own list of this step's loss terms, backpropagated
        if span is not None and keeper in self.returned_keepers and _no_backward_in(span, trace):
            return False  # terms gathered and returned to a caller not seen: the caller's to use
        if innermost and _terms_of_one_value(span, kept, trace):
            return False  # a loss weighing the heads it was handed: no iteration's graph kept
        enclosing = self.enclosing_spans.get(keeper)
        if enclosing is not None and _no_backward_in(span, trace) and \
                _trains_after(span, *enclosing, trace):
            # a meta-batch's sum over its tasks, made anew in each iteration of a loop that
            # steps after it: one step's terms, let go at the next iteration
            return False
        # (outputs gathered for a later backward of their own: ACER)
        # (a backward that filled `.grad`: one training iteration's; a derivative a residual
        # takes, `torch.autograd.grad(u, x, create_graph=True)`, walks no iteration's graph)
        return bool(item[3]) or any(i < item[6] and fact.accumulates and
                                    not kept.isdisjoint(fact.loss.nodes)
                                    for i, fact in backwards)

    def _settle_pending(self) -> None:
        """Facts that depend on what the rest of the entry did."""
        trace = self.trace
        backwards = [(i, fact) for i, (kind, fact) in enumerate(trace) if kind == "backward"]
        reported_frames = set()
        # forwards whose graph a backward uses, by call and site: an attack's loop backpropagates
        # each iteration's forward in the next one, all but the last, which the loop left for
        # none (its run the analysis followed last)
        used_forwards = {(id(item[4]), id(item[1])) for item in self.pending
                         if item[0] == "eval" and self._forward_used(item, backwards, True)}
        # forwards whose graph a backward uses in some call of their function: a function named
        # like an evaluation that a training step also calls (a PPO policy's `evaluate(states,
        # actions)` of the loss) is no evaluation by its name
        trained_sites = {site for _, site in used_forwards}
        evaluations: list = []  # (fact, the calls it runs inside)
        # each accumulation's fate, decided once: its graph walked by a backward, kept across
        # iterations (AGL010), or neither (a forward's own list of its steps' outputs, stacked
        # and returned; outputs gathered that no backward walks)
        fates = {id(item): "walked" if self._differentiated(item, backwards) else
                 "kept" if self._kept_loss(item, backwards) else None
                 for item in self.pending if item[0] == "accum"}
        # (an evaluation loop that sums a loss is AGL010's, or trains)
        accumulated = [item[5].order for item in self.pending if fates.get(id(item))]
        for item in self.pending:
            kind = item[0]
            if kind == "saved":
                _, site, target, saved_by, index = item
                if any(i >= index and saved_by in fact.loss.nodes for i, fact in backwards):
                    self.facts.inplace_saved.append((site, target, saved_by.site))
            elif kind == "accum":
                _, site, value_node, scalar, how, _, _, handed, _, kept, origin, _ = item
                if fates[id(item)] == "walked":
                    self.facts.differentiated_accumulations.add(site)
                elif fates[id(item)] == "kept":
                    # (a graph no backward walks, of the parameters alone: the runtime checker,
                    # which follows the graphs backwards walked, cannot see it kept)
                    walked = any(not kept.isdisjoint(fact.loss.nodes) for _, fact in backwards)
                    self.facts.loss_accumulation.append((site, value_node, scalar, how, handed,
                                                         walked, origin))
            elif kind == "eval":
                _, site, label, where, frame, index, graph_node, caller, switched, chain, \
                    input_grad, loop = item
                frame_id = id(frame)
                if frame_id in reported_frames or (frame_id, id(site)) in used_forwards or \
                        id(site) in trained_sites and where == f"in {frame.name}()" or \
                        caller is not None and id(caller) in reported_frames or \
                        self._forward_used(item, backwards) or \
                        input_grad and (any(i >= index for i, _ in backwards) or any(
                            i >= index and graph_node in nodes
                            for i, nodes in self.given_unseen)):
                    continue
                if loop is not None and (loop.cuts_after != loop.cuts_before or
                                         graph_node is None or any(
                        kind in ("backward", "step") for kind, _ in loop.events(trace)) or
                        any(loop.first_order <= order <= loop.last_order
                            for order in accumulated)):
                    # (the loop called code not followed, did train after all, or sums a loss
                    # over its iterations: a training computation AGL010 speaks of)
                    continue
                if caller is None and id(site) in trained_sites and chain and \
                        where == "after eval()" and (frame.klass is None or
                                                     not frame.klass.is_module):
                    # a plain helper the training step runs too (`rk4_rollout(field, ...)`,
                    # whose forwards a backward walks there): the evaluation's call of it is
                    # where a no_grad() goes, and what is reported
                    caller = chain[-1]
                # (one finding per evaluation call: `decoder.caption(x)` runs many layers)
                reported_frames.add(frame_id)
                if caller is not None:
                    reported_frames.add(id(caller))
                evaluations.append(((site, label, where, caller, switched), chain))
            elif kind == "stale-optimizer":
                _, site, syms, names, label, index, path, calls = item
                step = self._steps_later(syms, index, path)
                if step is not None:
                    self.facts.stale_optimizer.append((site, names, label,
                                                       self._optimizer_evidence(syms, step) +
                                                       calls))
            elif kind == "stale-leaf":
                _, site, syms, names, label, index, path = item
                step = self._steps_later(syms, index, path)
                if step is not None and \
                        not any(fact[0] is site for fact in self.facts.rebind_owned):
                    self.facts.rebind_owned.append((site, label, names,
                                                    self._optimizer_evidence(syms, step)))
            elif kind == "step-no-grad":
                _, site, key, label, index = item
                for later_kind, later in trace[index + 1:]:
                    if later_kind == "backward":
                        if later.accumulates and self._touches(key, later.loss):
                            self.facts.update_order.append((
                                site, "step-before-backward", label,
                                ((later.site, "the backward that computes its gradients"),)))
                        break
                    if later_kind in ("step", "zero"):
                        break
        # (a layer's forward reported where an enclosing call, reported too, runs it: a
        # searcher's `self.encoder(...)` inside `searcher(x)` of an evaluate(): that call only)
        reported = {id(fact[0]) for fact, _ in evaluations}
        self.facts.eval_forward.extend(
            fact for fact, chain in evaluations
            if not any(id(call) in reported for call in chain if call is not fact[0]))
        for index, fact in backwards:
            self._check_detached(fact)
        self._check_untrained_networks(backwards)

    def _check_detached(self, fact: BackwardFact) -> None:
        loss = fact.loss
        if loss.cut is None and fact.accumulates and self._new_leaf_loss(fact):
            return
        if loss.cut is None or not fact.accumulates or loss.opaque:
            return  # (a loss built from an unseen call's result may well reach the parameters)
        stepping = [step.optimizer for step in fact.stepping if not step.manual]
        owned = frozenset().union(*(opt.owns for opt in stepping)) if stepping else EMPTY
        # (a wrapper's backward of the loss it was handed: its caller's call is the backward)
        site = fact.through[0] if fact.handed and fact.through else fact.site
        if not loss.needs_grad:
            label = " and ".join(o.label or "the optimizer" for o in stepping) or None
            self.facts.detached_loss.append((site, "no-grad", loss.cut, label))
        elif owned and not overlaps(loss.reach, owned, self.parents) and \
                not overlaps(owned, loss.reach, self.parents) and \
                overlaps(loss.cut[2], owned, self.parents):  # the owned network was cut off
            label = " and ".join(o.label or "the optimizer" for o in stepping)
            self.facts.detached_loss.append((site, "unreached", loss.cut, label))

    def _new_leaf_loss(self, fact: BackwardFact) -> bool:
        """`loss = torch.tensor(1.0 - c_index, requires_grad=True)`: the loss is a leaf made
        from numbers; its backward fills its own .grad only, and the optimizer stepped after it
        updates parameters it does not hold. Reported only when the step's parameters are known
        and that leaf is not among them."""
        loss = fact.loss
        if not (loss.leaf and not loss.param and not loss.nodes and not loss.reach and
                not loss.opaque and not loss.maybe and loss.kind == "tensor" and
                loss.antifix is None):  # (an anti-fix is reported as such)
            return False
        stepping = [step.optimizer for step in fact.stepping if not step.manual]
        if not stepping or any(not opt.owns or opt.some for opt in stepping):
            return False
        owned = frozenset().union(*(opt.owns | opt.owns_exactly for opt in stepping))
        if loss.sym is None or loss.sym in owned:
            return False
        label = " and ".join(o.label or "the optimizer" for o in stepping)
        self.facts.detached_loss.append((fact.site, "new-leaf", None, label))
        return True


def _class_names(klass: ClassInfo) -> set[str]:
    """The names an isinstance test may give ``klass`` by: its own and its bases'."""
    names, pending = set(), [klass]
    while pending:
        current = pending.pop()
        names.add(current.name)
        names.update(base.rsplit(".", 1)[-1] for base in current.bases if base)
        pending.extend(current.base_infos)
    return names


def _self_assigns(method: cst.FunctionDef) -> frozenset[str]:
    """The attributes `self.<attr> = ...` that ``method`` assigns (its first parameter's)."""
    params = method.params.params
    if not params:
        return frozenset()
    owner = params[0].name.value
    found = set()
    for node in walk(method):
        if isinstance(node, cst.Assign):
            targets = [target.target for target in node.targets]
        elif isinstance(node, cst.AnnAssign) and node.value is not None:
            targets = [node.target]
        else:
            continue
        found.update(target.attr.value for target in targets
                     if isinstance(target, cst.Attribute) and isinstance(target.value, cst.Name)
                     and target.value.value == owner)
    return frozenset(found)


def _viewed_base(expr):
    """The tensor a write through ``expr`` lands in: `preds` of `preds[:, t]` or
    `preds.select(1, t)`; None through `.data` (a write autograd does not record)."""
    while True:
        if isinstance(expr, cst.Attribute) and expr.attr.value == "data":
            return None
        if isinstance(expr, cst.Subscript):
            expr = expr.value
        elif isinstance(expr, cst.Call) and isinstance(expr.func, cst.Attribute) and \
                expr.func.attr.value in api.VIEW_METHODS:
            expr = expr.func.value
        else:
            return expr


def _self_writes(method: cst.FunctionDef) -> list:
    return hook_writes(method, False, loose=True)


def _terms_of_one_step(span: LoopSpan, kept: frozenset, trace: list, backwards: list) -> bool:
    """An accumulator local to a function outlived only the iterations of a loop that ran no
    backward (a generator's loss over each discriminator's output), and a later backward walks
    what it kept: the terms of one step's loss, not graphs kept across training iterations.
    (A MAML inner step's `torch.autograd.grad` in the loop fills no `.grad`: no iteration's
    end.)"""
    if not _no_backward_in(span, trace):
        return False
    end = span.end if span.end is not None else len(trace)
    return any(not kept.isdisjoint(fact.loss.nodes) for index, fact in backwards if index >= end)


def _trains_after(span: LoopSpan, enclosing: LoopSpan, run: int, trace: list) -> bool:
    """Does the run ``run`` of the loop ``enclosing``'s body go on, after the inner loop
    ``span``, to a backward that fills `.grad` or a step (the meta-update its inner loop over
    tasks leads to; not the next epoch's training after an evaluation loop)?"""
    if span.end is None or run < 0:
        return False
    return any(kind == "step" or kind == "backward" and fact.accumulates
               for kind, fact in trace[span.end:enclosing.run_end(run, trace)])


def _no_backward_in(span: LoopSpan, trace: list) -> bool:
    """Did the loop over ``span`` of the trace run no backward that fills `.grad` (a MAML inner
    step's `torch.autograd.grad` does not: the terms wait for the outer backward)?"""
    return not any(kind == "backward" and fact.accumulates for kind, fact in span.events(trace))


def _terms_of_one_value(span: LoopSpan, kept: frozenset, trace: list) -> bool:
    """An accumulator local to a function summed, in a loop that ran no backward and no
    network, terms made from tensors that existed before the loop (`total += w * term(out, y)`
    over the heads a loss was handed): the terms of one value, like `a + b + c`. A loop that
    runs a network per iteration (an evaluation's running sum) keeps each iteration's graph."""
    if any(kind == "backward" for kind, _ in span.events(trace)):
        return False
    return not any(node.module is not None and node.order >= span.first_order for node in kept)


def _paired_entries(old: Value, new: Value) -> list[tuple[Value, Value]]:
    """(old entry, new entry) of two containers: by key where both know their keys, else by
    position where both hold items in order; of two tensors, the one for the other."""
    if old.kind == "tensor" and new.kind == "tensor" and not old.items and not new.items:
        return [(old, new)]  # (one entry given anew)
    if not old.items:
        return []
    if old.keys and new.keys and len(old.keys) == len(old.items) and \
            len(new.keys) == len(new.items):
        return [(old.items[old.keys.index(key)], item)
                for key, item in zip(new.keys, new.items) if key in old.keys]
    if old.exact and new.exact and not old.keys and not new.keys:
        return list(zip(old.items, new.items))
    return []


def _entry_index(container: Value, key) -> int | None:
    """The index in ``container.items`` of its entry ``key`` (a literal string key of a dict
    whose keys are known, or an index of a list whose items are), or None."""
    if container.keys and isinstance(key, str) and key in container.keys:
        return container.keys.index(key)
    if container.items and not container.keys and isinstance(key, int) and \
            0 <= key < len(container.items):
        return key
    return None


def _holds_tensors(value: Value | None) -> bool:
    """Is ``value`` a container of tensors (a dict of losses, displayed or a comprehension),
    not a tensor itself?"""
    return value is not None and (value.kind != "tensor" and bool(value.items) or
                                  value.qual == TENSOR_DICT)


def _parameter_index(function: cst.FunctionDef, name: str, frame: Frame) -> int:
    """Where the parameter ``name`` of ``function`` takes its argument (see _handed_in)."""
    params = function.params
    if isinstance(params.star_kwarg, cst.Param) and params.star_kwarg.name.value == name:
        return -1
    if isinstance(params.star_arg, cst.Param) and params.star_arg.name.value == name:
        return -2
    names = _positional_names(function, frame)
    return names.index(name) if name in names else len(names)


def _positional_names(function: cst.FunctionDef, frame: Frame | None) -> list[str]:
    """The names of ``function``'s positional parameters, without `self` when ``frame`` runs
    it bound to an instance."""
    names = [param.name.value for param in function.params.params]
    return names[1:] if names and frame is not None and frame.instance is not None else names
