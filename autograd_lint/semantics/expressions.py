"""Expression evaluation: names (through the frames, the file's definitions and the project's
modules), attributes, operators, containers, comprehensions and iteration.

A mixin of :class:`~autograd_lint.semantics.interpreter.Interpreter`."""
from __future__ import annotations

import functools
from contextlib import contextmanager

import libcst as cst

from . import torch_api as api
from .reach import overlaps, reach_of
from .shapes import BATCHED, CHUNK_QUAL, CHUNKS_QUAL, is_batch, literal_int, subscript_shape
from .registries import registry_of
from .names import dotted
from .syntax import (LAMBDA_NAME, entry_spelling, for_clauses, label_of, literal_key,
                     returns_indices, string, BINARY_SAVING)
from .state import STORED, ClassInfo, Frame, State, closure_env
from .calls import LEAF_EXTRA_DEPTH, MAX_CALL_DEPTH, call_globals, named_part_key
from .factories import is_int
from .decorators import class_level_binding, is_property
from .class_reading import assigns_at_class_level, class_binding, class_binds_value
from .values import (CALLBACKS, DEFAULT_DICT, EMPTY, FALSE, INTEGER, MAX_UNROLLED, NONE,
                     NOT_TENSORS, NUMPY_ARRAY, ONE, OTHER, PLAIN_TENSOR, RANGE, TENSOR_DICT, TRUE,
                     UNKNOWN, Value, alternatives, as_sequence, combine, each_callback, each_part, int_value,
                     is_constant, join, known_bool, known_entries, made_by_op, made_parameters, made_site,
                     member_value, named_by, paired_copies, replace, split_nodes, string_value,
                     summed_cut_term, is_numpy_array)
from .walk import walk

MAX_ANNOTATED_INIT_DEPTH = 2  # calls deep, an annotated argument's __init__ is run

_TENSOR_ATTRIBUTES = frozenset({
    "numpy", "detach", "cpu", "cuda", "item", "tolist", "to", "shape", "size", "dim", "dtype",
    "device", "grad", "requires_grad", "data", "backward", "clone", "float", "mean", "sum"})
_TENSOR_METADATA = {"shape", "device", "dtype", "requires_grad", "is_leaf", "ndim", "grad_fn",
                    "is_cuda", "layout", "names", "itemsize", "nbytes"}
_DISTRIBUTION_METADATA = {"batch_shape", "event_shape", "support", "arg_constraints",
                          "has_rsample", "has_enumerate_support", "validate_args"}
# attributes every Python object names itself by: strings, never tensors
_NAME_ATTRIBUTES = frozenset({"__name__", "__qualname__", "__module__", "__doc__"})


class Expressions:
    def _eval(self, node: cst.BaseExpression, state: State, frame: Frame) -> Value:
        value = self._evaluate(node, state, frame)
        if value.uninit_from is not None:  # uninitialized memory was just computed with (AGL015)
            self._uninitialized_read(value.uninit_from, node)
            value = replace(value, uninit_from=None)
        return value

    def _evaluate(self, node: cst.BaseExpression, state: State, frame: Frame) -> Value:
        kind = type(node)  # libcst node classes are final: `is` beats isinstance
        if kind is cst.Name:
            name = node.value
            if name == "True" or name == "False":
                return TRUE if name == "True" else FALSE
            if name == "None":
                return NONE
            return self._lookup(name, state, frame)
        if kind is cst.Attribute:
            return self._attribute(node, state, frame)
        if kind is cst.Call:
            result = self._call(node, state, frame)
            if result.kind == "tensor" and not result.items and returns_indices(
                    node, self.imports.qualify(node.func) if type(node.func) is cst.Name else None):
                return replace(result, items=(result, PLAIN_TENSOR))  # (values, indices)
            return result
        if kind is cst.BinaryOperation:
            left = self._eval(node.left, state, frame)
            right = self._eval(node.right, state, frame)
            overloaded = self._overloaded_operator(node, left, right, state, frame)
            if overloaded is not None:
                return overloaded
            if (is_numpy_array(left) or is_numpy_array(right)) and \
                    not (left.nodes or right.nodes) and "tensor" not in (left.kind, right.kind):
                return NUMPY_ARRAY  # `np.ones(n) / n`: an array still
            if left.kind == "params" or right.kind == "params":  # list(a.parameters()) + [...]
                params = [v for v in (left, right) if v.kind == "params"]
                # (the listed tensors stay known: `[log_k]` may be a non-leaf meant to train)
                return Value(kind="params", reach=left.reach | right.reach,
                             frozen=all(v.frozen for v in params),
                             label="named" if all(v.label == "named" for v in params) else None,
                             items=tuple(item for v in (left, right) if v.kind != "params"
                                         for item in v.items))
            if type(node.operator) is cst.Add and left.items and right.items and \
                    left.kind == right.kind == "unknown" and not (left.keys or right.keys):
                items = left.items + right.items  # `[a, b] + [c]`: a list of the three
                return replace(self._collection_value(list(items)), items=items,
                               exact=left.exact and right.exact)
            if type(node.operator) is cst.Add and named_by(left) and named_by(right):
                return string_value(named_by(left) + named_by(right))  # `"on_" + event`
            result = combine([left, right], node, state.grad, elementwise=True,
                             saving=type(node.operator) not in (cst.Add, cst.Subtract))
            if left.kind == "module" or right.kind == "module":
                # (arithmetic on what was taken for a module, `policy.log_alpha` of a network
                # of unknown class: a parameter or a tensor after all, whose graph is unknown)
                result = replace(result, opaque=True)
            if type(node.operator) is not cst.Add:
                result = paired_copies(result, [left, right])
            if type(node.operator) in (cst.Add, cst.Subtract):
                result = summed_cut_term(result, left, right)
            if left.fresh and left.leaf and (
                    state.grad and not left.param or left.param and type(node.left) is cst.Call):
                # torch.randn(..., requires_grad=True) / 10; nn.Parameter(torch.ones(n)) * 0.5
                result = replace(result, nonleaf_from=node)
                if left.param:
                    self.parameter_copies.add(node)
            elif left.nonleaf_from is not None or right.nonleaf_from is not None:
                result = replace(result, nonleaf_from=left.nonleaf_from or right.nonleaf_from)
            operator = BINARY_SAVING.get(type(node.operator))
            if operator is not None:
                return self._saving(operator, result, node, [left, right], state,
                                    operand_nodes=[node.left, node.right])
            return result
        if kind is cst.UnaryOperation:
            if isinstance(node.operator, cst.Not):
                # (`create_graph=not cfg.first_order` of a config's known flag: known too)
                truth = known_bool(self._eval(node.expression, state, frame))
                return OTHER if truth is None else FALSE if truth else TRUE
            operand = self._eval(node.expression, state, frame)
            if is_int(operand):
                return INTEGER  # `-2`: an int still
            result = combine([operand], node, state.grad, elementwise=True)
            return replace(result, opaque=True) if operand.kind == "module" else result
        if kind is cst.Subscript:
            picked = self._namespace_pick(node)
            if picked is not None:  # vars(torch.optim)[name]: as getattr(torch.optim, name)
                found = self._project_value(picked, state)
                return found if found is not None else Value(kind="qual", qual=picked)
            base = self._eval(node.value, state, frame)
            indices = [self._eval(element.slice.value, state, frame) for element in node.slice
                       if isinstance(element.slice, cst.Index)]
            stored = state.marks.get(STORED)
            if stored:  # `self.hidden[i]` just written at the same `i`: that value
                held = stored.get(entry_spelling(node) or "")
                if held is not None:
                    return held
            key = literal_key(node)
            if key is None and len(indices) == 1 and named_by(indices[0]) is not None:
                key = named_by(indices[0])  # `nets[role]` in a loop over known names
            registry = registry_of(base)
            if registry is not None:  # MODELS[cfg.name]: one of the registered classes
                return self._registry_choice(registry, indices[0] if len(indices) == 1 else None)
            if base.qual == DEFAULT_DICT and base.items:
                # `meters[name]` of `defaultdict(lambda: SmoothedValue(window))`: what the
                # factory makes
                return replace(base.items[0], fresh=False)
            if base.keys and isinstance(key, str) and key in base.keys:
                return base.items[base.keys.index(key)]
            if base.items and not base.keys and isinstance(key, int) and key < len(base.items):
                return base.items[key]
            if base.keys and key is None and all(item.kind in _FACTORY_KINDS
                                                 for item in base.items):
                # OPTIMIZERS[cfg.name] of a dict of factories: any of them
                return Value(kind="choice", items=base.items[:8])
            if base.keys and key is None and base.items and all(
                    item.kind == "instance" and isinstance(item.target, ClassInfo)
                    for item in base.items):
                # `self.meters[key]` of `{n: AverageMeter(n) for n in names}`: one of them (of
                # one class, each stands for the others)
                if all(item.target is base.items[0].target for item in base.items):
                    return replace(base.items[0], fresh=False)
                return functools.reduce(join, base.items)
            if base.kind == "modules" or base.kind == "alike":
                if any(type(element.slice) is cst.Slice for element in node.slice):
                    return replace(base, fresh=False)  # `blocks[1:]`: networks alike still
                return base.items[0]
            if base.kind == "unknown" and base.items and \
                    all(item.kind == "module" for item in base.items):
                # `nets_d[i]` of a list of networks appended one by one, `resnets[name]` of a
                # dict of them: one of them
                return functools.reduce(join, base.items)
            if base.kind == "params":
                return Value(kind="tensor", leaf=True, param=True, reach=base.reach,
                             sym=self._param_sym(base.reach))
            if base.kind == "module" and base.sym and base.qual in api.PARAMETER_CONTAINERS:
                return self._held_parameter(base)  # `self.ws[0]`, `self.alphas["lr"]`
            if base.kind == "submodules":  # dict(model.named_modules())[name]: one of its parts
                return Value(kind="module", sym=f"{base.sym}.<part>", frozen=base.frozen)
            if base.kind == "module" and base.sym and isinstance(key, str) and \
                    (base.sym, named_part_key(key)) in state.heap:  # a part of an nn.ModuleDict
                return state.heap[(base.sym, named_part_key(key))]
            if base.kind == "module" and isinstance(key, str):
                # `target["encoder"]` of `target = copy.deepcopy(online)`: a copy of its part
                copied = self._copied_attribute(base, named_part_key(key), state)
                if copied is not None:
                    return copied
            if base.kind == "module" and base.sym:  # nn.Sequential / ModuleList item
                index = node.slice[0].slice.value if len(node.slice) == 1 and isinstance(
                    node.slice[0].slice, cst.Index) else None
                key = index.value if isinstance(index, cst.Integer) else "item"
                if (base.qual in api.MODULE_CONTAINERS or base.qual in api.MODULE_DICTS) and \
                        base.items:
                    return each_part(base, label=label_of(node))
                return Value(kind="module", sym=f"{base.sym}.{key}", label=label_of(node))
            if base.kind == "instance" and isinstance(base.target, ClassInfo) and \
                    "__getitem__" in base.target.methods and len(indices) == 1:
                return self._call_dunder(base, "__getitem__", indices, state, frame)
            if base.kind in ("module", "optimizer", "instance"):
                return UNKNOWN
            if base.keys and base.exact and len(base.items) > 1 and all(
                    item.exact and item.items and not item.keys and
                    len(item.items) == len(base.items[0].items) for item in base.items):
                # `inputs[name]` of `{"kd": (s_out, t_out), "hint": (s_feat, t_feat)}`: one of
                # its tuples, alike in length (`criterion(*inputs[name])` unpacks either)
                return functools.reduce(join, base.items)
            if base.keys and base.exact:
                # an entry of a dict display picked by a key known only at run time: one of
                # its entries (their graphs), never the dict itself
                base = replace(base, items=(), keys=(), exact=False)
            # indexing keeps the graph (and a view of saved data) but not the element count
            # (an entry of an unknown network's output: its own part of the call's graph; an
            # index known only at run time is an entry of its own, maybe any other)
            nodes = split_nodes(base.nodes, key if key is not None else object()) \
                if base.nodes else base.nodes
            # (an entry, by a key known only at run time, of an entry of an unknown call's
            # output, `loss_dict[f"loss_{name}"]` of `loss_dict, metrics = criterion(...)`: maybe
            # another entry each time, whether they share that call's graph not known; the
            # nodes of ops the analysis saw, a shared trunk, are shared all the same)
            maybe = base.maybe | frozenset(node for node in nodes if node.part_of is not None) \
                if key is None and nodes is base.nodes else base.maybe
            if base.kind == "unknown" and base.nodes:  # an item of a list of tensors
                return Value(kind="tensor", nodes=nodes, reach=base.reach,
                             retains=base.retains, opaque=base.opaque, maybe=maybe)
            if is_batch(base):  # `batch["image"]`, `batch[0]` of a loader's batch
                return BATCHED
            if base.kind == "tensor" and (base.leaf or base.view_of is not None) and \
                    _gathers(node, indices):
                # `self.start_transitions[tags[0]]`: an index tensor (or list) gathers a copy,
                # a new tensor of the graph, not a view of the leaf (an index that may be an int,
                # or a tensor of unknown rank, maybe 0-d, which selects a view: not known to be
                # one, not taken for one)
                return subscript_shape(node, base, combine([base], node, state.grad))
            sym = base.sym
            if base.kind == "unknown" and sym:
                # an entry of an object an unseen call made (`ctx["optimizer"]`,
                # `ctx["scheduler"]`): another object, the same one for the same literal key
                sym = f"{sym}[{key!r}]" if key is not None else None
            return subscript_shape(node, base, replace(base, fresh=False, nodes=nodes, sym=sym,
                                                       maybe=maybe,
                                                       view_base=self._view_base(node, base,
                                                                                 state)),
                                   indices[0] if len(indices) == 1 else None) \
                if base.kind in ("tensor", "unknown") else \
                Value(kind="other", cut=base.cut) if base.kind == "other" and base.cut else UNKNOWN
            # (`out.detach().numpy()[hard]`: values of a cut graph still)
        if kind is cst.Lambda:  # `lambda params: torch.optim.Adam(params, lr=cfg.lr)`
            return Value(kind="function", target=self._lambda_function(node), label="lambda",
                         env=closure_env(state, frame))
        if kind in (cst.Tuple, cst.List, cst.Set):
            made = self._collection([el.value for el in node.elements], node, state, frame,
                                    keep_items=kind is not cst.Set)
            return as_sequence(made, "tuple" if kind is cst.Tuple else "list")
        if kind is cst.Dict:
            merged = self._merged_dict(node, state, frame)
            if merged is not None:
                return merged
            values = []
            for element in node.elements:
                if isinstance(element, cst.DictElement):
                    self._eval(element.key, state, frame)
                values.append(element.value)
            keys = tuple(string(el.key) if isinstance(el, cst.DictElement) else None
                         for el in node.elements)
            if all(key is not None for key in keys):  # {"loss": ..., "out": ...}, {}
                items = [self._eval(value, state, frame) for value in values]
                # `{"w2": torch.randn(h, h, requires_grad=True) * 0.15}`: an entry meant to be
                # trained that is no leaf, reported if it is trained (AGL020)
                items = [replace(item, nonleaf_from=None, trained_check=(
                    element, key, item.nonleaf_from)) if item.nonleaf_from is not None else item
                    for element, key, item in zip(node.elements, keys, items)]
                # (`{"log_sill": torch.tensor(1.0, requires_grad=True)}`: a leaf of its own,
                # named by its key, as a variable's is by its name: what is computed from it
                # reaches it)
                items = [replace(item, sym=self._new_sym(key), label=item.label or f'["{key}"]')
                         if item.kind == "tensor" and item.leaf and item.sym is None and
                         not item.nodes else item for key, item in zip(keys, items)]
                return replace(self._collection_value(items), items=tuple(items), keys=keys,
                               exact=True)
            made = self._collection(values, node, state, frame)
            # (`{MODEL_KEY: model, OPT_KEY: optimisers}` keyed by names: a mapping whose
            # entries are read by key, not a list of parameters)
            return replace(made, kind="unknown") if made.kind == "params" else made
        if kind is cst.IfExp:
            self._eval(node.test, state, frame)
            # what an `if` of the test would know (`out[0] if len(out) == 1 else tuple(out)` of
            # known items, `fake.detach() if detach else fake` given `detach=True`)
            truth = self._known_truth(node.test, state, frame)
            if truth is None:
                truth = self._tensor_attribute_test(node.test, state, frame)
            if truth is None and type(node.test) is cst.Attribute:
                truth = self._held_flag(node.test, state, frame, records=True)
            if truth is not None:
                return self._eval(node.body if truth else node.orelse, state, frame)
            if self._calls_project_code(node.body, state, frame) or \
                    self._calls_project_code(node.orelse, state, frame):
                # `self._reference_gradient() if len(self.memory) else None`: what the call does
                # (a zeroing, a backward) happens on one path only
                paths = [state.fork(), state.fork()]
                found = [self._eval(side, path, frame)
                         for side, path in zip((node.body, node.orelse), paths)]
                state.merge(paths)
                return join(*found)
            return join(self._eval(node.body, state, frame), self._eval(node.orelse, state, frame))
        if kind is cst.BooleanOperation:
            left = self._eval(node.left, state, frame)
            truth = _truth(left)
            if truth is not None and (truth is (type(node.operator) is cst.Or)):
                return left  # (`accelerator or Accelerator()` given one: that one)
            right = self._eval(node.right, state, frame)
            return right if truth is not None else join(left, right)
        if kind is cst.Comparison:
            values = [self._eval(node.left, state, frame)]
            for target in node.comparisons:
                values.append(self._eval(target.comparator, state, frame))
            if state.grad and any(v.kind == "tensor" and v.needs_grad for v in values):
                return Value(kind="tensor", cut=("a comparison", node,
                                                 frozenset().union(*map(reach_of, values))))
            cut = next((v.cut for v in values if v.cut is not None), None)
            if cut:
                return Value(kind="tensor", cut=cut)
            # (`training = optimizer is not None` of a shared epoch given None: a known flag)
            truth = self._none_test(node, state, frame)
            if truth is None and len(values) == 2 and all(map(is_constant, values)) and \
                    type(node.comparisons[0].operator) in (cst.Equal, cst.NotEqual):
                # (`self.net.train(phase == "training")` of a phase its caller named)
                truth = (values[0].qual == values[1].qual) is \
                    (type(node.comparisons[0].operator) is cst.Equal)
            return OTHER if truth is None else TRUE if truth else FALSE
        if kind in (cst.ListComp, cst.GeneratorExp, cst.SetComp):
            unrolled = self._unrolled(node, state, frame) if kind is not cst.SetComp else None
            return unrolled if unrolled is not None else \
                self._comprehension(node, node.elt, state, frame)
        if kind is cst.DictComp:
            unrolled = self._unrolled(node, state, frame)
            return unrolled if unrolled is not None else \
                self._comprehension(node, node.value, state, frame)
        if kind is cst.Yield:
            frame.yields.append(self._yielded(node, state, frame))
            return UNKNOWN  # (what the consumer sends back)
        if kind is cst.Await:
            return self._eval(node.expression, state, frame)
        if kind is cst.StarredElement:
            return self._eval(node.value, state, frame)
        if kind is cst.NamedExpr:
            value = self._eval(node.value, state, frame)
            self._assign(node.target, value, node.value, node, state, frame)
            return value
        if kind is cst.Integer:
            return ONE if node.value == "1" else INTEGER
        if kind is cst.FormattedString:  # f"{evaluate(model, loader):.3f}" calls too
            return self._formatted(node, state, frame)
        if kind is cst.SimpleString:  # (a string that decides a rank: reduction="none")
            return string_value(string(node))
        if kind in (cst.Float, cst.ConcatenatedString, cst.Imaginary):
            return OTHER
        return UNKNOWN

    def _formatted(self, node: cst.FormattedString, state: State, frame: Frame) -> Value:
        """An f-string: the name it spells when its parts are known names (`f"{phase}_step"`
        of a phase among known ones: a choice of those names), else just not a tensor."""
        spelt: list[str] | None = [""]
        for part in node.parts:
            if type(part) is cst.FormattedStringText:
                spelt = spelt and [text + part.value for text in spelt]
                continue
            value = self._eval(part.expression, state, frame)  # (its calls run either way)
            options = value.items if value.kind == "choice" else (value,)
            names = [named_by(option) for option in options]
            if spelt is None or part.format_spec or part.conversion or part.equal or \
                    not all(names) or len(spelt) * len(names) > 8:
                spelt = None
                continue
            spelt = [text + name for text in spelt for name in names]
        if not spelt:
            return OTHER
        values = tuple(string_value(text) for text in dict.fromkeys(spelt))
        return values[0] if len(values) == 1 else Value(kind="choice", items=values)

    def _collection(self, elements, node, state: State, frame: Frame,
                    keep_items: bool = False) -> Value:
        values = [self._eval(element, state, frame) for element in elements]
        if keep_items and not any(type(e) is cst.StarredElement for e in elements):
            return replace(self._collection_value(values), items=tuple(values), exact=True)
        return self._collection_value(values)

    def _collection_value(self, values: list[Value]) -> Value:
        reach = frozenset().union(*map(reach_of, values)) if values else EMPTY
        nodes = frozenset().union(*(v.nodes for v in values)) if values else EMPTY
        if any(v.kind == "params" or v.leaf for v in values):
            return Value(kind="params", reach=reach, nodes=nodes, made=made_parameters(values))
        if nodes or reach:
            tensors = [v for v in values if v.kind == "tensor"]
            every_scalar = bool(tensors) and all(v.scalar for v in tensors)
            # (an item an unseen call made: whether the graph is really there stays unknown)
            return Value(kind="unknown", nodes=nodes, reach=reach, scalar=every_scalar or None,
                         opaque=any(v.opaque for v in values))
        cut = next((v.cut for v in values if v.cut is not None), None)
        if cut is not None and all(v.cut is not None or v.kind != "unknown" for v in values):
            # `[pos, neg]` of tensors a no_grad() region made: what is made of them has no graph
            return Value(kind="unknown", cut=cut)
        return UNKNOWN

    def _unrolled(self, node, state: State, frame: Frame) -> Value | None:
        """`{role: cls(groups[role], **kw) for role, (cls, kw) in self._optim.items()}`, `(parts[k]
        for k in ("encoder", "head"))` over a container whose entries are all known: each entry
        made in turn, the result as exact as a display of them. None for any other
        comprehension."""
        clauses = list(for_clauses(node.for_in))
        if len(clauses) != 1 or clauses[0].ifs:
            return None
        clause = clauses[0]
        iterated = self._eval(clause.iter, state, frame)
        if not iterated.exact or not iterated.items or len(iterated.items) > MAX_UNROLLED:
            return None
        keys, values = [], []
        is_dict = type(node) is cst.DictComp
        with _own_names(state, [clause]):
            for element in known_entries(iterated):
                self._assign(clause.target, element, clause.iter, node, state, frame)
                if is_dict:
                    keys.append(named_by(self._eval(node.key, state, frame)))
                values.append(self._eval(node.value if is_dict else node.elt, state, frame))
        element = node.value if is_dict else node.elt
        # (`{name: leaf.to(torch.float64) for name, leaf in tree.items()}`: entries meant to be
        # trained that are no leaves, reported if they are trained, once for the expression)
        values = [replace(value, nonleaf_from=None, trained_check=(
            element, label_of(element), value.nonleaf_from)) if value.nonleaf_from is not None
            else value for value in values]
        if is_dict and not all(keys):  # (a key known only at run time: not where they are)
            return self._collection_value(values)
        return replace(self._collection_value(values), items=tuple(values), keys=tuple(keys),
                       exact=True)

    def _comprehension(self, node, element, state: State, frame: Frame) -> Value:
        value = self._comprehension_as_loop(
            node, element, state, frame, runs=2 if self._calls_project_code(element, state, frame)
            else 1)
        if value.leaf:
            # (`[p for p in model.parameters() if p.ndim == 2]`: some of them only)
            return Value(kind="params", reach=value.reach | ({value.sym} if value.sym else EMPTY),
                         some=value.some or any(clause.ifs for clause in for_clauses(node.for_in)),
                         one_shot=type(node) is cst.GeneratorExp, made=made_parameters([value]))
        if value.kind == "params" and any(clause.ifs for clause in for_clauses(node.for_in)):
            return replace(value, fresh=False, some=True, one_shot=type(node) is cst.GeneratorExp)
        if value.kind == "module" and value.sym:
            # `[make_net() for _ in range(k)]`: networks alike, one abstract network for them all
            # (an ensemble's teachers, each trained then put in eval mode in a loop)
            return Value(kind="modules", sym=value.sym, items=(replace(value, fresh=False),))
        if value.kind == "instance" and value.sym or value.keys and \
                len(value.keys) == len(value.items):
            # `{name: AverageMeter() for name in names}`: objects of one class, one for them all;
            # `[{"boxes": b[i], "labels": l[i]} for i in range(n)]`: dicts of the same entries
            return Value(kind="alike", items=(replace(value, fresh=False),))
        clauses = list(for_clauses(node.for_in))
        if type(node) in (cst.ListComp, cst.GeneratorExp) and len(clauses) == 1 and \
                type(element) is cst.Name and type(clauses[0].target) is cst.Name and \
                element.value == clauses[0].target.value and type(clauses[0].iter) is cst.Name:
            # `[g for g in groups if g["params"]]`: some of the list's own items (param groups
            # an optimizer is then given)
            source = self._peek(clauses[0].iter, state, frame)
            if source.kind == "unknown" and source.items and not source.keys:
                return replace(source, fresh=False, exact=False,
                               one_shot=type(node) is cst.GeneratorExp)
        if value.kind == "tensor" and type(node) is cst.DictComp:
            # `{t: F.mse_loss(pred[t], y[t]) for t in pred}`: a dict of such tensors
            return replace(value, fresh=False, qual=TENSOR_DICT)
        if value.kind == "tensor" and type(node) is cst.ListComp:
            # `[w - lr * g for w, g in zip(weights, grads)]`: a list of such tensors
            return replace(value, fresh=False, sequence="list")
        return replace(value, fresh=False) if value.kind in ("tensor", "params") else UNKNOWN

    def _calls_project_code(self, element, state: State, frame: Frame) -> bool:
        """Does the element call a function or method of the project (`self.step(x, y)`,
        `refiner.train_iteration()` of a local object of a project class)? What such a call does
        (a step, a backward) is done once per item, as in a loop."""
        for call in walk(element):
            if type(call) is not cst.Call:
                continue
            func = call.func
            if type(func) is cst.Name and func.value in self.functions:
                return True
            if type(func) is not cst.Attribute or type(func.value) is not cst.Name:
                continue
            if func.value.value == "self" and frame.klass is not None:
                if func.attr.value in frame.klass.methods:
                    return True
                continue
            receiver = self._peek(func.value, state, frame)
            if receiver.kind in ("instance", "module") and \
                    isinstance(receiver.target, ClassInfo) and \
                    func.attr.value in receiver.target.methods:
                return True
        return False

    def _comprehension_as_loop(self, node, element, state: State, frame: Frame,
                               runs: int) -> Value:
        """The element run for ``runs`` items (two when it calls project code: a step or a
        backward per item is then done as in a loop), in the state itself (its effects stay:
        `nn.ModuleList(Block(d) for _ in range(n))` keeps what each block's __init__ set);
        the comprehension's own names are gone afterwards."""
        clauses = list(for_clauses(node.for_in))
        value = UNKNOWN
        looping = runs > 1
        if looping:
            self.loops.append(node)
        try:
            with _own_names(state, clauses):
                for _ in range(runs):
                    if looping:
                        self.iteration = next(self.counter)
                    for clause in clauses:
                        item = self._iterate(self._eval(clause.iter, state, frame))
                        self._assign(clause.target, item, clause.iter, node, state, frame)
                        for condition in clause.ifs:  # `[m for m in net if isinstance(m, ...)]`
                            found = self._narrowed_layer(condition.test, state, frame)
                            if found is not None:
                                state.locals[found[0]] = found[1]
                    value = self._eval(element, state, frame)
        finally:
            if looping:
                self.loops.pop()
        return value

    def _lookup(self, name: str, state: State, frame: Frame) -> Value:
        value = state.locals.get(name)
        if value is not None:
            return value
        if frame.enclosing is not None and name in frame.enclosing:
            value = frame.enclosing[name]
            if self.summary_reads is not None or value.sym is not None or value.nodes:
                self._read_shared(frame.enclosing, name, value)
            return value
        if frame.globals is not None and frame.globals is not state.locals:
            value = frame.globals.get(name)
            if value is not None:
                if self.summary_reads is not None or value.sym is not None or value.nodes:
                    self._read_shared(frame.globals, name, value)
                return value
        if name in self.classes:
            return Value(kind="class", target=self.classes[name], label=name)
        if name in self.functions:
            return Value(kind="function", target=self.functions[name], label=name)
        qual = self.imports.aliases.get(name)
        if qual is not None:
            found = self._project_value(qual, state)
            return found if found is not None else Value(kind="qual", qual=qual, label=name)
        if name == "self" and frame.instance is not None:
            return frame.instance
        if self.imports.star_modules:
            found = self._star_value(name, state)
            if found is not None:
                if found.sym is not None or found.nodes:
                    self.shared_reads += 1
                return found
        return UNKNOWN

    def _read_shared(self, table: dict, name: str, value: Value) -> None:
        """A name read from outside the function being run (see summaries.py). A plain value or
        a library's object (a logger) leaves a summary valid while ``table`` still holds it; an
        object of the program leaves none."""
        if (value.sym is None or value.opaque and value.kind == "unknown") and not value.nodes:
            if self.summary_reads is not None:
                self.summary_reads.append((table, name, value))
        else:
            self.shared_reads += 1

    def _lambda_function(self, node: cst.Lambda) -> cst.FunctionDef:
        """A lambda as the function it is: its body returned (one per lambda, so that its
        identity, and the module it was written in, stay the same)."""
        function = self.lambdas.get(id(node))
        if function is None:
            function = cst.FunctionDef(
                name=cst.Name(LAMBDA_NAME), params=node.params,
                body=cst.IndentedBlock(body=[cst.SimpleStatementLine(
                    body=[cst.Return(value=node.body)])]))
            self.lambdas[id(node)] = function
            self.def_contexts.setdefault(id(function), self.ctx)
        return function

    def _namespace_pick(self, node: cst.Subscript) -> str | None:
        """``vars(torch.optim)[name]`` / ``torch.optim.__dict__[name]``: the qualified name of
        what it picks, as ``getattr(torch.optim, name)``."""
        namespace = node.value
        if type(namespace) is cst.Call and type(namespace.func) is cst.Name and \
                namespace.func.value == "vars" and len(namespace.args) == 1:
            package = namespace.args[0].value
        elif type(namespace) is cst.Attribute and namespace.attr.value == "__dict__":
            package = namespace.value
        else:
            return None
        if len(node.slice) != 1 or not isinstance(node.slice[0].slice, cst.Index):
            return None
        return self._picked_qual(package, node.slice[0].slice.value)

    def _attribute(self, node: cst.Attribute, state: State, frame: Frame,
                   base: Value | None = None) -> Value:
        if base is None:
            base = self._eval(node.value, state, frame)
        attr = node.attr.value
        if attr in _NAME_ATTRIBUTES:
            return OTHER  # `model.__class__.__name__`: a string, whatever the object is
        if base.kind == "choice" and base.either:  # one of several objects: what it holds
            found = [self._attribute(node, state, frame, item) for item in base.items]
            return functools.reduce(join, found) if found else UNKNOWN
        getter = self._property_getter(base, attr, state)
        if getter is not None:
            return self._read_property(base, getter, state, frame)
        if attr == "__dict__" and base.kind == "instance" and base.sym:
            return self._stored_attributes(base, state)
        getter = self._attribute_hook(base, attr, state)
        found = self._read_property(base, getter, state, frame, string_value(attr)) \
            if getter is not None else UNKNOWN
        if found.kind != "unknown" or found.sym:  # `self.generator` found by `__getattr__`
            return found
        stored = state.marks.get(STORED) if base.sym is None else None
        if stored:
            held = stored.get(dotted(node) or "")
            if held is not None:  # `features._raw = graphs.detach()` before
                return held
        return self._attribute_of(base, attr, node, state)

    @staticmethod
    def _property_getter(base: Value, attr: str, state: State) -> cst.FunctionDef | None:
        """The ``@property`` getter ``base.attr`` reads, unless the object stores ``attr``."""
        if base.kind not in ("instance", "module") or not isinstance(base.target, ClassInfo) or \
                base.sym is not None and (base.sym, attr) in state.heap:
            return None
        getter = base.target.methods.get(attr)
        return getter if is_property(getter) else None

    @staticmethod
    def _attribute_hook(base: Value, attr: str, state: State) -> cst.FunctionDef | None:
        """The ``__getattr__`` of a project class (not a network's) that Python calls for
        ``base.attr``: the instance stores no such attribute and its class defines none."""
        if base.kind != "instance" or not isinstance(base.target, ClassInfo) or \
                attr.startswith("__") or (base.sym, attr) in state.heap or \
                attr in base.target.methods or class_binds_value(base.target, attr):
            return None
        hook = base.target.methods.get("__getattr__")
        return hook if isinstance(hook, cst.FunctionDef) else None

    @staticmethod
    def _stored_attributes(instance: Value, state: State) -> Value:
        """``self.__dict__``: a dict of the attributes the instance stores, by name."""
        prefix = instance.sym
        entries = [(key[1], value) for key, value in state.heap.items()
                   if key[0] == prefix and isinstance(key[1], str)]
        return Value(kind="unknown", exact=True, keys=tuple(name for name, _ in entries),
                     items=tuple(value for _, value in entries))

    def _read_property(self, instance: Value, getter: cst.FunctionDef, state: State,
                       frame: Frame, *args: Value) -> Value:
        """``self.net`` of a ``@property``: what its getter returns, run on the instance (and
        of a ``__getattr__``, given the attribute's name)."""
        # (a getter is mostly one line, `return self._modules["net"]`, and a `__getattr__` a
        # lookup: read deeper than calls)
        if id(getter) in self.stack or self.depth >= MAX_CALL_DEPTH + LEAF_EXTRA_DEPTH or \
                self.depth >= MAX_CALL_DEPTH and len(getter.body.body) > 2 and not args:
            return UNKNOWN
        globals_ = call_globals(frame, state)
        statement = self.statement  # (`self.optimizer.zero_grad()` is the caller's statement)
        try:
            return self._call_function(getter, list(args), {}, state, globals_, instance,
                                       instance.target, enclosing=instance.target.env)
        finally:
            self.statement = statement

    def _attribute_of(self, base: Value, attr: str, node, state: State) -> Value:
        """``base.attr``, read at ``node`` (an attribute, or ``getattr(base, "attr")``)."""
        if registry_of(base) is not None and type(node) is cst.Attribute and \
                type(node.value) is cst.Name and node.value.value == "self":
            # inside a method of the registry's own class, run on it: the table it keeps
            # (`self._items[name]`) holds what the registry holds
            return base
        if base.kind == "qual":
            qual = f"{base.qual}.{attr}"
            found = self._project_value(qual, state)
            return found if found is not None else Value(kind="qual", qual=qual,
                                                         label=label_of(node))
        if base.sym is not None and (base.sym, attr) in state.heap:
            stored = state.heap[(base.sym, attr)]
            self._heap_read(base.sym)  # (see summaries.py)
            if stored.leaf and stored.param and base.kind == "module" and self._is_frozen(base.sym):
                return replace(stored, leaf=False)  # a frozen module's parameter needs no grad
            return stored
        if base.sym is not None and base.sym.startswith("{"):
            held = self._held_by_alternatives(base.sym, attr, state)
            if held is not None:
                return held
        copied = self._copied_attribute(base, attr, state)
        if copied is not None:
            return copied
        if base.items and attr in ("values", "indices") and len(base.items) == 2:
            return base.items[attr == "indices"]  # torch.return_types: x.max(1).indices
        if attr == "grad":
            self.grad_read_at = len(self.trace)  # (gradients looked at: see _zero)
            self.grad_reads += 1
            if base.trained_check is not None and not base.retains:
                # (a non-leaf whose retain_grad() was called has its .grad: no mistake)
                self._treated_as_trained(base, node, "its .grad is read here")
            if base.kind == "tensor" and base.nodes and not base.leaf and not base.retains and \
                    base.grad_of is None and not base.rebound and \
                    not all(graph_node.of_unbound_leaf for graph_node in base.nodes):
                # (an op on a leaf bound to no name, `torch.zeros(3, requires_grad=True) * s`:
                # AGL020's, where the leaf is made)
                self.facts.nonleaf_grad.append((node, label_of(node.value), made_by_op(base),
                                                made_site(base)))
            return Value(kind="tensor", grad_of=base)
        if attr == "data":
            if base.kind in NOT_TENSORS:  # `self.data` of a replay buffer, `args.data`
                self.facts.data_not_tensor.add(node)
                return UNKNOWN
            self.facts.data_maybe_tensor.add(node)
            if base.grad_of is not None:
                return base
            if base.kind == "tensor" and base.nodes and not base.leaf and state.grad:
                # `out.data` of an output: its values, cut from the graph as `.detach()` cuts
                return Value(kind="tensor", scalar=base.scalar, cut=(".data", node, base.reach))
            return Value(kind="tensor", uninit=base.uninit) if base.uninit else PLAIN_TENSOR
        if attr in api.VIEW_ATTRIBUTES and base.uninit is not None:
            return Value(kind="tensor", uninit=base.uninit)  # `w.T`: the same garbage, unread
        if attr == "param_groups" and base.kind == "optimizer" and base.owns and base.sym:
            # `for group in opt.param_groups: for p in group["params"]:` its parameters
            params = Value(kind="params", reach=base.owns, some=base.some)
            return Value(kind="alike", items=(Value(items=(params,), keys=("params",)),))
        if attr == "training" and base.kind == "module" and base.sym:
            # `if self.training: loss.backward()` of a network an `.eval()` on this path put
            # in eval mode: False; one a `.train()` put in training mode: True (a
            # `.train(flag)` may have been given any flag: not known)
            mark = self._mode_mark(base, state)
            if mark is None or not mark[1] and not mark[2]:
                return OTHER
            return FALSE if mark[1] else TRUE
        if attr in _TENSOR_METADATA or attr in ("training", "param_groups", "state"):
            return OTHER
        if base.kind in ("module", "instance") and isinstance(base.target, ClassInfo) and \
                attr not in base.target.methods:
            constant = _class_constant(base.target, attr)
            if constant is not None:  # `monotone_layers = ("mono_in", "mono_out")` of the class
                return constant
            if base.kind == "module" and class_binds_value(base.target, attr):
                return UNKNOWN  # (a value the class binds, not a layer its __init__ made)
        if base.kind == "module":
            if self._is_registered_param(base, attr) or attr in ("weight", "bias") and (
                    not isinstance(base.target, ClassInfo) or _inherits_layer(base.target)):
                return Value(kind="tensor", leaf=not self._is_frozen(base.sym), param=True,
                             sym=f"{base.sym}.{attr}", reach=frozenset({base.sym}),
                             label=label_of(node))
            klass = base.target
            if isinstance(klass, ClassInfo) and attr in klass.methods:
                return self._method_value(base, klass.methods[attr], node)
            if attr in api.MODULE_READING_METHODS:  # `gen = self.named_parameters`: no layer
                return Value(kind="bound", qual=attr, items=(base,), label=label_of(node))
            return Value(kind="module", sym=f"{base.sym}.{attr}", label=label_of(node))
        if base.kind == "instance":
            klass = base.target
            if isinstance(klass, ClassInfo) and attr in klass.methods:
                return self._method_value(base, klass.methods[attr], node)
            if base.sym is not None:
                sym = f"{base.sym}.{attr}"
                kind = "module" if sym in self.module_like else "unknown"
                return Value(kind=kind, sym=sym, label=label_of(node))
        if base.kind == "unknown" and base.sym is not None and not base.nodes:
            sym = f"{base.sym}.{attr}"
            kind = "module" if sym in self.module_like else "unknown"
            return Value(kind=kind, sym=sym, label=label_of(node))
        if base.kind == "class" and attr == "apply" and isinstance(base.target, ClassInfo) and \
                not api.AUTOGRAD_FUNCTION_BASES.isdisjoint(base.target.bases):
            # `spike_fn = SurrogateSpike.apply`: called later, the custom Function's op
            return Value(kind="apply", target=base.target, label=label_of(node))
        if base.kind == "class" and isinstance(base.target, ClassInfo) and \
                attr not in base.target.methods and assigns_at_class_level(base.target.node, attr):
            constant = _class_constant(base.target, attr) if not _is_enum(base.target) else None
            # (`CFG.n_test = 2048` of a settings class: that number; `Phase.TRAIN` of an enum:
            # a member, equal only to itself)
            return constant if constant is not None else member_value(base.target, attr)
        if base.kind == "tensor":
            if attr in _TENSOR_METADATA:
                return OTHER
            if base.nodes:  # (`out.logits` of an unknown network: that entry's part)
                base = replace(base, nodes=split_nodes(base.nodes, attr))
            return combine([base], node, state.grad)  # .T, .values of max(), .real ...
        if base.kind == "distribution":
            if attr in _DISTRIBUTION_METADATA:
                return OTHER
            # `dist.mean`, `.probs`, `.scale`: a tensor of the graph its parameters carry
            return combine([replace(base, kind="tensor")], node, state.grad)
        return UNKNOWN

    def _held_by_alternatives(self, sym: str, attr: str, state: State) -> Value | None:
        """``model.energy_func`` of a model one of several branches built (``{a|b}``): what
        those objects hold, when one of them is seen to hold it (a plain function given to
        each one's `__init__`, not a layer); None when none is."""
        held = [state.heap.get((alt, attr)) for alt in alternatives(sym)]
        found = [value for value in held if value is not None]
        if not found:
            return None
        if len(found) < len(held):
            # (what the others hold is not known: a layer only if each one seen holds a layer)
            return replace(functools.reduce(join, found), fresh=False) if all(
                value.kind == "module" for value in found) else UNKNOWN
        return functools.reduce(join, found)

    @staticmethod
    def _method_value(instance: Value, method, node) -> Value:
        """``self.on_batch_end`` read as a value: the method bound to ``instance`` (a call of
        it later runs on that instance); a static or class method stays unbound."""
        bound = (instance,) if class_level_binding(method) is None else ()
        return Value(kind="function", target=method, label=label_of(node), items=bound)

    def _copied_attribute(self, copy: Value, attr: str, state: State) -> Value | None:
        """`self.q1` in the forward of `critic_target = copy.deepcopy(critic)`, whose
        constructor never ran: a copy of what the original holds (a layer, a parameter of the
        copy's own), or the same setting; None when the original holds nothing known there, or
        ``copy`` is no copy of a network."""
        if copy.kind != "module" or not copy.copy_of or copy.sym is None:
            return None
        original = state.heap.get((copy.copy_of, attr))
        if original is None:
            return None
        if original.kind == "module" and original.sym:
            value = Value(kind="module", copy_of=original.sym, qual=original.qual,
                          target=original.target, sym=self._new_sym("copy"),
                          frozen=copy.frozen, layers=original.layers, inplace=original.inplace,
                          scalar=original.scalar, one_feature=original.one_feature)
        elif original.kind == "tensor" and original.leaf and original.sym:
            value = Value(kind="tensor", leaf=not copy.frozen, param=original.param,
                          scalar=original.scalar, sym=self._new_sym("copy"))
        elif original.kind in ("tensor", "module", "optimizer", "params") or original.nodes:
            return None  # (what the copy holds there is not known)
        else:
            return original  # a setting, copied alike
        self.parents.setdefault(value.sym, copy.sym)
        state.writable_heap()[(copy.sym, attr)] = value
        return value

    def _is_frozen(self, sym: str | None) -> bool:
        """Were this module's parameters (or those of a module holding it) set requires_grad
        False (and not back)?"""
        return bool(self.frozen_syms and sym) and overlaps(frozenset({sym}),
                                                           frozenset(self.frozen_syms), self.parents)

    def _annotation_value(self, annotation: cst.BaseExpression, state: State | None = None,
                          frame: Frame | None = None) -> Value:
        if state is not None and type(annotation) in (cst.Name, cst.Attribute):
            # `trainer: PriorTrainer`: an instance of a project class, its methods known and what
            # its __init__ stores (run with arguments of unknown kind)
            klass = self._eval(annotation, state, frame)
            if klass.kind == "class" and isinstance(klass.target, ClassInfo) and \
                    not klass.target.is_optimizer:
                info = klass.target
                instance = self._new_instance(info, info.name, state)
                init = info.methods.get("__init__")
                if init is not None and id(init) not in self.stack and \
                        self.depth < MAX_ANNOTATED_INIT_DEPTH:
                    self._call_function(init, [], {}, state, frame.globals if frame.globals
                                        is not None else state.locals, instance, info, entry=True)
                return instance
        qual = self.imports.qualify(annotation)
        if qual in ("torch.nn.Module",) or api.is_module_class(qual):
            # (`conv: nn.Conv2d`: a layer of that class, its weight and bias registered)
            return Value(kind="module", qual=qual if qual != "torch.nn.Module" else None)
        if qual and (qual.startswith("torch.optim.") and "lr_scheduler" not in qual):
            return Value(kind="optimizer")
        if qual in api.TRAINING_HELPERS:  # `fabric: L.Fabric`, `accelerator: Accelerator`
            return Value(kind="helper", qual=qual)
        return UNKNOWN

    def _tensor_attribute_test(self, test, state: State, frame: Frame) -> bool | None:
        """`hasattr(s, "numpy")` of a name holding a tensor: True (every tensor has its methods
        and attributes); else None."""
        if type(test) is not cst.Call or type(test.func) is not cst.Name or \
                test.func.value != "hasattr" or len(test.args) != 2 or \
                type(test.args[0].value) is not cst.Name or \
                type(test.args[1].value) is not cst.SimpleString:
            return None
        value = self._lookup(test.args[0].value.value, state, frame)
        if value.kind != "tensor" or value.opaque:
            return None
        return True if string(test.args[1].value) in _TENSOR_ATTRIBUTES else None

    def _declares_module(self, annotation: cst.BaseExpression) -> bool:
        """`encoder: nn.Module` (a torch module class, by its qualified name)."""
        if type(annotation) not in (cst.Name, cst.Attribute):
            return False
        qual = self.imports.qualify(annotation)
        return qual == "torch.nn.Module" or api.is_module_class(qual)

    def _yielded(self, node: cst.Yield, state: State, frame: Frame) -> Value:
        if node.value is None:
            return NONE
        if isinstance(node.value, cst.From):  # yield from other(): each of its items
            source = self._eval(node.value.item, state, frame)
            if source.exact and source.items and not source.keys:  # `yield from (down, up)`
                return functools.reduce(join, source.items)
            return self._iterate(source)
        return self._eval(node.value, state, frame)

    def _overloaded_operator(self, node: cst.BinaryOperation, left: Value, right: Value,
                             state: State, frame: Frame) -> Value | None:
        """`a + b`, `0.5 * term` of objects of a project class defining the operator
        (`__add__`, or the right operand's `__rmul__`): what that method returns; None when
        neither does."""
        names = _OPERATOR_METHODS.get(type(node.operator))
        if names is None:
            return None
        for value, name, other in ((left, names[0], right), (right, names[1], left)):
            if value.kind == "instance" and isinstance(value.target, ClassInfo) and \
                    name in value.target.methods:
                return self._call_dunder(value, name, [other], state, frame)
        return None

    def _merged_dict(self, node: cst.Dict, state: State, frame: Frame) -> Value | None:
        """`{**ctx, "model": net}` of a dict whose keys are all known (a setup step adding an
        entry to its context): that dict with the entries written after it. None where no
        `**` is there; a dict of unknown keys where one's keys are not known."""
        if not any(type(element) is cst.StarredDictElement for element in node.elements):
            return None
        entries: dict = {}
        values, known, exact = [], True, True
        for element in node.elements:  # (each evaluated once, in order)
            if type(element) is cst.StarredDictElement:
                spread = self._eval(element.value, state, frame)
                values.append(spread)
                if spread.exact and not spread.items and not spread.keys and \
                        spread.kind == "unknown":
                    continue  # (an empty `**default_args` the call gave nothing: no entry)
                if spread.keys and len(spread.keys) == len(spread.items) and \
                        all(type(key) is str for key in spread.keys):
                    entries.update(zip(spread.keys, spread.items))
                    exact = exact and spread.exact  # (one entry maybe missing: still named)
                else:
                    known = False
            else:
                self._eval(element.key, state, frame)
                value = self._eval(element.value, state, frame)
                values.append(value)
                key = string(element.key)
                if key is None:
                    known = False
                entries[key] = value
        if not known:
            return self._collection_value(values)
        items = list(entries.values())
        return replace(self._collection_value(items), items=tuple(items), keys=tuple(entries),
                       exact=exact)

    def _param_sym(self, reach: frozenset, label: str = "param") -> str:
        """A symbol for one parameter of the network ``reach`` names (`model.parameters()`), a
        part of it: zeroing the network clears it (an optimizer over groups of them included)."""
        sym = self._new_sym(label)
        if len(reach) == 1:
            self.parents.setdefault(sym, next(iter(reach)))
        return sym

    def _held_parameter(self, container: Value) -> Value:
        """One parameter of an nn.ParameterList / nn.ParameterDict."""
        return self._one_parameter(frozenset({container.sym}),
                                   container.frozen or container.sym in self.frozen_syms)

    def _one_parameter(self, reach: frozenset, frozen: bool) -> Value:
        """A parameter of the network ``reach`` names: a leaf that requires grad, unless the
        network was frozen (`requires_grad_(False)`: no grad; its network kept, so that
        `p.requires_grad = True` unfreezes it again)."""
        return Value(kind="tensor", leaf=not frozen, param=True, reach=reach,
                     sym=self._param_sym(reach))

    def _iterate(self, iterable: Value) -> Value:
        if iterable.kind == "generator" and len(iterable.items) > 1:  # a fixed sequence
            return functools.reduce(join, iterable.items)
        if iterable.kind == "modules" or iterable.kind == "generator" or iterable.kind == "alike":
            return iterable.items[0]
        if iterable is RANGE:
            return INTEGER
        if iterable.kind == "zip" and iterable.label == "enumerate":
            return Value(kind="unknown", items=(INTEGER, self._iterate(iterable.items[1])))
        if iterable.kind == "zip":
            return Value(kind="unknown", items=tuple(self._iterate(item) for item in iterable.items))
        if iterable.kind == "module" and iterable.sym and iterable.qual in api.PARAMETER_CONTAINERS \
                and iterable.qual.endswith("ParameterList"):
            return self._held_parameter(iterable)  # for w in self.weights (an nn.ParameterList)
        if iterable.kind == "module" and iterable.sym and iterable.qual in api.MODULE_CONTAINERS:
            # for head in self.heads (an nn.ModuleList / nn.Sequential): each a layer of it
            if iterable.items:  # all of one class: one of them stands for each
                return each_part(iterable) if not iterable.frozen else \
                    each_part(iterable, frozen=True)
            return Value(kind="module", sym=f"{iterable.sym}.<part>", frozen=iterable.frozen)
        if iterable.kind == "submodules":
            part = Value(kind="module", sym=f"{iterable.sym}.<part>", frozen=iterable.frozen)
            if iterable.label == "named":
                return Value(kind="unknown", items=(OTHER, part))
            return part
        if iterable.kind == "params":
            if iterable.label == "named":
                return Value(kind="named-param", reach=iterable.reach, frozen=iterable.frozen)
            return self._one_parameter(iterable.reach, iterable.frozen)
        if iterable.kind == "unknown" and iterable.nodes:  # a container of tensors
            return Value(kind="tensor", nodes=iterable.nodes, reach=iterable.reach,
                         scalar=iterable.scalar, opaque=iterable.opaque,
                         rebound=iterable.rebound)
        if iterable.kind == "unknown" and not iterable.keys and len(iterable.items) == 1 and \
                iterable.items[0].kind in ("optimizer", "module") and iterable.items[0].sym:
            # `for optimizer in self.extra_optimizers` of a list of one: that object
            return replace(iterable.items[0], fresh=False)
        if iterable.kind == "unknown" and not iterable.keys and iterable.items and \
                all(item.kind == "bound" and item.qual == iterable.items[0].qual
                    for item in iterable.items):
            # `for gen in [self.named_parameters]` (a list of networks' reading methods): one
            return replace(iterable.items[0], items=(functools.reduce(
                join, (item.items[0] for item in iterable.items)),))
        if iterable.kind == "unknown" and not iterable.keys and len(iterable.items) > 1 and \
                all(item.kind == "module" and item.sym for item in iterable.items):
            # `for m in modules` of networks handed in (`frozen(world, critic)`): one of them,
            # as `nets[i]` is
            return functools.reduce(join, iterable.items)
        if iterable.kind == "unknown" and not iterable.keys and iterable.items and \
                all(item.kind in ("function", "partial") for item in iterable.items):
            # `for callback in after_step: callback(params)` of `after_step=[reset_padding]`:
            # each function in turn
            return Value(kind="choice", items=iterable.items[:8], either=True) \
                if len(iterable.items) > 1 else iterable.items[0]
        if iterable.kind == "unknown" and not iterable.keys and iterable.items and \
                all(item.kind == "instance" and isinstance(item.target, ClassInfo)
                    for item in iterable.items):
            # `for cb in [Clip(), Log()]`: each object of the list in turn (`[Meter()]`: it)
            return Value(kind="choice", items=iterable.items[:8]) if len(iterable.items) > 1 \
                else iterable.items[0]
        if iterable.kind == "unknown" and not iterable.keys and 1 < len(iterable.items) <= 8 and \
                all(named_by(item) for item in iterable.items):
            # `for phase in ("d", "g")`: one of those names
            return Value(kind="choice", items=iterable.items)
        if iterable.kind == "unknown" and iterable.qual == CALLBACKS and iterable.items:
            # `for job in self.jobs` of a list callbacks were added to: one of them
            return each_callback(iterable.items)
        if iterable.kind == "tensor" and iterable.qual == CHUNKS_QUAL:  # `.split(64)`: batches
            return replace(iterable, fresh=False, sym=None, leaf=False, qual=CHUNK_QUAL)
        if iterable.kind == "tensor":  # its rows (a row of a batch is not a batch)
            return replace(iterable, fresh=False, sym=None, leaf=False, batched=False,
                           scalar=None if iterable.scalar is False else iterable.scalar)
        if iterable.kind == "unknown":  # a container: its items
            return replace(iterable, fresh=False, sym=None, leaf=False)
        return UNKNOWN


def _inherits_layer(klass: ClassInfo) -> bool:
    """Is ``klass`` a torch layer with weights underneath (`class MonotoneLinear(nn.Linear)`),
    whose `weight` and `bias` the library's constructor made?"""
    return any(base and base.rsplit(".", 1)[-1] in api.PARAM_LAYERS and base.startswith("torch.")
               for entry in klass.mro for base in entry.bases)


_FACTORY_KINDS = frozenset({"function", "class", "partial", "qual"})
# an operator's method, and the right operand's reflected one (`0.5 * term`: `__rmul__`)
_OPERATOR_METHODS = {cst.Add: ("__add__", "__radd__"), cst.Subtract: ("__sub__", "__rsub__"),
                     cst.Multiply: ("__mul__", "__rmul__"),
                     cst.Divide: ("__truediv__", "__rtruediv__"),
                     cst.MatrixMultiply: ("__matmul__", "__rmatmul__")}


def _truth(value: Value) -> bool | None:
    """The truth of a value where it is known: an object made here (a network, an optimizer,
    an instance of a project class, a function) is true, None is false."""
    if value.kind == "other" and value.qual == "None":
        return False
    if value.kind in ("instance", "module", "optimizer") and value.sym and not value.either or \
            value.kind in ("function", "class"):
        return True
    return known_bool(value)


def _is_enum(klass: ClassInfo) -> bool:
    """Does ``klass`` derive from a class of the `enum` module (its members are no literals)?"""
    return any(base and (base.startswith("enum.") or base.rsplit(".", 1)[-1] in _ENUM_BASES)
               for owner in klass.mro for base in owner.bases)


_ENUM_BASES = frozenset({"Enum", "IntEnum", "StrEnum", "Flag", "IntFlag"})


def _class_constant(klass: ClassInfo, attr: str) -> Value | None:
    """A literal the class (or the first class of its MRO binding ``attr``) binds ``attr`` to in
    its body: a string or an integer (`ADVERSARY, MAIN = 0, 1`: the index an optimizer loop
    hands a step), or a tuple / list of strings (the names of layers a mixin's method reads by
    `getattr`), with its items."""
    bound = class_binding(klass, attr)
    value = bound[1] if bound is not None else None
    if type(value) is cst.SimpleString:
        return string_value(string(value))
    if type(value) is cst.Integer and literal_int(value) is not None:
        return int_value(literal_int(value))
    if type(value) in (cst.Tuple, cst.List) and all(
            type(element.value) is cst.SimpleString for element in value.elements):
        return Value(kind="unknown", exact=True, items=tuple(
            string_value(string(element.value)) for element in value.elements))
    return None


@contextmanager
def _own_names(state: State, clauses):
    """The names a comprehension's ``clauses`` bind are its own: what the enclosing code bound
    to them is back afterwards."""
    names = {target.value for clause in clauses for target in walk(clause.target)
             if type(target) is cst.Name}
    saved = {name: state.locals[name] for name in names if name in state.locals}
    try:
        yield
    finally:
        for name in names:
            state.locals.pop(name, None)
        state.locals.update(saved)


def _gathers(node: cst.Subscript, indices: list[Value]) -> bool:
    """May ``node`` be advanced indexing, which copies: an index that is a tensor or a value
    nothing is known of (`tags[0]` of an argument), not known to be a Python int, or a list
    display (`w[[0, 2]]`)."""
    return any(index.kind in ("tensor", "unknown") and not is_int(index) for index in indices) or any(
        isinstance(element.slice, cst.Index) and type(element.slice.value) in (cst.List, cst.ListComp)
        for element in node.slice)
