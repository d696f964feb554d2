"""Calls: torch functions by qualified name (the API tables in ``torch_api``), module forwards,
methods of tensors, modules and optimizers, and calls followed into the project's own functions
and classes with the caller's values bound to their parameters.

A mixin of :class:`~autograd_lint.semantics.interpreter.Interpreter`."""
from __future__ import annotations

import builtins
from contextlib import contextmanager
import itertools
import os
import functools

import libcst as cst

from . import torch_api as api
from ..findings import GIVEN_TO_OPTIMIZER
from .decorators import KEEP, class_level_binding, is_property
from .class_reading import class_binding, saved_parameters, saves_its_output
from .factories import factory_batched, factory_scalar, integer_factory, legacy_sizes
from .reach import holder_chain, overlaps, reach_of
from .shapes import (BATCH, DATA_LOADERS, REDUCTIONS, function_shape, loader_batch_size,
                     method_shape, stack_shape)
from .registries import OBJECT_REGISTERING, dispatch_overloads, is_singledispatch, registry_of
from .syntax import (LAMBDA_NAME, binding_targets, keyword_value, label_of, literal_bool,
                     literal_key, makes_copy, references_grad, retains, string)
from .names import dotted
from .walk import names_in, shared_names, tree_fact, walk
from .quiet_code import local_definitions, trains_nothing
from .state import (FLAG_TESTS, ClassInfo, Frame, State, changed_argument, forget_frame_flags,
                    mark_grad_switch)
from .summaries import MAX_SUMMARIES, Snapshot, plain_key, replay, summary_of
from .constructors import (MAX_CONSTRUCTOR_SUMMARIES, ConstructorSummary, Ownership, Renamer,
                           hints_of, named_syms, plain_entry, written_keys)
from .values import (CALLBACKS, DEFAULT_DICT, EMPTY, GRAD_CONTEXTS, INTEGER, MAX_EITHER, MAX_UNROLLED, NONE,
                     NONE_STRING, NUMPY_ARRAY, ONE, OTHER, PLAIN_TENSOR, RANGE, TENSOR_DICT, UNKNOWN, UNNAMED,
                     WHOLE, GraphNode, Value, alternatives, as_sequence, combine, copies_of, each_callback,
                     each_part, grad_mode_value, grad_origin, holds_no_parameter, is_constant, join,
                     known_bool, known_int, leaf_memory, made_by_op, named_by, next_order, only_uncertain,
                     paired_copies, replace, string_value)

# (trainer and agent hierarchies put a network's update 6-8 calls below a script's `main()`:
# `run -> fit -> _run_epoch -> _train_step -> update -> _critic_update -> _bootstrap_target`)
MAX_CALL_DEPTH = 8
# Past SHALLOW_CALL_DEPTH calls, a function is followed its first MAX_DEEP_RUNS times in an
# entry only: a trainer's chain of methods runs each a few times, a pruning library's helpers
# inside nested loops hundreds of times, and each level more doubles what loops cost.
SHALLOW_CALL_DEPTH = 4
MAX_DEEP_RUNS = 8
# Past that depth, a small function that calls no project code of its own (a generator of a
# model's layers, an attention layer's forward) is still followed, two levels at most: its cost
# is bounded by its size, and what it does (an in-place edit, a saved tensor) is often the point.
LEAF_EXTRA_DEPTH = 2
MAX_FIRST_CALL_DEPTH = 8  # how deep a function is still followed the first time (_first_in_grad_mode)
# (methods a wrapper is named after and calls on what it wraps: `Accelerator.backward`,
# `OptimWrapper.step`)
_WRAPPED_TRAINING_CALLS = frozenset({"backward", "step", "zero_grad"})
BUILD_EXTRA_DEPTH = 2  # (see Calls._builds_a_part)
SELF_EXTRA_DEPTH = 2  # (see Calls._own_method)
MAX_LEAF_STATEMENTS = 30
MAX_LEAF_NESTING = 2  # project calls a small leaf may make to other small leaves, nested
# A driver run once per setting of a sweep (`for method in METHODS: args.method = method;
# run(args)`) meets new arguments at each call, and each run costs a whole pipeline. Once a
# function has run MAX_HEAVY_RUNS times in one entry at HEAVY_TICKS or more each, a call of it
# is not followed: its effects are unknown, as any cut call's (the runs before have shown its
# code). Cheaper runs (a layer's constructor, a small helper, a config-driven factory building
# a hook after it built the model) do not count: each builds objects that matter.
MAX_HEAVY_RUNS = 4
HEAVY_TICKS = 1_000
_LIBRARY_ROOTS = ("torch", "numpy", "math", "random", "itertools", "functools", "collections",
                  "operator", "einops", "time", "os", "logging", "warnings")
_ZEROING_NAMES = frozenset({"zero_grad", "zero_"})
# names without which a helper of library calls only can neither differentiate nor train
_DIFFERENTIATING_NAMES = frozenset({"backward", "manual_backward", "step", "zero_grad", "grad",
                                    "autograd", "vjp", "jvp", "jacobian", "hessian"})
_COMPOUND = (cst.If, cst.For, cst.While, cst.With, cst.Try, cst.FunctionDef, cst.ClassDef)
# tensor methods taking no argument, called unbound (`torch.Tensor.detach(t)`): the bound
# call they stand for (none a rule reports at its call, which names the receiver)
_UNBOUND_TENSOR_METHODS = frozenset({"detach", "clone", "cpu", "cuda", "float", "double",
                                     "half", "contiguous", "item", "tolist"})


class Calls:
    def _call(self, node: cst.Call, state: State, frame: Frame) -> Value:
        func = node.func
        if type(func) is cst.Attribute:
            if _is_super(func.value) and frame.instance is not None:
                return self._super_call(func.attr.value, node, state, frame)
            receiver = self._eval(func.value, state, frame)
            if receiver.kind == "qual":
                qual = f"{receiver.qual}.{func.attr.value}"
                callee = self._project_value(qual, state)
                if callee is None:
                    return self._qual_call(qual, node, state, frame)
            else:
                stored = state.heap.get((receiver.sym, func.attr.value)) if receiver.sym else None
                if stored is not None:
                    self._heap_read(receiver.sym)  # (see summaries.py)
                else:
                    stored = self._copied_attribute(receiver, func.attr.value, state)
                getter = self._property_getter(receiver, func.attr.value, state)
                if getter is not None:
                    stored = self._read_property(receiver, getter, state, frame)  # self.net(x)
                if stored is None:
                    result = self._method_call(receiver, func.attr.value, node, state, frame)
                    if receiver.cut is not None and result.cut is None and not result.nodes \
                            and receiver.kind in ("other", "unknown") and not receiver.nodes:
                        # `(diff ** 2).sum(axis=1)` of a detached tensor's numpy values: what
                        # is computed from them is cut from the graph too
                        result = replace(result, cut=receiver.cut)
                    return result
                callee = stored  # self.netD(x): an attribute holding a module or a function
        else:
            if type(func) is cst.Name and func.value == "getattr":
                dynamic = self._dynamic_qual(node, state, frame)
                if dynamic is not None:  # getattr(torch.optim, cfg.name): a class of torch.optim
                    found = self._project_value(dynamic, state)  # getattr(models, "resnet18")
                    return found if found is not None else Value(kind="qual", qual=dynamic)
                found = self._getattr_by_name(node, state, frame)
                if found is not None:
                    return found
                package = self.imports.qualify(node.args[0].value) \
                    if len(node.args) == 2 and node.args[0].keyword is None else None
                found = self._package_network(package) if package is not None else None
                if found is not None:  # getattr(models, args.arch): one of its network classes
                    return found
            callee = self._eval(func, state, frame)
        return self._call_value(callee, node, state, frame)

    def _call_value(self, callee: Value, node: cst.Call, state: State, frame: Frame) -> Value:
        """The call ``node`` of ``callee``, already evaluated."""
        if callee.kind == "qual":
            return self._qual_call(callee.qual, node, state, frame)
        if callee.kind == "partial":  # make_optimizer(model.parameters()) of a partial(...)
            return self._partial_value_call(callee, node, state, frame)
        if callee.kind == "bound":  # `gen()` of `gen = model.named_parameters`
            return self._method_call(callee.items[0], callee.qual, node, state, frame)
        if callee.kind == "vmapped":  # `vmap(point_loss)(params, x, y)`: one result per item
            return _per_item(self._call_value(callee.items[0], node, state, frame))
        args = [self._eval(arg.value, state, frame) for arg in node.args]
        result = self._call_evaluated(callee, node, args, state, frame)
        if callee.kind != "module":
            for arg, value in zip(node.args, args):
                if value.uninit is not None:
                    # a project function or an unseen one given a buffer may fill it (SSD's
                    # `match(..., loc_t, conf_t, idx)` writes `loc_t[idx] = ...`); a read in
                    # it before that is the callee's own finding
                    self._initialised(arg.value, state)
        return result

    def _call_evaluated(self, callee: Value, node: cst.Call, args: list[Value], state: State,
                        frame: Frame) -> Value:
        func = node.func
        if callee.kind == "function" and is_singledispatch(callee.target):
            overloads = self._overloads(callee.target)
            picked = _dispatched(callee.target, overloads, args[0]) if args and overloads \
                else None
            if picked is not None:  # the overload the argument's class picks
                callee = replace(callee, target=picked, label=picked.name.value)
            elif overloads:  # which one the argument's type picks is not known: any of them
                callee = Value(kind="choice", either=True, items=tuple(
                    Value(kind="function", target=f, label=f.name.value) for f in overloads))
        if callee.kind == "choice":  # a registry's entry: what any of them makes
            return self._call_choice(callee, node, args, state, frame)
        if callee.kind == "function":
            instance = callee.items[0] if callee.items else None  # a bound method
            events, cuts = len(self.trace), self.training_cuts
            result = self._follow(callee.target, node, args, state, frame, instance,
                                  instance.target if instance is not None else None,
                                  enclosing=callee.env)
            if instance is None and cuts == self.training_cuts and not any(
                    kind in ("backward", "step") for kind, _ in self.trace[events:]):
                # (a model written as a function, run by an evaluation; not a function that
                # differentiates, MAML's `adapt()` in an evaluation, or calls code that may)
                self._maybe_eval_function(callee, node, result, state)
            return result
        if callee.kind == "class":
            return self._instantiate(callee.target, node, args, state, frame)
        if callee.kind == "apply":  # `spike_fn(v)` of `spike_fn = SurrogateSpike.apply`
            return self._autograd_function(callee.target, node, args, state)
        if callee.kind == "record":
            return self._record(callee, node, args, state)
        if registry_of(callee) is not None:  # `registry(cfg)` of a registry class's __call__
            klass = self._registry_class(registry_of(callee))
            method = klass.methods.get("__call__") if klass is not None else None
            if isinstance(method, cst.FunctionDef):
                return self._follow(method, node, args, state, frame, callee, klass)
        if callee.kind == "instance" and isinstance(callee.target, ClassInfo) and \
                "__call__" in callee.target.methods:  # `teacher(x)` of a class with __call__
            return self._follow(callee.target.methods["__call__"], node, args, state, frame,
                                callee, callee.target)
        if callee.kind == "module" or (callee.sym is not None and callee.sym in self.module_like):
            return self._module_call(callee, node, args, state, frame)
        if isinstance(func, cst.Name) and func.value == "setattr" and callee.kind == "unknown" \
                and len(node.args) == 3 and all(a.keyword is None and not a.star for a in node.args):
            self._setattr(node, args, state, frame)
            return OTHER
        if isinstance(func, cst.Name) and func.value in ("float", "int", "round") and args and \
                not node.args[0].keyword and (args[0].cut is not None or (
                    args[0].kind == "tensor" and args[0].needs_grad and state.grad)):
            # a Python number of a tensor's value: cut from its graph (`float(loss)`, or the
            # float of a numpy mean of a detached output), as `.item()` is
            return Value(cut=args[0].cut if args[0].cut is not None else (
                f"{func.value}()", node, reach_of(args[0])))
        if isinstance(func, cst.Name) and func.value in ("len", "int"):
            return INTEGER  # (`torch.FloatTensor(len(FREQS))`: a size)
        if isinstance(func, cst.Name) and func.value in ("float", "bool", "str", "round", "repr",
                                                         "isinstance", "print"):
            return OTHER
        if isinstance(func, cst.Name) and func.value in ("list", "tuple", "sorted", "iter",
                                                         "reversed", "set"):
            if args and args[0].one_shot and func.value not in ("iter", "reversed"):
                self._used_up(node.args[0].value, args[0], state, frame)
                return replace(args[0], one_shot=False)  # (a container: passes again)
            if args and func.value in ("list", "tuple", "sorted", "set"):
                copied = _shallow_copy(args[0])
                return copied if func.value == "set" else as_sequence(
                    copied, "tuple" if func.value == "tuple" else "list")
            return args[0] if args else UNKNOWN
        if isinstance(func, cst.Name) and func.value == "dict" and len(node.args) == 1 and \
                node.args[0].keyword is None and not node.args[0].star:
            # dict(model.named_parameters()): the same pairs, keyed; dict(params): a copy
            if args[0].kind == "zip" and len(args[0].items) == 2 and \
                    args[0].items[1].kind == "params":
                return args[0].items[1]  # dict(zip(names, weights)): those weights, by name
            return _shallow_copy(args[0])
        if isinstance(func, cst.Name) and func.value == "dict" and _keywords_only(node):
            return self._keyword_dict(node, args)  # `dict(loss=loss, acc=acc)`, `dict()`
        if isinstance(func, cst.Name) and func.value == "zip":
            return Value(kind="zip", items=tuple(args))
        if isinstance(func, cst.Name) and func.value == "map" and len(args) == 2 and \
                args[0].kind == "function" and \
                not any(arg.keyword is not None or arg.star for arg in node.args):
            # `map(train_step, batches)` consumed by a fold or a loop: the function run on an
            # item twice, as a loop's body runs, what it returns the items
            element = self._iterate(args[1])
            made = tuple(self._call_evaluated(args[0], node, [element], state, frame)
                         for _ in range(2))
            return Value(kind="generator", items=made, one_shot=True)
        if isinstance(func, cst.Name) and func.value == "range":
            return RANGE  # (its items are ints: `weight[i]` of one is a view)
        if isinstance(func, cst.Name) and func.value == "enumerate" and args:
            return Value(kind="zip", items=(OTHER, args[0]), label="enumerate")
        if isinstance(func, cst.Name) and func.value in ("sum", "max", "min", "abs") and args:
            return combine(args, node, state.grad)
        result = combine(args, node, state.grad, new_node=False)
        if callee.kind == "unknown":
            self._unseen_call(args, state)  # `getattr(callback, event)(self)`
            result = self._opaque_result(result)
            if result.kind == "tensor" and not result.opaque and state.grad is not False:
                # (`pi(ob)` of a policy taken from a list not known: what is called may be a
                # network, whose output carries a graph its inputs do not)
                result = replace(result, opaque=True)
        return result

    def _keyword_dict(self, node: cst.Call, args: list[Value]) -> Value:
        """`dict(loss=loss)`, `OrderedDict()`: a dict of exactly these entries, as `{...}` is."""
        return replace(self._collection_value(args), items=tuple(args), exact=True,
                       keys=tuple(arg.keyword.value for arg in node.args))

    def _treated_as_trained(self, value: Value, site: cst.CSTNode, note: str,
                            depth: int = 0) -> None:
        """A non-leaf meant to be trained (AGL020) is reported once the program treats it as
        trained: its .grad read, or it (in a list, a param group) given to an optimizer; that
        ``site`` is the finding's evidence."""
        fact = value.trained_check
        if fact is not None and id(fact[0]) not in self.nonleaf_reported:
            self.nonleaf_reported.add(id(fact[0]))
            self.facts.nonleaf_param.append(fact + (((site, note),),))
        if depth < 3:
            for item in value.items:
                self._treated_as_trained(item, site, note, depth + 1)

    def _call_choice(self, callee: Value, node: cst.Call, args: list[Value], state: State,
                     frame: Frame) -> Value:
        """``MODELS[name](...)``: each registered class or function called in turn, their
        results joined (`A() if c else B()`: a network either way)."""
        result = None
        for entry in callee.items:
            if entry.kind == "class":
                made = self._instantiate(entry.target, node, args, state, frame)
            elif entry.kind == "function":
                instance = entry.items[0] if entry.items else None  # (a bound method)
                made = self._follow(entry.target, node, args, state, frame, instance,
                                    instance.target if instance is not None else None,
                                    enclosing=entry.env)
            elif entry.kind == "partial":  # {"sgd": partial(torch.optim.SGD, momentum=0.9)}
                made = self._partial_value_call(entry, node, state, frame)
            elif entry.kind == "qual":  # {"sgd": torch.optim.SGD, "adam": torch.optim.Adam}
                made = self._qual_call(entry.qual, node, state, frame)
            elif entry.kind in ("module", "instance"):  # a loop over a dict of plugins
                made = self._call_evaluated(entry, node, args, state, frame)
            else:
                return UNKNOWN
            result = made if result is None else join(result, made)
        return result if result is not None else UNKNOWN

    def _getattr_of_each(self, owner: Value, name: str, call: cst.Call,
                         state: State) -> Value:
        """``getattr(cb, event, None)`` of one of several objects: the method of each that has
        it (the others give the default)."""
        methods = [self._attribute_of(item, name, call, state) for item in owner.items
                   if isinstance(item.target, ClassInfo) and name in item.target.methods]
        if len(methods) == len(owner.items) or len(call.args) == 3:
            return Value(kind="choice", items=tuple(methods)) if methods else NONE
        return UNKNOWN  # (one without it raises AttributeError, or has it by other means)

    def _getattr_by_name(self, call: cst.Call, state: State, frame: Frame) -> Value | None:
        """``getattr(self, name)`` where ``name`` is a string the caller spelt
        (``self.call_hook("on_epoch_start")``): that attribute, as ``self.on_epoch_start``
        reads; `getattr(trainer.model, self.attr)` too. (Only where both arguments are names or
        attributes of names: reading them twice changes nothing.)"""
        args = call.args
        if len(args) not in (2, 3) or any(a.keyword is not None or a.star for a in args) or \
                not _named_reference(args[0].value) or \
                type(args[1].value) not in (cst.SimpleString, cst.FormattedString) \
                and not _named_reference(args[1].value) and not _spelt_name(args[1].value):
            return None
        named = self._eval(args[1].value, state, frame)
        # (`getattr(self, f"{phase}_step")` over the phases of a config: each method in turn)
        names = [named_by(item) for item in named.items] if named.kind == "choice" \
            else [named_by(named)]
        if not all(names):
            return None
        owner = self._eval(args[0].value, state, frame)
        of_each = owner.kind == "choice" and owner.items and len(names) == 1 and all(
            item.kind == "instance" for item in owner.items)
        # (an object of a project class, or a torch module whose attributes were stored here)
        if not of_each and not (owner.kind in ("instance", "module") and
                                isinstance(owner.target, ClassInfo) or
                                owner.kind == "module" and owner.sym and
                                all((owner.sym, name) in state.heap for name in names)):
            return None
        if len(args) == 3:
            self._eval(args[2].value, state, frame)
        if of_each:
            return self._getattr_of_each(owner, names[0], call, state)
        found = [self._attribute_of(owner, name, call, state) for name in names]
        return found[0] if len(found) == 1 else Value(kind="choice", items=tuple(found))

    def _dynamic_qual(self, call: cst.Call, state: State | None = None,
                      frame: Frame | None = None) -> str | None:
        """``getattr(torch.optim, name)``: the qualified name of the class it picks. A literal
        name, or an expression holding a known string (`loss_name` popped from a config's
        fields, `cfg.kind` of a dataclass's default), is that class; another name read from a
        configuration is some optimizer of ``torch.optim`` (what an optimizer does does not
        depend on which); of other packages, unknown."""
        if len(call.args) != 2 or call.args[0].keyword is not None:
            return None
        return self._picked_qual(call.args[0].value, call.args[1].value, state, frame)

    def _picked_qual(self, namespace: cst.BaseExpression, name: cst.BaseExpression,
                     state: State | None = None, frame: Frame | None = None) -> str | None:
        """The qualified name of the member ``name`` (an expression) of the package
        ``namespace``, as ``_dynamic_qual`` reads it."""
        package = self.imports.qualify(namespace)
        if package is None:
            return None
        text = string(name)
        if text is not None and text.isidentifier():
            return f"{package}.{text}"
        if type(name) in (cst.Name, cst.Attribute, cst.Subscript) and state is not None and \
                package.startswith("torch."):
            spelt = named_by(self._eval(name, state, frame))
            if spelt is not None and spelt.isidentifier():
                return f"{package}.{spelt}"
        return api.SOME_OPTIMIZER if package == "torch.optim" else None

    def _super_call(self, name: str, node: cst.Call, state: State, frame: Frame) -> Value:
        """``super().train_step(batch)``: the base class's method, run on the same instance."""
        args = [self._eval(arg.value, state, frame) for arg in node.args]
        method = self._super_method(frame, name)
        if method is None:
            return UNKNOWN
        return self._follow(method, node, args, state, frame, frame.instance, frame.klass)

    def _mutated(self, container: Value, name: str, node: cst.Call, args: list[Value],
                 state: State, frame: Frame) -> None:
        """A tuple, list or dict of known items changed in place: `out.append(obj)` keeps it
        known (up to a bound), unless a loop run for any number of iterations repeats it; any
        other change leaves its items unknown."""
        added = (args[0],) if name == "append" and len(args) == 1 else \
            args[0].items if name == "extend" and len(args) == 1 and args[0].exact and \
            not args[0].keys else None
        known = added is not None and not container.keys and \
            len(container.items) + len(added) <= 2 * MAX_UNROLLED and \
            not self._grows_in_a_loop(node.func.value)
        merged = _merged_keys(container, args[0]) if name == "update" and len(args) == 1 and \
            not node.args[0].keyword and not self._grows_in_a_loop(node.func.value) else None
        if name == "setdefault" and len(args) == 2 and isinstance(named_by(args[0]), str) and \
                not any(arg.keyword or arg.star for arg in node.args):
            # `args.setdefault(k, v)` of a known key: that entry, unless the dict has it
            key = named_by(args[0])
            merged = container if key in container.keys else _merged_keys(container, Value(
                exact=True, keys=(key,), items=(args[1],)))
        if name == "update" and len(args) == 1 and not node.args[0].keyword:
            self._replacing_owned_entries(container, args[0], node, label_of(node.func.value),
                                          state, frame)
        if known:
            changed = replace(container, items=container.items + added)
        elif added and all(_networks_only(container, item) for item in added):
            # `layers.append(Block(d))` in a loop (`steps += [Coupling(d), Reverse()]` too):
            # networks alike, as `[Block(d) for d in dims]` makes (whose parts a plain container
            # on a module hides: AGL011)
            syms = {item.sym for item in added}
            items = tuple(item for item in container.items if item.sym not in syms)
            items = (*items, *(replace(item, fresh=False) for item in added))[-MAX_GATHERED:]
            changed = Value(kind="modules", sym=items[0].sym, items=items)
        elif merged is not None:
            changed = merged
        else:
            # (`outputs.update(self.predict_poses(x))`: whatever it was given, it now holds)
            given = args if name in _STORING_MUTATORS else ()
            # (an item an unseen call made, as in a display: whether its graph is there is
            # unknown, and so it is of what the container holds)
            changed = replace(container, exact=False,
                              nodes=container.nodes.union(*(arg.nodes for arg in given)),
                              reach=container.reach.union(*map(reach_of, given)),
                              opaque=container.opaque or any(
                                  arg.opaque and (arg.nodes or arg.reach) for arg in given))
        self._rebind(node.func.value, changed, state, frame)
        if changed.items and frame.name == "__init__" and self.empty_containers:
            self._filled_in_init(node.func.value, changed, state, frame)

    def _float64_factory(self, made) -> bool:
        """Does the call ``made`` make a float64 tensor: `torch.tensor(np.random.randn(3))` (numpy's
        float arrays are float64), `torch.zeros(3, dtype=torch.float64)`?"""
        if type(made) is not cst.Call:
            return False
        dtype = keyword_value(made, "dtype")
        if dtype is not None:
            return (self.imports.qualify(dtype) or "") in ("torch.float64", "torch.double")
        if (self.imports.qualify(made.func) or "") not in _FROM_DATA or not made.args or \
                made.args[0].keyword is not None or type(made.args[0].value) is not cst.Call:
            return False
        data = made.args[0].value
        source = self.imports.qualify(data.func) or ""
        return (source.startswith("numpy.random.") and source.rsplit(".", 1)[-1] in _NUMPY_FLOATS
                or source in _NUMPY_FLOAT_ARRAYS) and \
            keyword_value(data, "dtype") is None

    def _grows_in_a_loop(self, container: cst.CSTNode) -> bool:
        """Is ``container`` changed inside a loop that runs any number of times (not one run
        item by item) and kept across its iterations: a name bound before the loop, or an
        attribute?"""
        first = len(self.loops) - len(self.loop_names)  # (this function's loops come last)
        if type(container) is cst.Name:
            return any(id(self.loops[first + index]) not in self.unrolling and
                       container.value in names for index, names in enumerate(self.loop_names))
        return any(id(loop) not in self.unrolling for loop in self.loops)

    def _makes_grad_leaves(self, forward: cst.FunctionDef) -> bool:
        """Does a forward make tensors to differentiate by (`y = torch.zeros(n, k,
        requires_grad=True)`, `.requires_grad_()`, `torch.enable_grad()`): an energy model
        unrolling an optimizer over its input, which needs grad on even in evaluation?"""
        return tree_fact(self.names_cache, "makes-grad-leaves", forward, _makes_grad_leaves)

    def _module_call(self, module: Value, node: cst.Call, args: list[Value], state: State,
                     frame: Frame | None = None) -> Value:
        if module.alts and module.target is None and frame is not None:
            return self._each_alternative_forward(module, node, args, state, frame)
        parts = self._sequence_parts(module, state) if len(args) == 1 and frame is not None \
            else None
        if parts is not None:
            # `self.blocks(z)` of an nn.Sequential of project blocks: each block's forward runs
            # on what the one before returned
            output = args[0]
            for part in parts:
                output = self._module_call(part, node, [output], state, frame)
            return output
        klass = module.target
        inner = None
        self._run_forward_hooks(module, args, None, state, frame)  # (its pre-hooks)
        events, cuts, training_cuts = len(self.trace), self.calls_cut, self.training_cuts
        if isinstance(klass, ClassInfo) and "forward" in klass.methods and frame is not None:
            # Follow a user module's forward: state it keeps on self (a recurrent hidden state)
            # and the submodules it calls are then known.
            self.forward_depth += 1
            try:
                inner = self._follow(klass.methods["forward"], node, args, state, frame, module,
                                     klass)
            finally:
                self.forward_depth -= 1
        if inner is not None and inner.cut is not None and not (inner.nodes or inner.reach) \
                and not inner.opaque and state.grad:
            # its forward returned a value cut from every graph (`torch.tensor(sum(terms),
            # requires_grad=True)` of numbers): its inputs' graphs do not flow through it
            return replace(inner, fresh=False)
        if inner is not None and inner.kind == "tensor" and inner.leaf and inner.param and \
                not inner.nodes and state.grad:
            # forward returns its own parameter (`return self.weight`: a learned image, a table
            # of positions): the output is that leaf, and no operation saved it
            return replace(inner, fresh=False)
        if inner is not None and inner.kind in ("tensor", "unknown") and \
                isinstance(klass, ClassInfo) and not (inner.nodes or inner.reach or inner.leaf) \
                and not any(v.nodes or v.reach or v.leaf for v in args) and \
                not self._known_trainable(module, klass, state):
            # its forward, followed, made its output from nothing that carries a graph, and
            # nothing shows the network holds a parameter (an input transform of buffers, a
            # cost model, a test function, given known or unseen inputs): whether a graph is
            # built is not known
            return Value(kind="tensor", scalar=inner.scalar, opaque=True, batched=inner.batched)
        tensors = [v for v in args if v.kind in ("tensor", "unknown")]
        if inner is not None and inner.kind in ("tensor", "unknown"):
            tensors.append(inner)
        cut = next((v.cut for v in tensors if v.cut is not None), None)
        # a torch layer's output has several elements, unless what it is given has one element
        # (nn.Linear(1, 1)(torch.rand(1)): the output's size is then unknown here)
        scalar = module.scalar if module.scalar is not None else (
            False if module.qual and not isinstance(klass, ClassInfo)
            and not api.is_loss_class(module.qual)  # (a loss of unknown reduction: unknown)
            and module.qual != api.SOME_PARAMETER_FREE_MODULE  # (maybe a loss: unknown)
            and not (tensors and all(v.scalar is True for v in tensors)) else None)
        batched = inner.batched if inner is not None and inner.kind == "tensor" else \
            bool(args) and args[0].batched  # (a layer keeps its input's batch)
        if module.one_feature and scalar is False and not batched:
            scalar = None  # one value per sample: as many as the batch has rows, not known here
        if scalar is None and inner is not None and inner.kind == "tensor" and not inner.keys:
            scalar = inner.scalar  # what the user module's forward returns: a loss, a vector
        self._read_uninitialized(node, *args)
        if module.inplace and args and node.args:
            self._inplace_on_saved(args[0], node.args[0].value, node, state)
        if state.grad is None:  # grad mode unknown: so is the graph
            return Value(kind="tensor", scalar=scalar, opaque=True, batched=batched)
        if not state.grad:
            reach = frozenset({module.sym} if module.sym else ()).union(*map(reach_of, tensors))
            return Value(kind="tensor", scalar=scalar, cut=("torch.no_grad()", node, reach),
                         batched=batched)
        frozen = module.frozen or self._is_frozen(module.sym) or \
            self._frozen_throughout(module, klass, state)
        parameter_free = klass.parameter_free if isinstance(klass, ClassInfo) else \
            api.is_parameter_free_layer(module.qual)
        graphless = not any(v.nodes or v.reach or v.leaf for v in tensors)  # (the inputs)
        # (parameters that joined a graph in place: an EMA teacher updated with grad, whose
        # outputs carry that graph; AGL002 reports it)
        joined = self.param_graphs.get(module.sym, EMPTY) if self.param_graphs else EMPTY
        if (frozen or parameter_free) and graphless:
            # no parameter, no input: no graph of its own
            return Value(kind="tensor", scalar=scalar, cut=cut, nodes=joined, batched=batched)
        if joined:
            tensors.append(Value(kind="tensor", nodes=joined))
        inputs = tuple((arg.value, value) for arg, value in zip(node.args, args))
        # (a loaded module, or a torch loss, which holds no parameter, on inputs with no graph
        # known: whether its output has one is its inputs' affair, unknown here)
        uncertain = graphless and (bool(module.sym) and all(
            alt in self.loaded_syms for alt in alternatives(module.sym)) or
            api.holds_no_parameter(module.qual))
        # (a forward not seen into, or cut at the depth limit, whose result carries nothing
        # known: whether the entries of what it returns share a graph is unknown too)
        unknown_class = not module.qual and (
            inner is None and not isinstance(klass, ClassInfo) or
            inner is not None and inner.kind == "unknown" and inner.opaque and
            not (inner.nodes or inner.reach or inner.items or inner.leaf))
        # (the network run by a plain wrapper's `__call__`, an EMA holding a model's copy: the
        # wrapper's caller is where the output is used, and where a fix goes)
        wrapped = frame is not None and frame.name == "__call__" and frame.klass is not None \
            and not frame.klass.is_module and bool(self.call_nodes)
        graph_node = GraphNode(site=self.call_nodes[-1] if wrapped else node, module=module.sym,
                               inputs=inputs, copy_of=module.copy_of,
                               nested=self.forward_depth > 0, uncertain=uncertain,
                               eval_mode=self._in_eval_mode(module, state), frozen=frozen,
                               parts={} if unknown_class else None,
                               followed=inner is not None and bool(inner.nodes or inner.items),
                               read=isinstance(klass, ClassInfo))
        # (a forward that differentiates, or calls code not followed that may, may be no
        # evaluation: an adversarial attack's gradient steps run inside the model's forward)
        differentiates = self.training_cuts != training_cuts or any(
            kind == "backward" for kind, _ in self.trace[events:]) or \
            inner is not None and self._makes_grad_leaves(klass.methods["forward"])
        # (nor a module that holds no parameter, a criterion of the project's: what graph its
        # output carries, its inputs brought, and the call that made them is the one to name;
        # unless it was given one to keep, `FocalLoss(alpha=nn.Parameter(...))`, which its
        # forward's output reaches)
        if (not module.qual or not api.is_loss_class(module.qual)) and not differentiates \
                and not (holds_no_parameter(module) and not (
                    inner is not None and inner.reach - frozenset().union(*map(reach_of, args)))):
            # (a graph built: used? One given an input made to require grad, as an attack or a
            # saliency map does, is not an evaluation if a gradient is taken later in the run,
            # whether or not through this call's graph)
            asks_input_grad = any(map(self._input_asking_grad, args))
            self._maybe_eval_forward(module, node, state, graph_node, asks_input_grad)
        if inner is None and not isinstance(klass, ClassInfo) and (
                not module.qual or module.qual == api.SOME_PARAMETER_FREE_MODULE):
            self._given_unseen(args)  # (its forward, not seen, may differentiate)
        own = frozenset({graph_node, graph_node.part(WHOLE)}) if unknown_class else \
            frozenset({graph_node})
        # a forward followed to its end tells which inputs' graphs its output carries (a loss
        # module that uses its target as `y_target.detach()`); one that was not may carry any
        followed = inner is not None and not inner.opaque and self.calls_cut == cuts and \
            inner.kind in ("tensor", "unknown", "distribution")
        carried = [inner] if followed else tensors
        nodes = own.union(*(v.nodes for v in carried)) if carried else own
        # (a criterion holds no parameter: what its loss reaches is what its inputs reached,
        # nothing when they came from a call the analysis cannot see)
        own_reach = bool(module.sym) and not frozen and not (
            module.qual and api.is_loss_class(module.qual))
        reach = frozenset({module.sym} if own_reach else ()).union(*map(reach_of, tensors))
        result = Value(kind="tensor", nodes=nodes, reach=reach, scalar=scalar, cut=cut,
                       copies=copies_of(tensors), batched=batched)
        if module.qual and api.is_loss_class(module.qual):  # criterion(values, returns)
            result = paired_copies(result, tensors)
        saved = self._layers_saving(module, args, node, graph_node, state)
        if saved is None and followed and inner.kind == "tensor":
            # (a forward that returns `torch.sigmoid(logits)`: its output is what the sigmoid
            # saved for its backward, as the op's own result is)
            saved = inner.saved_by
        if saved is not None:
            result = replace(result, saved_by=saved)
        if not frozen and node.args and args:
            self._input_saved(module, args[0], node.args[0].value, graph_node, state)
        if inner is not None and inner.kind == "distribution":
            # a policy's forward returns `Normal(mean, std)`: the output is a distribution of
            # this call's graph, whose `sample()` carries none of it
            result = replace(result, kind="distribution", scalar=inner.scalar)
        if inner is not None and (inner.items and not inner.keys or
                                  inner.keys and len(inner.keys) == len(inner.items)):
            # forward returns a tuple or a dict of outputs: an item computed with a graph
            # carries the call's node and what its inputs carry, and the graph forward built for
            # it, not its siblings' (an actor's logits and a separate critic's value); one
            # computed under no_grad (a loss module's accuracy) or a number carries none
            given = [v for v in args if v.kind in ("tensor", "unknown")]
            # (of a forward not followed to its end, an item made by code not seen into may
            # carry any input's graph; one computed by known ops carries what they did: a
            # loss module's discriminator loss of detached fakes, beside the generator's)
            call_nodes = own.union(*(v.nodes for v in given)) if given and not followed else own
            call_reach = frozenset().union(*map(reach_of, given))
            own_reach = frozenset({module.sym} if module.sym and not frozen else ())
            result = replace(result, keys=inner.keys, items=tuple(
                replace(item, nodes=item.nodes | (call_nodes if item.opaque else own),
                        reach=item.reach | call_reach | (EMPTY if item.reach else own_reach))
                if item.kind == "tensor" and item.needs_grad else item
                for item in inner.items))
        elif inner is not None and inner.kind == "instance" and inner.sym and \
                isinstance(inner.target, ClassInfo) and not inner.target.is_module and \
                inner.target.declared_fields():
            # forward returns a dataclass of outputs (`ModelOutput(loss=loss, logits=...)`):
            # that object, each field computed with a graph carrying the call's node too
            result = self._output_record(inner, own, state)
        elif inner is not None and inner.kind == "alike" and inner.items[0].keys:
            # forward returns a list of such dicts (one per image, as detectors do)
            entry = inner.items[0]
            result = Value(kind="alike", items=(replace(result, keys=entry.keys,
                                                        items=entry.items),))
        self._run_forward_hooks(module, args, result, state, frame)
        return result

    @staticmethod
    def _output_record(record: Value, own: frozenset, state: State) -> Value:
        """``record``, a dataclass a network's forward returned, its fields that carry a graph
        given the call's own graph node too (see _module_call)."""
        heap = state.heap
        updates = {}
        for field_node in record.target.declared_fields():
            key = (record.sym, field_node.target.value)
            value = heap.get(key)
            if value is not None and value.kind == "tensor" and value.needs_grad:
                updates[key] = replace(value, nodes=value.nodes | own)
        if updates:
            state.write(heap, updates)
        return replace(record, fresh=False)

    def _allocates_uninitialized(self, expr) -> bool:
        """`torch.empty(...)`, `torch.empty_like(x)`, `w.new_empty(...)`: memory nothing wrote
        (tracked only where it becomes a trained tensor: elsewhere `torch.empty` is mostly an
        output buffer that a later op fills)."""
        if not isinstance(expr, cst.Call):
            return False
        if isinstance(expr.func, cst.Attribute) and expr.func.attr.value in api.UNINITIALIZED_METHODS:
            return True
        qual = self.imports.qualify(expr.func)
        return bool(qual) and qual in api.UNINITIALIZED_FACTORIES

    def _setattr(self, node: cst.Call, args: list[Value], state: State, frame: Frame) -> None:
        """`setattr(obj, "name", value)` is `obj.name = value`; with a name known only at run
        time (`for name, m in model.named_modules(): setattr(model, name, new_layer)`), a new
        layer still replaces a part of the module."""
        owner_node, name_node, value_node = (arg.value for arg in node.args)
        name = string(name_node)
        if isinstance(name, str) and name.isidentifier():
            target = cst.Attribute(value=owner_node, attr=cst.Name(name))
            self._assign_attribute(target, args[2], value_node, node, state, frame)
        elif args[0].kind == "module" and args[0].sym and args[2].fresh and \
                (args[2].kind == "module" or args[2].param):
            label = f"{label_of(owner_node) or 'module'}.<{label_of(name_node) or 'name'}>"
            self._replaced_layer(args[0], "[...]", node, label, state, frame)
            self._part_added(args[0], args[2], state)

    def _layers_saving(self, module: Value, args: list[Value], node: cst.Call,
                       graph_node: GraphNode, state: State):
        """A torch activation layer saves its output (nn.Tanh, nn.Sigmoid...); an nn.Sequential
        runs its layers in order, so an in-place layer right after one that saved its output
        (nn.Sigmoid(), nn.ReLU(inplace=True)) rewrites a saved tensor (AGL006, reported at the
        call). Returns the graph node that saved the call's output, if one did."""
        if not module.qual or isinstance(module.target, ClassInfo):
            return None
        name = module.qual.rsplit(".", 1)[-1]
        if not module.layers:
            return graph_node if name in api.OUTPUT_SAVING_MODULES else None
        first = args[0] if args else None
        saved = first.saved_by if first is not None and first.kind == "tensor" and \
            not first.leaf else None
        for layer, inplace in module.layers:
            if inplace and saved is not None and node.args:
                # target: the container itself (the rule names its in-place layer)
                self.pending.append(("saved", node, node.func, saved, len(self.trace)))
            saved = graph_node if layer in api.OUTPUT_SAVING_MODULES else None
        return saved

    def _input_saved(self, module: Value, value: Value, expr, graph_node: GraphNode,
                     state: State) -> None:
        """A torch layer whose backward reads its input (:data:`~.torch_api.INPUT_SAVING_MODULES`;
        an nn.Sequential's first layer), with parameters that train, saves the input: `h +=
        self.proj(h)` then changes a saved tensor (AGL006)."""
        if not module.qual or isinstance(module.target, ClassInfo) or \
                value.kind != "tensor" or value.leaf or value.saved_by is not None:
            return
        first = module.layers[0][0] if module.layers else module.qual.rsplit(".", 1)[-1]
        # (the expression holds that very input: not a container's later layer, whose input is
        # what the layers before it made of the call's argument)
        held = self._peek(expr, state, self.frames[-1] if self.frames else None) \
            if type(expr) in (cst.Name, cst.Attribute) else None
        if first in api.INPUT_SAVING_MODULES and held is not None and held.nodes == value.nodes:
            self._mark_saved(expr, value, graph_node, state)

    def _autograd_function(self, klass: ClassInfo, node: cst.Call, args: list[Value],
                           state: State) -> Value:
        """`Fn.apply(x, w)` of a custom torch.autograd.Function: a differentiable op; the inputs
        its forward hands to `ctx.save_for_backward` are saved for its backward (AGL006)."""
        result = combine(args, node, state.grad)
        forward = klass.methods.get("forward")
        if forward is None or not state.grad or not result.nodes:
            return result
        graph_node = next((n for n in result.nodes if n.site is node), None)
        params = [p.name.value for p in forward.params.params][1:]  # after ctx
        for index in saved_parameters(forward, params):
            if index < len(node.args) and node.args[index].keyword is None and index < len(args):
                value = args[index]
                if value.kind == "tensor" and not value.leaf and value.saved_by is None and \
                        graph_node is not None:
                    self._rebind(node.args[index].value, replace(value, saved_by=graph_node),
                                 state)
        if graph_node is not None and saves_its_output(forward):
            result = replace(result, saved_by=graph_node)
        return result

    def _run_forward_hooks(self, module: Value, args: list[Value], output: Value | None,
                           state: State, frame: Frame | None) -> None:
        """The forward hooks registered on the module, called with (module, inputs, output); a
        torch container (`nn.Sequential`) runs its layers' hooks too (their output stands for
        the layer's, a part of the same graph). With no ``output``: its pre-hooks, called with
        (module, inputs)."""
        registry = self.forward_hooks if output is not None else self.forward_pre_hooks
        if not module.sym or not registry:
            return
        hooks = list(registry.get(module.sym, ()))
        if not isinstance(module.target, ClassInfo):
            # (its layers: `model.0`, or one built first and put in it, `nn.Sequential(conv)`)
            hooks += [hook for sym, registered in registry.items()
                      if sym != module.sym and overlaps(frozenset({sym}),
                                                        frozenset({module.sym}), self.parents)
                      for hook in registered]
        # a hook on a part of a network not known by name (`dict(model.named_modules())[name]`)
        # runs at the calls of its parts
        hooks += [hook for sym, registered in registry.items()
                  if sym.endswith(".<part>") and module.sym != sym[:-7] and
                  overlaps(frozenset({module.sym}), frozenset({sym[:-7]}), self.parents)
                  for hook in registered if (hook, None) not in hooks]
        for hook, owner in hooks:
            function = hook.target
            if frame is None or id(function) in self.stack or self.depth >= MAX_CALL_DEPTH:
                continue
            klass = owner.target if owner is not None and isinstance(owner.target, ClassInfo) \
                else None
            globals_ = call_globals(frame, state)
            inputs = Value(kind="unknown", items=tuple(args))
            given = [module, inputs] if output is None else [module, inputs, output]
            self._call_function(function, given, {}, state, globals_, owner,
                                klass, enclosing=hook.env if hook.env is not None else (
                                    klass.env if klass is not None else None))

    def _class_level_factory(self, klass: ClassInfo, name: str,
                             node: cst.Call) -> tuple[str, cst.Call] | None:
        """A torch callable a class body binds (`optimizer_factory =
        functools.partial(torch.optim.AdamW, lr=2e-3)`, `criterion_cls = nn.MSELoss`), called
        on an instance: its qualified name and the call it makes (None for anything else)."""
        bound = class_binding(klass, name)
        if bound is None:
            return None
        owner, value = bound
        imports = (owner.context or self.ctx).imports
        if type(value) is cst.Call and imports.qualify(value.func) == "functools.partial" and \
                value.args and value.args[0].keyword is None and not value.args[0].star:
            qual, call = imports.qualify(value.args[0].value), self._partial_call(value, node)
        else:  # (a class: a function stored on a class would be bound to the instance)
            qual, call = imports.qualify(value), node
            if qual is not None and not qual.rsplit(".", 1)[-1][:1].isupper():
                return None
        return (qual, call) if qual is not None and qual.startswith("torch.") else None

    def _partial_value_call(self, callee: Value, node: cst.Call, state: State,
                            frame: Frame) -> Value:
        """A call of ``partial(f, ...)``: of the ``f`` it was made with, not of what the name
        spells now (`norm_fn = partial(norm_fn, unit_offset=True)` calls the earlier norm_fn,
        and does not call itself)."""
        call = self._partial_call(callee.target, node)
        if not callee.items:
            return self._call(call, state, frame)
        function, bound = callee.items[0], callee.items[1:]
        made = callee.target
        if function.kind in ("function", "class", "choice") and len(bound) == len(made.args) - 1:
            # the values bound when it was made, the call's own evaluated now
            values = {id(arg): value for arg, value in zip(made.args[1:], bound)}
            for arg in node.args:
                values[id(arg)] = self._eval(arg.value, state, frame)
            return self._call_evaluated(function, call, [values[id(arg)] for arg in call.args],
                                        state, frame)
        return self._call_value(function, call, state, frame)

    def _partial_call(self, made: cst.Call, node: cst.Call) -> cst.Call:
        """The call ``partial(f, *a, **k)(*b, **j)`` makes: ``f(*a, *b, **k, **j)`` (one per
        pair, so that what it builds keeps its identity)."""
        key = (id(made), id(node))
        call = self.partial_calls.get(key)
        if call is None:
            bound = list(made.args[1:])
            given = [arg for arg in node.args if arg.keyword is not None]
            overridden = {arg.keyword.value for arg in given}
            call = node.with_changes(func=made.args[0].value, args=[
                *(arg for arg in bound if arg.keyword is None),
                *(arg for arg in node.args if arg.keyword is None),
                *(arg for arg in bound if arg.keyword is not None
                  and arg.keyword.value not in overridden),
                *given])
            self.partial_calls[key] = call
        return call

    def _walked_by_grad(self, node: cst.Call, args: list[Value]) -> Value:
        """What `torch.autograd.grad(outputs, inputs)` walks of the outputs' graph: the part made
        from the inputs on. Below them the graph stays alive: RSC's `grad((p * o).sum(),
        features)` leaves the featurizer's graph for the loss backpropagated next, as
        `grad(out, head.weight)` leaves the trunk's. Unknown inputs: all of it, as backward."""
        inputs = next((value for position, (arg, value) in enumerate(zip(node.args, args))
                       if (arg.keyword.value == "inputs" if arg.keyword is not None
                           else position == 1 and arg.star == "")), None)
        # (`grad(inputs=x, outputs=scores, ...)` spelt by keyword, in any order)
        outputs = next((value for arg, value in zip(node.args, args)
                        if arg.keyword is not None and arg.keyword.value == "outputs"), args[0])
        return self._walked_from(outputs, inputs)

    def _walked_from(self, outputs: Value, inputs: Value | None) -> Value:
        """The part of ``outputs``' graph a gradient for ``inputs`` walks (all of it when they
        are not known): `torch.autograd.grad(outputs, inputs)`, `loss.backward(inputs=...)`."""
        if inputs is None:
            return outputs
        items = (inputs, *inputs.items)  # (`[h1, h2]` too)
        made = frozenset().union(*(item.nodes for item in items))
        if made:  # tensors computed before: what comes after their last node
            first = max(graph_node.order for graph_node in made) + 1
        else:  # parameters: from the first call of a network holding them
            reach = frozenset().union(*(item.reach for item in items))
            first = min((graph_node.order for graph_node in outputs.nodes
                         if graph_node.module is not None and reach and
                         overlaps(frozenset({graph_node.module}), reach, self.parents)),
                        default=None)
            if first is None:
                return outputs
        return replace(outputs, nodes=frozenset(graph_node for graph_node in outputs.nodes
                                                if graph_node.order >= first))

    def _fields_dict(self, instance: Value, state: State, depth: int = 0) -> Value | None:
        """`dataclasses.asdict(cfg.loss)` of a project dataclass whose fields are all known: a
        dict of them by name (nested dataclasses as dicts too), as exact as a dict display."""
        if instance.kind != "instance" or not isinstance(instance.target, ClassInfo) or \
                not instance.sym or depth > 2:
            return None
        names = [field.target.value for field in instance.target.declared_fields()]
        if not names or any((instance.sym, name) not in state.heap for name in names):
            return None
        items = []
        for name in names:
            value = state.heap[(instance.sym, name)]
            nested = self._fields_dict(value, state, depth + 1) \
                if value.kind == "instance" else None
            items.append(nested if nested is not None else value)
        return replace(self._collection_value(items), items=tuple(items), keys=tuple(names),
                       exact=True)

    def _synthetic_call(self, anchor: cst.CSTNode, func: cst.BaseExpression,
                        args: tuple = ()) -> cst.Call:
        """The call `func(*args)` that the code at ``anchor`` makes without spelling it (a
        decorator applied, a default factory called), built once per anchor: a call site's
        identity keys what is recorded of it."""
        made = self.synthetic_calls.get(id(anchor))
        if made is None or made[0] is not anchor:  # (an id is reused once its node is gone)
            made = self.synthetic_calls[id(anchor)] = (anchor, cst.Call(func=func, args=args))
        return made[1]

    def _default_entry(self, node: cst.Call, state: State, frame: Frame) -> Value | None:
        """`defaultdict(lambda: SmoothedValue(window))` of a project factory: a dict whose
        every entry read is what the factory makes (one object stands for all of them, as of
        `{n: AverageMeter() for n in names}`); of another factory (`list`, `int`), None."""
        factory = self._eval(node.args[0].value, state, frame)
        if factory.kind not in ("function", "class") or not isinstance(
                factory.target, (cst.FunctionDef, ClassInfo)):
            return None
        call = self._synthetic_call(node, node.args[0].value)
        made = self._call_evaluated(factory, call, [], state, frame)
        if made.kind not in ("instance", "module"):
            return None
        return Value(kind="unknown", qual=DEFAULT_DICT, items=(made,), keys=(None,))

    def _qual_call(self, qual: str, node: cst.Call, state: State, frame: Frame) -> Value:
        if qual.startswith("torch.Tensor.") and qual[13:] in _UNBOUND_TENSOR_METHODS and \
                len(node.args) == 1 and node.args[0].keyword is None and not node.args[0].star:
            # `torch.Tensor.detach(t)`, and `fn(t)` of `fn = torch.Tensor.detach` handed to a
            # tree map (`stop_gradient = partial(tree_map, torch.Tensor.detach)`): `t.detach()`
            receiver = self._eval(node.args[0].value, state, frame)
            return self._method_call(receiver, qual[13:], node, state, frame)
        if qual == api.SOME_NETWORK:
            for arg in node.args:
                self._eval(arg.value, state, frame)
            sym = self._new_sym("net")
            self.has_parameters.add(sym)
            self.facts.made_at[sym] = node
            self._network_built(sym, node)
            return Value(kind="module", sym=sym, fresh=True, label=label_of(node.func))
        if qual in api.VECTORIZING_MAPS and node.args and node.args[0].keyword is None and \
                not node.args[0].star:
            function = self._eval(node.args[0].value, state, frame)
            for arg in node.args[1:]:
                self._eval(arg.value, state, frame)
            if function.kind in ("function", "partial"):
                return Value(kind="vmapped", items=(function,), label=label_of(node.func))
        if qual in api.NAMESPACES and node.args and not node.args[0].star and \
                all(arg.keyword is not None for arg in node.args):
            # `cfg = SimpleNamespace(loss="huber", importance_weights=False)`: an object whose
            # attributes hold what the call named (`cfg.importance_weights` is known False)
            sym = self._new_sym("namespace")
            heap = state.writable_heap()
            for arg in node.args:
                heap[(sym, arg.keyword.value)] = self._eval(arg.value, state, frame)
            return Value(kind="other", qual=qual, sym=sym, fresh=True)
        if qual == "contextvars.ContextVar":
            # a box `.set(v)` fills and `.get()` reads: a run's context, read from any module
            return Value(kind="other", qual=qual, sym=self._new_sym("contextvar"))
        if qual == "functools.reduce" and 2 <= len(node.args) <= 3 and \
                all(arg.keyword is None and not arg.star for arg in node.args):
            folded = self._fold(node, state, frame)
            if folded is not None:
                return folded
        if qual in ("heapq.heappush", "heapq.heappop") and node.args and \
                type(node.args[0].value) in (cst.Name, cst.Attribute):
            # a heap of scheduled jobs: a list its entries are pushed to and popped from
            held = self._stored(node.args[0].value, state, frame)
            if qual == "heapq.heappop":
                entry = _callback_entry(held)
                if entry is not None:
                    return entry
            elif len(node.args) == 2 and self._names_a_function(node.args[1].value, state, frame):
                entry = self._eval(node.args[1].value, state, frame)
                if _holds_callable(entry):
                    self._add_callback(node.args[0].value, held, entry, state, frame)
                return OTHER
            elif qual == "heapq.heappush" and len(node.args) == 2 and \
                    not any(arg.keyword or arg.star for arg in node.args):
                # `heapq.heappush(worst, (loss, step))`: the heap keeps the entry, as a list it
                # is appended to does (AGL010)
                container, pushed = node.args[0].value, node.args[1].value
                return self._accumulate(node, container, pushed, self._eval(pushed, state, frame),
                                        None, state, into=container)
        if qual == "functools.partial" and node.args and node.args[0].keyword is None and \
                not node.args[0].star and not any(arg.star for arg in node.args[1:]):
            function = self._eval(node.args[0].value, state, frame)
            # (what it binds is evaluated now, where its names mean what they mean here: a
            # partial stored in `__init__` and called from another method binds `__init__`'s)
            bound = tuple(self._eval(arg.value, state, frame) for arg in node.args[1:])
            return Value(kind="partial", target=node, items=(function, *bound))
        if qual == "torch.nn.parallel.data_parallel" and len(node.args) >= 2 and \
                not any(arg.keyword is not None or arg.star for arg in node.args[:2]):
            # `data_parallel(netG, inputs, gpus)` runs `netG(*inputs)` (its forward is not
            # followed: the arguments would not line up with its parameters)
            args = [self._eval(arg.value, state, frame) for arg in node.args]
            if args[0].kind == "module" and args[0].sym:
                return self._module_call(args[0], node, [
                    value if index == 1 else OTHER for index, value in enumerate(args)], state)
            return self._opaque_result(combine(args, node, state.grad, new_node=False))
        if qual == "dataclasses.replace" and len(node.args) > 1 and \
                node.args[0].keyword is None and not node.args[0].star and \
                all(arg.keyword is not None for arg in node.args[1:]):
            args = [self._eval(arg.value, state, frame) for arg in node.args]
            if args[0].sym and isinstance(args[0].target, ClassInfo):
                return self._replaced_fields(args[0], node.args[1:], args[1:], state)
            return self._opaque_result(combine(args, node, state.grad, new_node=False))
        if qual == "dataclasses.asdict" and len(node.args) == 1 and node.args[0].keyword is None \
                and not node.args[0].star:
            fields = self._fields_dict(self._eval(node.args[0].value, state, frame), state)
            if fields is not None:
                return fields
        if qual == "collections.defaultdict" and node.args and node.args[0].keyword is None \
                and not node.args[0].star:
            made = self._default_entry(node, state, frame)
            if made is not None:
                return made
        if qual == "collections.OrderedDict" and _keywords_only(node):
            return self._keyword_dict(node, [self._eval(arg.value, state, frame)
                                             for arg in node.args])
        if qual in api.RECORD_FACTORIES:
            fields = _record_fields(node)
            if fields is not None:  # SACLosses = namedtuple("SACLosses", "policy_loss qf1_loss")
                return Value(kind="record", keys=tuple(fields))
        args = [self._eval(arg.value, state, frame) for arg in node.args]
        keywords = {arg.keyword.value: arg for arg in node.args if arg.keyword is not None}
        if "out" in keywords and qual.startswith("torch."):
            # `torch.add(x, y, out=result)` writes `result`: it no longer holds garbage
            self._initialised(keywords["out"].value, state)
            args = [replace(value, uninit=None) if arg.keyword is not None and
                    arg.keyword.value == "out" else value for arg, value in zip(node.args, args)]
        if args and args[0].uninit is not None and qual.startswith("torch.") and \
                qual[len("torch."):] in api.VIEW_METHODS:
            return Value(kind="tensor", uninit=args[0].uninit)  # torch.squeeze(buf): still unread
        if qual in DATA_LOADERS:
            size = loader_batch_size(node, self.ctx.module)
            if size is not None and size > 1:  # each batch has several rows
                return Value(kind="generator", items=(BATCH,))
        if qual in api.PLAIN_OBJECT_FUNCTIONS:  # `gen = torch.manual_seed(0)`: a generator
            for arg in node.args:
                self._eval(arg.value, state, frame)
            return Value(kind="other", qual=api.PLAIN_OBJECT_FUNCTIONS[qual])
        if qual in api.PLAIN_OBJECT_CLASSES or qual.startswith(api.SCHEDULER_PACKAGES):
            # argparse.Namespace(...), an ArgumentParser; an LR scheduler (its step() sets the
            # learning rate, it updates no parameter)
            made = Value(kind="other", qual=qual, sym=self._new_sym("obj"))
            if qual in api.NAMESPACE_CLASSES:  # HP = SimpleNamespace(objectives={...}): HP.objectives
                heap = state.writable_heap()
                for arg, value in zip(node.args, args):
                    if arg.keyword is not None:
                        heap[(made.sym, arg.keyword.value)] = value
            return made
        if qual in api.VARIABLE_WRAPPERS and len(node.args) >= 1 and node.args[0].keyword is None:
            return _variable(node, args[0], keywords.get("requires_grad"), state)
        if qual in api.PARAMETER_CLASSES:
            requires = keywords.get("requires_grad")
            uninit = args[0].uninit if args else None  # nn.Parameter(torch.Tensor(o, i))
            if uninit is None and node.args and self._allocates_uninitialized(node.args[0].value):
                uninit = node.args[0].value  # nn.Parameter(torch.empty(o, i)): trained as is
            if requires is not None and literal_bool(requires.value) is False:
                # frozen: a placeholder whose values are loaded (a quantized layer's weights),
                # never trained; whether it is read before the load is unknown
                return Value(kind="tensor", param=True, fresh=True)
            return Value(kind="tensor", leaf=True, param=True, fresh=True, uninit=uninit,
                         made=node)
        if qual.rsplit(".", 1)[-1] in api.LEGACY_CONSTRUCTORS and \
                qual.rsplit(".", 1)[0] in ("torch", "torch.cuda"):
            if not legacy_sizes(node, args):  # torch.Tensor([l1, l2]): data copied
                cut = self._copied_data(qual, node, args)
                return PLAIN_TENSOR if cut is None else \
                    Value(kind="tensor", cut=cut, copies=self._copied_terms(node, args))
            if "requires_grad" in keywords:
                self.facts.uninitialized.append((node, "requires_grad", None))
            return Value(kind="tensor", uninit=node)
        if api.is_tensor_factory(qual):
            requires = _keyword_flag(node, args, "requires_grad")
            scalar = factory_scalar(qual, node)
            if requires is None:
                # `torch.zeros(*sizes, **kwargs)` of a mapping not known here: whether the
                # tensor is a trained leaf is unknown, and what is computed from it says nothing
                return Value(kind="tensor", scalar=scalar, opaque=True)
            if requires:
                if integer_factory(qual, node, args, self.imports):
                    self.facts.requires_grad_int.append(node)
                cut = next((a.cut for a in args if a.cut is not None), None) or \
                    self._copied_data(qual, node, args)
                # torch.empty(..., requires_grad=True): a trained leaf of uninitialized memory
                uninit = node if self._allocates_uninitialized(node) else None
                return Value(kind="tensor", leaf=True, fresh=True, scalar=scalar, cut=cut,
                             uninit=uninit, made=node)
            cut = self._copied_data(qual, node, args)
            if cut is not None:
                return Value(kind="tensor", scalar=scalar, cut=cut,
                             copies=self._copied_terms(node, args))
            if qual.rsplit(".", 1)[-1] in ("from_numpy", "as_tensor") and args and \
                    node.args[0].keyword is None and args[0].cut is not None:
                # `torch.from_numpy(d.detach().numpy() ** 2)`: values of a cut graph, none back;
                # of the outputs of a network, a copy (a term of a loss made of copies alone
                # trains nothing: Value.copies)
                copies = ((node, EMPTY),) if args[0].cut[2:3] and args[0].cut[2] else ()
                return Value(kind="tensor", scalar=scalar, cut=args[0].cut, copies=copies)
            if factory_batched(qual, node):
                return Value(kind="tensor", scalar=scalar, batched=True)
            return Value(kind="tensor", scalar=scalar) if scalar is not None else PLAIN_TENSOR
        if api.is_optimizer_class(qual):
            positional = [v for v, a in zip(args, node.args) if a.keyword is None and not a.star]
            params = positional[:1] or [v for v, a in zip(args, node.args)
                                        if a.keyword and a.keyword.value in ("params", "model")]
            spread = [v for v, a in zip(args, node.args) if a.star == "**" and v.keys and
                      len(v.keys) == len(v.items)]
            if not params and spread:  # `AdamW(**args)` of `args.setdefault("params", ...)`
                params = [item for v in spread for key, item in zip(v.keys, v.items)
                          if key in ("params", "model")][:1]
            owns = frozenset().union(*(
                v.reach | ({v.sym} if v.sym and (v.leaf or v.kind == "module") else EMPTY)
                for v in params)) if params else EMPTY
            for value, arg in zip(params, node.args):
                self._treated_as_trained(value, node, GIVEN_TO_OPTIMIZER)
                if value.one_shot:
                    self._used_up(arg.value, value, state, frame)
            return Value(kind="optimizer", owns=owns, owns_exactly=_single_parameters(params),
                         some=any(value.some for value in params),
                         qual=qual, fresh=True, sym=self._new_optimizer_sym("optimizer", node))
        if qual in api.FROZEN_COPIES and args:
            # `EMA(model)` of ema_pytorch: a deep copy whose parameters require no grad (its
            # forward runs that copy), updated from the model's
            sym = self._new_sym("copy")
            self.frozen_syms.add(sym)
            return Value(kind="module", copy_of=args[0].sym, fresh=True, sym=sym, frozen=True)
        if qual in api.MODULE_WRAPPERS and args:
            inner = args[0]
            if qual == "copy.deepcopy" and inner.kind == "module":
                sym = self._new_sym("copy")
                frozen = inner.frozen or self._is_frozen(inner.sym)
                if frozen:  # the copy of a frozen module is frozen (G_ema of a frozen G)
                    self.frozen_syms.add(sym)
                return Value(kind="module", copy_of=inner.sym, qual=inner.qual, target=inner.target,
                             fresh=True, sym=sym, frozen=frozen)
            if qual == "copy.deepcopy" and inner.sym and inner.kind == "unknown":
                # a copy of an object of unknown kind is another object (ac_targ = deepcopy(ac)),
                # frozen if it was
                sym = self._new_sym("copy")
                if inner.frozen:
                    self.frozen_syms.add(sym)
                return Value(sym=sym, copy_of=inner.sym, opaque=inner.opaque, frozen=inner.frozen)
            if qual == "copy.deepcopy" and inner.kind == "tensor":
                # another tensor, with no graph back (torch copies only leaves): a leaf copied is
                # a new leaf, which no optimizer of the original holds (`best = deepcopy(z)`)
                return Value(kind="tensor", leaf=inner.leaf, scalar=inner.scalar, fresh=True,
                             sym=self._new_sym("copy") if inner.leaf else None)
            return inner
        frozen = False
        if qual in api.PRETRAINED_LAYER_FACTORIES:
            # `nn.Embedding.from_pretrained(vectors, freeze=False)`: that layer, its weight
            # frozen unless `freeze=False`
            freeze = keywords.get("freeze")
            frozen = freeze is None or _flag(freeze.value, args[node.args.index(freeze)]) is not False
            qual = qual.rsplit(".", 1)[0]
        if api.is_module_class(qual):
            sym = self._new_sym("module")
            if frozen:
                self.frozen_syms.add(sym)
            self._created(sym)
            self.facts.made_at[sym] = node
            if self.facts.built_at and not api.is_parameter_free_layer(qual) and \
                    not api.is_loss_class(qual):
                self._network_built(sym, node)
            for value in args:  # nn.Sequential(a, b), nn.ModuleList([a, b]): parts of the new one
                for part in (value,) + tuple(value.items):
                    if part.kind == "module" and part.sym:
                        self.parents.setdefault(part.sym, sym)
            scalar = None
            if api.is_loss_class(qual):
                scalar = _reduces(node, args)
            inplace = keywords.get("inplace")
            layers = ()
            if qual in api.SEQUENTIAL_CONTAINERS and node.args and \
                    all(arg.keyword is None and not arg.star for arg in node.args):
                # nn.Sequential(nn.Linear(...), nn.Sigmoid(), nn.ReLU(inplace=True)): in order
                layers = tuple((v.qual.rsplit(".", 1)[-1] if v.kind == "module" and v.qual and
                                not v.layers else None, v.inplace) for v in args)
            named = _named_parts(qual, args) or _ordered_parts(qual, node, args)
            if named is not None and sym:
                # nn.ModuleDict({"pool": Pool(), "head": nn.Linear(...)}): `parts["pool"]` is
                # that very part (a loop over the parts sees them as before)
                heap = state.writable_heap()
                for key, part in zip(*named):
                    heap[(sym, named_part_key(key))] = part
            # (`nn.ReLU(inplace=inplace)` of a flag its caller passed: the flag's value)
            in_place = inplace is not None and \
                _flag(inplace.value, args[node.args.index(inplace)]) is True
            return Value(kind="module", qual=qual, fresh=True, sym=sym, scalar=scalar,
                         inplace=in_place, frozen=frozen,
                         layers=layers, items=_one_class_of_parts(qual, args),
                         one_feature=_one_feature(qual, node, args))
        if qual.startswith("torch.distributions.") and qual.rsplit(".", 1)[-1][:1].isupper():
            # a distribution built from a batch of logits yields a batch of log-probs
            tensors = [v for v in args if v.kind == "tensor"]
            inner = combine(tensors, node, state.grad, new_node=False)
            scalar = next((v.scalar for v in tensors if v.scalar is not None), None)
            if qual.rsplit(".", 1)[-1] in api.PER_SAMPLE_DISTRIBUTIONS and scalar is False and \
                    not any(v.batched for v in tensors):
                scalar = None  # one log-prob per sample: as many as the batch has rows
            return replace(inner, kind="distribution", scalar=scalar)
        if qual in api.TRAINING_HELPERS:  # GradScaler, accelerate's Accelerator
            return Value(kind="helper", qual=qual, fresh=True)
        if qual in ("torch.autograd.backward",) and args:
            self._backward(args[0], node, state, retains(node, 2))
            return OTHER
        if qual in ("torch.autograd.grad",) and args:
            self._backward(self._walked_by_grad(node, args), node, state, retains(node, 3, args),
                           accumulates=False)
            create_graph = any(a.keyword and a.keyword.value == "create_graph" and
                               (literal_bool(a.value) or known_bool(value) is True)
                               for a, value in zip(node.args, args))
            # with create_graph=True the gradients carry a graph to the parameters (a penalty)
            return combine(args, node, state.grad) if create_graph else PLAIN_TENSOR
        if qual == "torch.is_grad_enabled" and not args:
            # `previous = torch.is_grad_enabled()`, restored later by `set_grad_enabled(previous)`
            return grad_mode_value(state.grad)
        if qual == "contextlib.nullcontext" or api.context_grad_mode(qual) is not None and (
                not node.args or qual.endswith("inference_mode")):
            # a context object made to be entered later (`ctx = torch.no_grad()`, a method
            # returning `torch.no_grad() if frozen else nullcontext()`): the mode it will set
            return GRAD_CONTEXTS[KEEP if qual == "contextlib.nullcontext" else
                                 self._grad_mode_of(node, state, frame)]
        if qual in api.SET_GRAD_ENABLED and args:
            # `torch.set_grad_enabled(training)` as a statement: of a flag known here, that
            # mode; of one not known, either (unknown)
            state.grad = self._grad_mode_of(node, state, frame)
            return OTHER
        if qual.startswith("torch.nn.init") and node.args:
            self._initialised(node.args[0].value, state)
            return OTHER
        if qual.startswith(api.GRAPH_KEEPING_UTILS):  # pack_sequence(list of outputs): theirs
            return combine(args, node, state.grad, new_node=False)
        if qual.startswith("torch.nn.utils"):
            return OTHER
        if qual == "itertools.chain" and any(a.kind == "params" or a.leaf for a in args):
            # chain(G.parameters(), D.parameters()); a chain of dicts or lists is not parameters
            return Value(kind="params", reach=frozenset().union(*(a.reach for a in args)))
        if qual == "itertools.chain.from_iterable" and len(args) == 1:
            # chain.from_iterable(h.parameters() for h in heads.values()): their parameters
            # (the comprehension of parameter iterators is taken for the parameters already)
            if args[0].kind == "params":
                return replace(args[0], one_shot=True)
        if qual.startswith(("numpy.", "math.")):
            if qual.startswith("numpy."):
                for arg, value in zip(node.args, args):
                    # a tensor, or a list of them (np.stack(losses)), that carries a graph
                    if state.grad and not value.opaque and not self._in_evaluation(state) and \
                            not only_uncertain(value) and (
                            value.kind == "tensor" and (value.leaf or value.nodes)
                            or value.kind == "unknown" and value.nodes) and \
                            not self._weights_in_unknown_mode(value, state):
                        self.facts.numpy_on_grad.append((node, None, qual.replace("numpy", "np"),
                                                         grad_origin(value)))
                        break
            # (`np.sqrt(d)` of values cut from a graph: still cut, for AGL018 to explain)
            cut = next((value.cut for value in args if value.cut is not None), None)
            if cut is not None:
                return Value(kind="other", cut=cut)
            # (numpy's results: arrays, or its scalars, which take no item either)
            return NUMPY_ARRAY if qual.startswith("numpy.") else OTHER
        if qual in api.INDEX_FUNCTIONS:  # torch.argmax(q, 1): integer indices, no graph
            return PLAIN_TENSOR
        if qual in api.ZERO_GRADIENT_FUNCTIONS and args:
            # torch.round(rate / step): its gradient is zero everywhere, as .round()'s
            grad_carrying = args[0].needs_grad and state.grad
            return Value(kind="tensor", scalar=args[0].scalar, batched=args[0].batched,
                         cut=(f"{qual}()", node, reach_of(args[0])) if grad_carrying
                         else args[0].cut)
        if qual in api.LOADERS:  # torch.load(path): a checkpoint dict or a whole model
            sym = self._new_sym("loaded")
            self.loaded_syms.add(sym)
            return Value(sym=sym)
        if api.is_differentiable_function(qual):
            short = qual.rsplit(".", 1)[-1]
            inplace = keywords.get("inplace")
            if args and node.args and ((inplace is not None and literal_bool(inplace.value))
                                       or (short.endswith("_") and not short.endswith("__"))):
                self._inplace_on_saved(args[0], node.args[0].value, node, state)
                return args[0]
            operands = args
            if qual in api.CONCATENATIONS and args and args[0].exact and args[0].items and \
                    all(item.kind == "tensor" for item in args[0].items):
                # `torch.cat([x_lab, x_new])`: a tensor of those tensors (with no graph in any
                # of them, none in it: not an unknown that may carry one); not of a list
                # appended to since, whose items are no longer all known
                operands = [*args[0].items, *args[1:]]
            result = combine(operands, node, state.grad, elementwise=short in api.ELEMENTWISE)
            if short in api.LOSS_FUNCTIONS:
                result = replace(paired_copies(result, args), scalar=_reduces(node, args))
            elif short == "dot" and len(node.args) == 2:
                result = replace(result, scalar=True, batched=False)
            elif short in REDUCTIONS or short in ("max", "min") and len(node.args) == 1:
                result = function_shape(short, node, args, result)
            elif short == "stack":
                result = stack_shape(node, args, result)
            if args and node.args[0].keyword is None and (
                    state.grad and args[0].fresh and args[0].leaf and not args[0].param or
                    args[0].nonleaf_from is not None):
                # `torch.log(torch.tensor(scales, requires_grad=True))`: as its method form,
                # the result is not the leaf
                result = replace(result, nonleaf_from=args[0].nonleaf_from or node)
            if args and node.args[0].keyword is None:
                # (`torch.narrow(y, 1, 0, 1)`, `torch.chunk(y, 2, 1)`: views, as the methods)
                result = self._viewed(result, short, node.args[0].value, args[0], state)
            return self._saving(short, result, node, args, state,
                                operand_nodes=[arg.value for arg in node.args])
        result = combine(args, node, state.grad, new_node=False)
        if api.is_torch_function(qual):
            return result
        self._unseen_call(args, state)  # a library's code: it may differentiate or zero
        return self._opaque_result(result)

    def _copied_data(self, qual: str, node: cst.Call, args: list[Value]):
        """``torch.tensor([l1, l2])`` / ``torch.Tensor([loss])``: a new tensor of the values of
        tensors that carry graphs, with no graph back to them: the cut (AGL018) it makes."""
        short = qual.rsplit(".", 1)[-1]
        if short != "tensor" and short not in api.LEGACY_CONSTRUCTORS:
            return None
        data = [value for arg, value in zip(node.args, args) if arg.keyword is None][:1]
        if not data or not (data[0].nodes or data[0].reach or data[0].leaf):
            return None
        return (f"{qual}()", node, reach_of(data[0]))

    @staticmethod
    def _copied_terms(node: cst.Call, args: list[Value]) -> tuple:
        """``Value.copies`` of a data copy: a list of graph-carrying tensors (`torch.Tensor([l1,
        l2])`, a list of per-layer losses) or one reduced value (`torch.tensor(l1 + l2)`) is a
        loss made a new tensor, never meant as a constant; a tensor of many elements copied
        (`torch.tensor(pred)`) is often a target made on purpose."""
        first = node.args[0] if node.args and node.args[0].keyword is None else None
        if first is None or not args[0].nodes:
            return ()
        listed = type(first.value) in (cst.List, cst.Tuple, cst.ListComp) or \
            args[0].kind == "unknown"  # (a list built by append)
        # (one element: a loss or a penalty, `torch.tensor(l1_term + l2_term)`, not a target)
        return ((node, args[0].nodes),) if listed or args[0].scalar is True else ()

    def _unseen_call(self, args: list[Value], state: State) -> None:
        """Code the analysis cannot see is given ``args``: an optimizer among them, or held by
        one of them (`engine.optimizer` of the engine a callback gets), may be zeroed there.
        Whether its gradients pile up is then unknown: it is taken as zeroed (no AGL004)."""
        args = [item for v in args for item in (v.items if v.either else (v,))]
        holders = {v.sym for v in args if v.sym and v.kind in ("instance", "module", "unknown")}
        given = {v.sym for v in args if v.kind == "optimizer" and v.sym}
        reached = frozenset().union(*(v.reach for v in args if v.kind in ("tensor", "unknown")))
        # (a graph handed with an optimizer, timm's `NativeScaler()(loss, optimizer)`, or with
        # the network it reaches, torchmeta's `gradient_update_parameters(model, loss)`: the
        # unseen code may differentiate it)
        self._given_unseen(args, handed=any(v.kind == "optimizer" for v in args) or any(
            v.kind in ("module", "params") and (v.sym in reached or v.reach & reached)
            for v in args))
        if not (holders or given) or not any(state.dirty.values()):
            return
        if holders:
            for _ in range(2):  # engine.optimizer, trainer.engine.optimizer
                found = set()
                for (owner, _), value in state.heap.items():
                    if owner in holders and value.sym:
                        if value.kind == "optimizer":
                            given.add(value.sym)
                        elif value.kind in ("instance", "unknown"):
                            found.add(value.sym)
                holders = found - holders
                if not holders:
                    break
        for key in given:
            if state.dirty.get(key):
                state.dirty[key] = False

    def _input_asking_grad(self, value: Value) -> bool:
        """Is ``value`` an input made to require grad: a leaf that is no network's parameter
        (`img.requires_grad_()`; an `nn.Parameter(x)` of the input, optimized, reaches none),
        or a tensor computed from such leaves alone (collocation points `torch.cat([x, t])` a
        physics residual differentiates the output by): no network made it, and no optimizer
        updates what it reaches."""
        if value.kind != "tensor":
            return False
        if value.leaf:
            return not (value.param and value.reach)
        return bool(value.nodes) and all(node.module is None for node in value.nodes) and \
            not any(overlaps(value.reach, optimizer.owns, self.parents)
                    for optimizer in self.facts.optimizers.values())

    def _given_unseen(self, args: list[Value], handed: bool = False) -> None:
        """Graphs given to code not seen, which may differentiate them: a forward that asked
        for its input's gradient (`img.requires_grad = True`) is then no known evaluation
        (`criterion(out_s, out_t, img, target)` matching Jacobians). ``handed``: with what it
        needs to differentiate them (an optimizer, the network they reach), so maybe
        backpropagated there whatever the forward was."""
        nodes = frozenset().union(*(v.nodes for v in args if v.kind in ("tensor", "unknown")))
        if nodes:
            self.given_unseen.append((len(self.trace), nodes))
            if handed:
                self.handed_unseen.append((len(self.trace), nodes))

    def _frozen_throughout(self, module: Value, klass, state: State) -> bool:
        """Is every part of a project network that may hold parameters frozen, though the
        network itself was not (`encoder.fine_tune(False)` freezing `self.resnet`, its pooling
        holding none)? Then its call needs no grad either. Only parts known: an attribute of
        unknown kind, or a parameter of its own, may need grad."""
        if not self.frozen_syms or not module.sym or not isinstance(klass, ClassInfo) or \
                not klass.is_module or not any(
                    overlaps(frozenset({sym}), frozenset({module.sym}), self.parents)
                    for sym in self.frozen_syms):
            return False
        parts = [value for key, value in state.heap.items()
                 if type(key) is tuple and key[0] == module.sym]
        return bool(parts) and all(
            self._is_frozen(part.sym) or part.frozen or holds_no_parameter(part)
            if part.kind == "module" else
            part.kind == "other" or part.kind == "tensor" and not (part.leaf or part.param)
            for part in parts)

    def _opaque_result(self, result: Value) -> Value:
        """What a call the analysis cannot see into returns (``MODELS[name](...)``,
        ``hydra.utils.instantiate(cfg.model)``): when it carries no graph of its arguments, an
        object of unknown kind but with an identity, so that later usage (``.parameters()``,
        ``.eval()``, ``.zero_grad()``) can tell what it is."""
        if result.uninit_from is not None:
            # (whether it reads its arguments' values, or only their shapes, is unknown: a
            # `writer.add_graph(net, torch.Tensor(1, 3, 32, 32))` traces with any memory)
            result = replace(result, uninit_from=None)
        if result.kind == "unknown" and not result.nodes and not result.reach and \
                result.cut is None:
            return Value(sym=self._new_sym("obj"), opaque=True)
        if result.nodes or result.reach:  # it was given graphs: whether it keeps them is unknown
            return replace(result, opaque=True, maybe=result.nodes)
        return result

    def _replaced_fields(self, receiver: Value, keywords, args: list[Value],
                         state: State) -> Value:
        """`state._replace(carry=carry, step=step + 1)` of a NamedTuple of the project, or
        `dataclasses.replace(state, ...)`: a new object holding what ``receiver`` holds, but for
        the fields ``keywords`` (the call's keyword arguments) name."""
        made = replace(receiver, sym=self._new_sym("obj"), fresh=False)
        heap = state.heap
        for field in {field.target.value for owner in receiver.target.mro
                      for field in owner.declared_fields()}:
            held = heap.get((receiver.sym, field))
            if held is not None:
                heap[(made.sym, field)] = held
        for arg, value in zip(keywords, args):
            heap[(made.sym, arg.keyword.value)] = value
        return made

    def _method_call(self, receiver: Value, name: str, node: cst.Call, state: State,
                     frame: Frame) -> Value:
        args = [self._eval(arg.value, state, frame) for arg in node.args]
        if receiver.kind in ("unknown", "module") and not isinstance(receiver.target, ClassInfo):
            self.unresolved_calls.setdefault(name, set()).add(state.grad is False)
        if receiver.kind == "other" and receiver.qual == "contextvars.ContextVar" and receiver.sym:
            return _context_variable(receiver, name, args, state)
        if name == "get" and registry_of(receiver) is not None:  # MODELS.get(name)
            return self._registry_choice(registry_of(receiver), args[0] if args else None)
        if registry_of(receiver) is not None and name not in OBJECT_REGISTERING:
            # `HEADS.build(name, **kwargs)` of a registry class of the project: its method, run
            # on the registry (what it reads of itself, `self._items[name]`, is the registry)
            klass = self._registry_class(registry_of(receiver))
            method = klass.methods.get(name) if klass is not None else None
            if isinstance(method, cst.FunctionDef) and not is_property(method):
                return self._follow(method, node, args, state, frame, receiver, klass)
        if name == "_replace" and receiver.sym and isinstance(receiver.target, ClassInfo) and \
                node.args and all(arg.keyword is not None for arg in node.args):
            return self._replaced_fields(receiver, node.args, args, state)
        if receiver.exact and name in _DICT_VIEWS and not args and \
                len(receiver.keys) == len(receiver.items):
            return _dict_view(receiver, name)
        if name in _DICT_VIEWS and not args and receiver.kind in ("modules", "alike") and \
                receiver.items:
            return _alike_view(receiver, name)
        if name == "get" and receiver.exact and len(receiver.keys) == len(receiver.items) and \
                1 <= len(args) <= 2 and len(node.args) == len(args) and \
                not any(arg.keyword or arg.star for arg in node.args) and \
                isinstance(named_by(args[0]), str):
            # `kwargs.get("retain_graph", False)` of a dict whose every key is known (`**kwargs`
            # of a call that named all it passed): the entry, or the default
            key = named_by(args[0])
            if key in receiver.keys:
                return receiver.items[receiver.keys.index(key)]
            return args[1] if len(args) == 2 else NONE
        if name == "pop" and receiver.exact and receiver.keys and args and \
                len(receiver.keys) == len(receiver.items) and \
                isinstance(named_by(args[0]), str) and named_by(args[0]) in receiver.keys:
            # `kwargs.pop("name")` of a dict whose entries are known: that entry, gone from it
            index = receiver.keys.index(named_by(args[0]))
            self._rebind(node.func.value, replace(
                receiver, keys=receiver.keys[:index] + receiver.keys[index + 1:],
                items=receiver.items[:index] + receiver.items[index + 1:]), state, frame)
            return receiver.items[index]
        if name == "clear" and not args and receiver.kind == "unknown" and \
                not receiver.opaque and (receiver.items or receiver.keys or receiver.nodes):
            # `self.prototypes.clear()` of a dict or list filled earlier (with keys not known):
            # empty now, whatever it held (the last task's class representations) is gone
            self._rebind(node.func.value, replace(receiver, items=(), keys=(), exact=True,
                                                  nodes=EMPTY, reach=EMPTY, retains=False),
                         state, frame)
            return NONE
        if receiver.exact and name == "sort" and not receiver.keys and \
                len(receiver.items) <= MAX_UNROLLED:
            ordered = self._sorted_items(receiver, node, state, frame) \
                if len(receiver.items) > 1 else receiver.items
            if ordered is not None:  # `self.hooks.sort(key=lambda h: h.priority)`
                self._rebind(node.func.value, replace(receiver, items=ordered), state, frame)
                return NONE
        if receiver.exact and name in _MUTATORS:
            self._mutated(receiver, name, node, args, state, frame)
        elif name == "update" and len(args) == 1 and receiver.kind in ("unknown", "tensor") \
                and receiver.nodes and args[0].nodes:
            # `outputs.update(self.predict_poses(x))` of the dict an unseen network returned
            # (not a progress bar's or a meter's `update`): what it was given, it now holds too
            # (its entries are read later by key)
            self._rebind(node.func.value, replace(
                receiver, nodes=receiver.nodes | args[0].nodes,
                reach=receiver.reach | reach_of(args[0])), state, frame)
        if receiver.kind == "function" and name == "__call__":
            return self._follow(receiver.target, node, args, state, frame, None, None)
        if receiver.kind == "choice" and receiver.either and all(
                item.kind == "instance" for item in receiver.items):
            return self._each_alternative_method(receiver, name, node, args, state, frame)
        if receiver.kind == "choice" and receiver.items and all(
                item.kind == "instance" for item in receiver.items):
            return self._each_instance_method(receiver, name, node, args, state, frame)
        if receiver.kind == "unknown" and receiver.sym and not receiver.nodes and \
                name in api.MODULE_ONLY_METHODS:
            # usage is evidence: an object of unknown origin (a parameter, torch.load(...))
            # asked for .parameters() or put in eval mode is a module from here on
            receiver = replace(receiver, kind="module")
            self.module_like.add(receiver.sym)
            self._rebind(node.func.value, receiver, state, frame)
        elif receiver.kind == "tensor" and receiver.opaque and not receiver.leaf and \
                name in api.MODULE_ONLY_METHODS:
            # `model, optimizer = amp.initialize(model, optimizer)`: what a library call gave
            # back is no tensor if it has `.parameters()` or `.train()`: a module, not known
            receiver = Value(kind="module", sym=receiver.sym or self._new_sym("obj"),
                             opaque=True, label=receiver.label)
            self.module_like.add(receiver.sym)
            self._rebind(node.func.value, receiver, state, frame)
        if receiver.kind == "other" and (receiver.qual, name) in api.PLAIN_OBJECT_METHODS:
            made = api.PLAIN_OBJECT_METHODS[(receiver.qual, name)]
            return Value(kind="other", qual=made) if made else OTHER  # parser.parse_args()
        if receiver.kind == "unknown" and receiver.frozen and \
                name in api.SELF_RETURNING_METHODS and name != "requires_grad_":
            # `build(...).train().requires_grad_(False).to(device)`: whether a module (the same
            # object) or a tensor (a copy that needs no grad either), still nothing to train
            return replace(receiver, fresh=False)
        if receiver.kind in ("instance", "module", "class") and \
                isinstance(receiver.target, ClassInfo):
            method = receiver.target.methods.get(name)
            binding = class_level_binding(method) if method is not None else None
            # a method of an instance (not a module's forward: its call is the module call), or
            # a classmethod / staticmethod of the class or an instance (`GPT.from_pretrained`)
            if method is not None and (binding is not None if receiver.kind == "class" else
                                       not (receiver.kind == "module" and name == "forward")):
                return self._follow(method, node, args, state, frame,
                                    _bound_to(receiver, binding), receiver.target)
            if method is None and receiver.kind != "class" and \
                    (receiver.sym, name) not in state.heap:
                made = self._class_level_factory(receiver.target, name, node)
                if made is not None:  # `self.optimizer_factory(params)` of a class attribute
                    return self._qual_call(*made, state, frame)
            hook = self._attribute_hook(receiver, name, state) if method is None else None
            found = self._read_property(receiver, hook, state, frame, string_value(name)) \
                if hook is not None else UNKNOWN
            if found.kind != "unknown" or found.sym:
                # `self.generator(z)` of a network its `__getattr__` finds
                return self._call_evaluated(found, node, args, state, frame)
        if name in api.FRAMEWORK_ACCESSORS and receiver.sym and \
                receiver.kind in ("instance", "module") and isinstance(receiver.target, ClassInfo):
            made = self._framework_accessor(receiver, name, node, state, frame)
            if made is not None:
                return made
        if name in api.OPTIMIZER_TOGGLES and args and args[0].kind == "optimizer" and \
                receiver.sym and isinstance(receiver.target, ClassInfo) and \
                receiver.target.derives_from(api.OPTIMIZER_TOGGLES[name][0]):
            self._toggle_optimizer(receiver, args[0], api.OPTIMIZER_TOGGLES[name][1], node, state,
                                   frame)
            return OTHER
        if name == "backward":
            if receiver.kind in ("tensor", "unknown") and not (receiver.kind == "unknown"
                                                               and receiver.sym and args):
                learnt = _backwarded(receiver, node)
                for given in args:  # `z.backward(torch.FloatTensor(3, 4))`: garbage gradients
                    if given.uninit is not None:
                        self._uninitialized_read(given.uninit, node)
                # (`pde.backward(inputs=list(weights.parameters()))`: only the part of the graph
                # from those on is walked, and only their `.grad` is written)
                inputs = next((value for arg, value in zip(node.args, args)
                               if arg.keyword is not None and arg.keyword.value == "inputs"), None)
                self._backward(self._walked_from(learnt, inputs), node, state,
                               retains(node, 1, args), restricted=inputs is not None)
                if learnt.scalar is None and not node.args and learnt.needs_grad:
                    # backward() with no gradient runs only on one element: `loss` of an
                    # unknown criterion is a reduced loss (its `total += loss` keeps graphs)
                    learnt = replace(learnt, scalar=True)
                if learnt is not receiver:
                    self._rebind(node.func.value, learnt, state)
                return OTHER
            if args:  # accelerator.backward(loss), self.manual_backward(loss)
                self._backward(args[0], node, state, retains(node, 1, args))
                return OTHER
        if name == "manual_backward" and args:
            self._backward(args[0], node, state, retains(node, 1, args))
            return OTHER
        if name == "zero_grad":
            self._zero(receiver, state)
            return OTHER
        if name == "enter_context" and node.args:  # stack.enter_context(torch.no_grad())
            mode = self._grad_mode_of(node.args[0].value, state, frame)
            if mode is not None or self._sets_unknown_grad_mode(node.args[0].value):
                state.grad = mode
                return OTHER
        if name == "retain_grad" and receiver.kind == "tensor":
            # (its .grad is filled: no longer a non-leaf whose .grad stays None, AGL020)
            self._rebind(node.func.value, replace(receiver, retains=True, trained_check=None),
                         state)
            return OTHER
        if name in ("eval", "train") and receiver.kind == "module" and receiver.sym:
            # (`model.train(training)` of a flag known here: `training = optimizer is not None`)
            training = name == "train" and not (node.args and (
                literal_bool(node.args[0].value) is False or known_bool(args[0]) is False))
            certain = name == "eval" or not node.args or \
                literal_bool(node.args[0].value) is True or known_bool(args[0]) is True
            self._mark(receiver, state, frame, node, parts=True, certain=certain,
                       eval_mode=not training)
            if not training and receiver.sym:
                self.facts.eval_calls[receiver.sym] = node
            return replace(receiver, eval_mode=not training)  # `model = model.eval()`
        if name == "apply" and receiver.kind == "class" and isinstance(receiver.target, ClassInfo) \
                and not api.AUTOGRAD_FUNCTION_BASES.isdisjoint(receiver.target.bases):
            return self._autograd_function(receiver.target, node, args, state)
        if name == "apply" and receiver.kind == "module" and receiver.sym and len(args) == 1 and \
                args[0].kind in ("function", "choice") and not self.building:
            # `model.apply(project)` after each step: fn runs on every submodule, then the model
            # (a weight init in a constructor is read by the initialisation checks instead)
            for part in self._submodules(receiver, state) + [receiver]:
                self._call_evaluated(args[0], node, [replace(part, fresh=False)], state, frame)
            return receiver
        pre = name in api.FORWARD_PRE_HOOK_REGISTRATIONS
        if (pre or name in api.FORWARD_HOOK_REGISTRATIONS) and receiver.kind == "module" and \
                receiver.sym and args and args[0].kind == "function" and node.args:
            # model.layer.register_forward_hook(fn): fn(module, inputs, output) runs at each call
            # (a pre-hook: fn(module, inputs), before the forward)
            spelt = node.args[0].value
            owner = self._peek(spelt.value, state, frame) if isinstance(spelt, cst.Attribute) \
                else None
            owner = owner if owner is not None and owner.kind in ("module", "instance") else None
            hooks = (self.forward_pre_hooks if pre else self.forward_hooks).setdefault(
                receiver.sym, [])
            if all(hook.target is not args[0].target for hook, _ in hooks):
                hooks.append((args[0], owner))
            return OTHER
        if name in api.STEP_HOOK_REGISTRATIONS and receiver.kind == "optimizer" and \
                receiver.sym and args and args[0].kind == "function":
            hooks = self.step_hooks.setdefault((receiver.sym, api.STEP_HOOK_REGISTRATIONS[name]),
                                               [])
            if all(hook.target is not args[0].target for hook in hooks):
                hooks.append(args[0])
            return OTHER
        if name in ("add_module", "register_module") and len(args) > 1 and receiver.sym and \
                args[1].kind == "module" and args[1].sym:
            self.parents.setdefault(args[1].sym, receiver.sym)
            self._part_added(receiver, args[1], state)
        if name in ("append", "insert", "extend") and args and receiver.kind == "module" and \
                receiver.qual in api.MODULE_CONTAINERS:
            for added in (args[-1].items if name == "extend" else (args[-1],)):
                self._part_added(receiver, added, state)
        if name == "register_buffer" and len(args) > 1 and args[1].uninit is not None and \
                isinstance(node.args[0].value, cst.SimpleString) and frame is not None and \
                isinstance(frame.klass, ClassInfo) and not _updates_attribute(
                    frame.klass, string(node.args[0].value)):
            # a table its class never writes (an index a converted model loads), not a running
            # statistic its forward updates in place from what it holds
            self.buffer_origins.add(id(args[1].uninit))
        if name in ("register_buffer", "register_parameter", "add_module", "register_module") \
                and len(args) > 1 and receiver.sym and isinstance(node.args[0].value, cst.SimpleString):
            # (`self.add_module("discriminator", net)`: the attribute of that name holds it)
            state.writable_heap()[(receiver.sym, string(node.args[0].value))] = args[1]
            return OTHER
        if name == "add_param_group":
            self.param_groups_added = True
        if name == "add_param_group" and receiver.kind == "optimizer":
            self.pending = [p for p in self.pending
                            if not (p[0] == "stale-optimizer" and receiver.sym in p[2])]
            return OTHER
        if name in ("append", "insert") and args and _holds_callable(args[-1]) and \
                receiver.kind == "unknown" and type(node.func.value) in (cst.Name, cst.Attribute):
            # `self.jobs.append((period, job))`: a list of callbacks, called where it is read
            self._add_callback(node.func.value, receiver, args[-1], state, frame)
            return OTHER
        if name == "pop" and receiver.kind == "unknown":
            entry = _callback_entry(receiver)
            if entry is not None:
                return entry
        if name in ("append", "extend") and args and receiver.kind not in (
                "module", "optimizer", "instance", "helper", "qual") and node.args:
            into = node.func.value
            while type(into) is cst.IfExp:  # `(no_decay if p.ndim <= 1 else decay).append(p)`
                self._accumulate(node, into.body, node.args[0].value, args[0], None, state,
                                 into=into.body, chosen=True)
                into = into.orelse
            return self._accumulate(node, into, node.args[0].value, args[0], None,
                                    state, into=into, chosen=into is not node.func.value)
        if name == "step":
            optimizer = None
            spelt = node.func.value
            if receiver.kind == "optimizer" or (receiver.kind == "unknown" and receiver.sym
                                                and receiver.sym in self._zeroed_syms):
                optimizer = receiver
                if args and args[0].kind == "function":  # the closure; LBFGS calls it repeatedly
                    evaluations = 2 if receiver.qual in api.REEVALUATING_OPTIMIZERS else 1
                    if evaluations > 1:
                        self.reevaluating = node  # its steps are the closure's evaluations
                    bound = args[0].items[0] if args[0].items else None  # `self._closure`
                    for evaluation in range(evaluations):
                        self._follow(args[0].target, node, [], state, frame, bound,
                                     bound.target if bound is not None else None,
                                     enclosing=args[0].env)
                        if evaluation < evaluations - 1:  # the weights move between evaluations
                            self._step(replace(optimizer, label=_spelling(spelt, optimizer)),
                                       node, state)
            elif args and args[0].kind == "optimizer" and (
                    receiver.kind != "helper" or api.TRAINING_HELPERS.get(
                        receiver.qual, {}).get("step") == "step"):  # scaler.step(opt)
                optimizer, spelt = args[0], node.args[0].value
            if optimizer is not None:
                self._run_step_hooks(optimizer, "pre", node, state, frame)
                # messages and fixes name it as this line spells it (a helper's `optimizer`)
                self._step(replace(optimizer, label=_spelling(spelt, optimizer)), node, state)
                self._run_step_hooks(optimizer, "post", node, state, frame)
                self.reevaluating = None
                klass = optimizer.target if optimizer is receiver else None
                if isinstance(klass, ClassInfo) and isinstance(klass.methods.get("step"),
                                                               cst.FunctionDef):
                    # `class NonNegAdam(torch.optim.Adam)` overriding step(): what its own
                    # code does around the update (clamping the parameters it holds)
                    self._follow(klass.methods["step"], node, args, state, frame, receiver, klass)
                return OTHER
            if receiver.kind in ("unknown", "tensor") and all(a.kind == "function" for a in args):
                # (a tensor has no step(): what holds it here is something else)
                # `optimizer.step()` of an object an unseen call made (opacus' make_private):
                # maybe an optimizer's step, of parameters nobody knows; what the backward before
                # it trains is then unknown too
                self._step(Value(kind="unknown", opaque=True, label=dotted(spelt)), node, state)
                return OTHER
        if name in _DICT_VIEWS and receiver.kind == "module" and \
                receiver.qual in api.MODULE_DICTS and receiver.items and not args:
            return _alike_view(receiver, name)  # its parts known (one of each class)
        if name == "get_submodule" and receiver.kind == "module" and receiver.sym:
            # `net.get_submodule(name)`: one of its parts (as `dict(net.named_modules())[name]`)
            return Value(kind="module", sym=f"{receiver.sym}.<part>",
                         frozen=receiver.frozen or receiver.sym in self.frozen_syms)
        if name in api.SUBMODULE_ITERATORS and receiver.kind == "module" and receiver.sym or \
                name in ("items", "values") and receiver.qual in api.MODULE_DICTS and receiver.sym:
            # model.named_modules() / model.children(): parts of the model, each a module
            self.module_like.add(receiver.sym)
            frozen = receiver.frozen or receiver.sym in self.frozen_syms
            return Value(kind="submodules", sym=receiver.sym, frozen=frozen,
                         label="named" if name.startswith("named_") or name == "items" else None)
        if name in ("parameters", "named_parameters") and receiver.sym or \
                name in ("values", "items") and receiver.qual in api.PARAMETER_CONTAINERS and \
                receiver.sym:
            # (`self.alphas.values()` of an nn.ParameterDict: its parameters)
            named = name in ("named_parameters", "items")
            self.module_like.add(receiver.sym)
            self.has_parameters.add(receiver.sym)
            frozen = receiver.frozen or receiver.sym in self.frozen_syms
            return Value(kind="params", reach=frozenset({receiver.sym}), frozen=frozen,
                         label="named" if named else None, one_shot=True,
                         holds=receiver.kind == "module" and
                         self._holds_parameters(receiver, state))
        if name in api.MODULE_EVIDENCE_METHODS and receiver.sym and receiver.kind != "tensor":
            self.module_like.add(receiver.sym)
            if name == "load_state_dict":  # (trained weights loaded into it: it has some)
                self.has_parameters.add(receiver.sym)
        if name == "load_state_dict" and receiver.kind == "module" and args and receiver.sym:
            for running in self.frames:  # trained weights now: no longer a model just built
                running.created.discard(receiver.sym)
            # its buffers and parameters (and its parts') now hold what was saved
            loaded = frozenset({receiver.sym})
            self._initialised_where(
                lambda key, value: overlaps(frozenset({key[0]}), loaded, self.parents), state)
            source = node.args[0].value
            if isinstance(source, cst.Call) and isinstance(source.func, cst.Attribute) and \
                    source.func.attr.value == "state_dict":
                origin = self._eval(source.func.value, state, frame)
                if origin.kind == "module" and origin.sym != receiver.sym:
                    self._mark(receiver, state, frame, node, copy_of=origin.sym)
                    self.facts.synced.add(receiver.sym)
            return OTHER
        if name == "requires_grad_":
            flag = _flag(node.args[0].value, args[0]) if node.args else True
            if receiver.kind in ("tensor", "unknown"):
                mark_grad_switch(state, node.func.value, flag)
            if flag and receiver.kind == "unknown" and receiver.sym is None and \
                    not receiver.nodes and not receiver.items:
                # `x = x.requires_grad_()` of a batch from a loader (no object with an identity,
                # which may be a module): a tensor, now a leaf that asks for its gradient
                receiver = Value(kind="tensor")
            # (an object of unknown kind too: `self.vae.requires_grad_(False)` of a pipeline
            # freezes a module, or makes a tensor need no grad: no graph comes from it either way)
            maybe_module = receiver.kind == "module" or receiver.kind == "unknown" and \
                not receiver.nodes and not receiver.leaf
            if maybe_module and flag is False and receiver.sym:
                self._freeze(frozenset({receiver.sym}), state)
                return replace(receiver, frozen=True)
            # (a flag not known here, `p.requires_grad_(saved)` restoring what a context
            # manager saved, may be True: whether the module is frozen is then unknown, and a
            # frozen module is what claims a graph absent)
            if maybe_module and flag is not False and receiver.sym:
                self._unfreeze(frozenset({receiver.sym}), state)
                return replace(receiver, frozen=False)
            if receiver.kind == "tensor" and receiver.param and receiver.reach:
                # `for p in ema.parameters(): p.requires_grad_(False)`, as `p.requires_grad = False`
                (self._freeze if flag is False else self._unfreeze)(receiver.reach, state)
                return receiver
            if receiver.kind == "tensor" and flag and not receiver.nodes and not receiver.reach:
                # `emb = emb.detach(); emb.requires_grad_()`: emb itself is a new leaf now (the
                # anti-fix if a cut loss is then backpropagated, as `loss.requires_grad = True`)
                antifix = (self.statement, receiver.cut, label_of(node.func.value)) \
                    if receiver.cut is not None and self.statement is not None else None
                leaf = replace(receiver, leaf=True, fresh=False, cut=None, antifix=antifix,
                               sym=self._new_sym("leaf"), made=node)
                self._rebind(node.func.value, leaf, state, frame)
                return replace(leaf, fresh=True)
            if receiver.kind == "tensor" and flag is False and receiver.leaf and \
                    not receiver.param and not receiver.nodes:
                # `latents.requires_grad_(False)` after its guidance step: a plain tensor again
                plain = replace(receiver, leaf=False, sym=None, reach=EMPTY)
                self._rebind(node.func.value, plain, state, frame)
                return plain
            if receiver.kind == "tensor" and flag is False and receiver.nodes and not receiver.leaf:
                self.facts.requires_grad_false.append((node, label_of(node.func.value),
                                                       made_by_op(receiver)))
            return receiver
        if receiver.kind == "distribution":
            if name in ("log_prob", "entropy", "rsample", "cdf", "icdf"):
                return replace(receiver, kind="tensor")
            return PLAIN_TENSOR if name == "sample" else OTHER
        if receiver.kind == "helper":
            action = api.TRAINING_HELPERS.get(receiver.qual, {}).get(name)
            if action == "arg":
                return args[0] if args else UNKNOWN
            if action == "args":
                return args[0] if len(args) == 1 else replace(UNKNOWN, items=tuple(args))
            if action == "none":
                return OTHER
            return self._opaque_result(combine(args, node, state.grad, new_node=False))
        if receiver.kind in ("module", "optimizer", "instance") and name in api.SELF_RETURNING_METHODS:
            return receiver
        if receiver.kind == "module":
            if name in ("forward", "__call__"):
                return self._module_call(receiver, node, args, state, frame)
            if api.runs_without_grad(receiver.qual, name):  # a transformers model's generate()
                return PLAIN_TENSOR
            if receiver.qual and not isinstance(receiver.target, ClassInfo) and name.startswith(
                    ("encode", "decode", "generate", "predict", "sample", "embed", "extract",
                     "features", "compute", "get_")) and \
                    any(arg.kind in ("tensor", "unknown") for arg in args):
                # a library model's computing method (a VAE's encode), given what may be its
                # input: its output is its forward's (`get_input_embeddings()`, given nothing,
                # hands back a part)
                return self._module_call(receiver, node, args, state, frame)
            # a method the analysis cannot see (a project class's method it did not resolve, a
            # module of unknown class): what it returns is unknown
            # (inherited from a base it cannot read: a call not seen, which may differentiate
            # what it is given, `self.optimize(opt, loss)`)
            self._method_or_unseen(receiver, name, args, state)
            return self._opaque_result(UNKNOWN)
        if name == "setdefault" and len(args) == 2 and not receiver.nodes and \
                receiver.kind in ("unknown", "alike") and receiver.sym is None:
            # `meters.setdefault(name, AverageMeter())`: the entry made by the default, or one
            # made earlier the same way
            return args[1] if receiver.kind == "unknown" else join(args[1], receiver.items[0])
        if receiver.kind == "alike" and name in ("items", "values", "get", "pop", "__getitem__"):
            # a dict of objects of one class: each entry is that one object
            return Value(kind="zip", items=(OTHER, receiver.items[0])) if name == "items" \
                else receiver if name == "values" else receiver.items[0]
        if receiver.nodes and name in ("items", "values", "get", "pop", "copy") and (
                receiver.kind == "unknown" or receiver.kind == "tensor" and (
                    receiver.keys or receiver.qual == TENSOR_DICT)):
            # a dict / list holding tensors (one a module's forward returned: `terms =
            # objective(...)`, a dict comprehension of losses): its entries hold what it holds;
            # .items() pairs them with keys
            # (a dict of reduced losses; of a comprehension's, what each entry is)
            scalar = True if receiver.items and all(item.scalar for item in receiver.items) \
                else receiver.scalar if receiver.kind == "tensor" and not receiver.keys else None
            entries = Value(kind="unknown", nodes=receiver.nodes, reach=receiver.reach,
                            scalar=scalar, rebound=receiver.rebound) \
                if receiver.kind == "tensor" else \
                replace(receiver, scalar=scalar)  # (`**stats` of reduced losses: each one)
            return Value(kind="zip", items=(OTHER, entries)) if name == "items" else entries
        if receiver.kind == "tensor" or (receiver.kind == "unknown" and receiver.nodes):
            return self._tensor_method(receiver, name, node, args, state)
        if receiver.kind == "params":
            return receiver
        if receiver.kind == "unknown" and receiver.sym and receiver.sym in self.module_like and \
                name in ("forward", "__call__"):
            return self._module_call(receiver, node, args, state, frame)
        # a method of an unknown object may compute on tensors; one of a literal ("".format) not
        if receiver.kind != "unknown":
            if receiver.kind == "instance":
                self._method_or_unseen(receiver, name, args, state)  # (as a module's, above)
            return UNKNOWN
        if name == "detach" and not node.args and not receiver.nodes:
            # only a tensor has it: a tensor that carries no graph now (`x.detach().clone()
            # .requires_grad_()` of an attack's input is a fresh leaf)
            return Value(kind="tensor", batched=receiver.batched)
        self._unseen_call(args, state)  # `callback.on_batch_start(self)`
        return self._opaque_result(combine(args, node, state.grad, new_node=False))

    def _each_instance_method(self, receiver: Value, name: str, node: cst.Call,
                              args: list[Value], state: State, frame: Frame) -> Value:
        """`cb.on_step_end(self)` for each callback of a list of objects of several classes:
        each one's method run in turn (a class without it, or not read, is a call not seen)."""
        result = None
        for item in receiver.items:
            method = self._method_or_unseen(item, name, args, state)
            if method is None:
                continue
            made = self._follow(method, node, args, state, frame, item, item.target)
            result = made if result is None else join(result, made)
        return result if result is not None else UNKNOWN

    def _sequence_parts(self, module: Value, state: State) -> list[Value] | None:
        """The parts of an ``nn.Sequential`` a call runs in order, when one of them is a project
        network: those given one by one, or the one part (per class) a comprehension of
        project blocks was seen to make; else None."""
        if module.qual not in api.SEQUENTIAL_CONTAINERS or not module.sym:
            return None
        if module.layers:
            parts = [state.heap.get((module.sym, named_part_key(str(index))))
                     for index in range(len(module.layers))]
            return parts if all(part is not None for part in parts) else None
        if module.items and all(isinstance(part.target, ClassInfo) for part in module.items):
            return list(module.items)
        return None

    def _submodules(self, module: Value, state: State) -> list[Value]:
        """The known parts of ``module``, and theirs (a bounded number, outermost first): the
        modules its attributes hold and the layers of a container."""
        held: dict = {}  # object -> the modules its attributes hold (one pass over the heap)
        for (sym, _), value in state.heap.items():
            if value.kind == "module":
                held.setdefault(sym, []).append(value)
        found: list[Value] = []
        pending = [module]
        while pending and len(found) < MAX_APPLIED_PARTS:
            current = pending.pop(0)
            parts = list(current.items) if current.qual in api.MODULE_CONTAINERS else []
            parts += held.get(current.sym, ())
            for part in parts:
                if part.kind == "module" and part.sym and part.sym != module.sym and \
                        all(part.sym != seen.sym for seen in found):
                    found.append(part)
                    pending.append(part)
        return found[:MAX_APPLIED_PARTS]

    def _overloads(self, function: cst.FunctionDef) -> list:
        """The functions registered for the ``@singledispatch`` function ``function`` in its
        module (`@build.register` / `@build.register(Spec)` on top-level functions)."""
        context = self.def_contexts.get(id(function)) or self.ctx
        found = dispatch_overloads(context.module, function.name.value)
        for overload in found:
            self.def_contexts.setdefault(id(overload), context)
        return found

    def _method_or_unseen(self, item: Value, name: str, args: list[Value],
                          state: State) -> cst.FunctionDef | None:
        """The method ``name`` of the object ``item``; None when its class (or a base the
        analysis cannot read, which may have it: then a call not seen) lacks it."""
        klass = item.target
        method = klass.methods.get(name) if isinstance(klass, ClassInfo) else None
        if method is None and (not isinstance(klass, ClassInfo) or _may_have(klass, name)):
            self._unseen_call(args, state)
        return method

    def _each_alternative_method(self, receiver: Value, name: str, node: cst.Call,
                                 args: list[Value], state: State, frame: Frame) -> Value:
        """`model.validate()` of a model a factory's branches built, one of several classes:
        each class's method runs on a path of its own, as the branches of an `if` would."""
        def run(item: Value, branch: State) -> Value:
            method = self._method_or_unseen(item, name, args, branch)
            if method is None:
                return UNKNOWN
            return self._follow(method, node, args, branch, frame,
                                _bound_to(item, class_level_binding(method)), item.target)
        return self._on_each_path(receiver.items, run, state)

    def _each_alternative_forward(self, module: Value, node: cst.Call, args: list[Value],
                                  state: State, frame: Frame) -> Value:
        """`criterions[mode](s_logits, t_logits)` of a module that is one of several classes:
        each one's forward runs on a path of its own, as the branches of an `if` would."""
        mode = self._mode_mark(module, state)  # (`model.eval()` of the one of several)
        holder = self.parents.get(module.sym)

        def run(alternative: Value, branch: State) -> Value:
            if holder is not None:  # (each is a part of what holds the one of several)
                self.parents.setdefault(alternative.sym, holder)
            own = self._mode_mark(alternative, branch)
            if mode is not None and (own is None or own[0] < mode[0]):
                branch.marks[("mode", alternative.sym)] = mode
            return self._module_call(replace(alternative, label=module.label or
                                             alternative.label), node, args, branch, frame)
        return self._on_each_path(module.alts, run, state)

    def _on_each_path(self, items, run, state: State) -> Value:
        """``run(item, branch)`` for each item on a path of its own (a fork of ``state``), the
        paths merged after, as an `if`'s branches are: what they made, joined."""
        outcomes, result = [], None
        self.branching += 1
        try:
            for item in items:
                branch = state.fork()
                made = run(item, branch)
                outcomes.append(branch)
                result = made if result is None else join(result, made)
        finally:
            self.branching -= 1
        state.merge([branch for branch in outcomes if not branch.dead])
        return result if result is not None else UNKNOWN

    def _created(self, sym: str) -> None:
        """A module built now: built by each call running (a factory's caller built it too)."""
        for running in self.frames:
            running.created.add(sym)
        if self.created_log is not None:
            self.created_log.append(sym)

    @contextmanager
    def _recorded(self, state: State):
        """Run a call to summarise it (see summaries.py, constructors.py): yields what it could
        change, taken before it runs, and the list of module names it reads (handed on to an
        enclosing recording too). The state's heap is shared for the run, so that a write copies
        it first and shows."""
        outer = self.summary_reads
        before, owned = Snapshot(self, state), state.owns_heap
        state.owns_heap = False
        reads: list = []
        self.summary_reads = reads
        try:
            yield before, reads
        finally:
            self.summary_reads = outer
            if outer is not None:
                outer.extend(reads)
        if state.heap is before.heap:
            state.owns_heap = owned  # (the callee's states that shared it are gone)

    def _heap_read(self, sym: str) -> None:
        """An attribute of the object ``sym`` was read (see summaries.py); within a constructor
        run being recorded, one of the objects it made is its own business."""
        if self.ownership is None or not self.ownership.owns(sym):
            self.shared_reads += 1

    def _construct(self, init: cst.FunctionDef, node: cst.Call, args: list[Value],
                   state: State, frame: Frame, instance: Value, klass: ClassInfo) -> None:
        """Run a network's ``__init__`` for ``instance``, or replay the summary of the same
        call run before (see constructors.py)."""
        key = self._constructor_key(init, klass, node, args, state) if instance.sym else None
        if key is None:
            self._follow(init, node, args, state, frame, instance, klass)
            return
        summary = self.constructor_summaries.get(key)
        if summary is not None and summary.valid():
            self.called[id(init)] = init
            self._replay_constructor(summary, instance.sym, state)
            return
        sizes = (len(self.parents), len(self.facts.made_at), len(self.facts.instances))
        shared = self.shared_reads
        outer = (self.ownership, self.created_log)
        created: list = []
        with self._recorded(state) as (before, reads):
            ownership = Ownership(instance.sym, next(self.counter), self.sym_prefix)
            self.ownership, self.created_log = ownership, created
            try:
                self._follow(init, node, args, state, frame, instance, klass)
            finally:
                self.ownership, self.created_log = outer
                if outer[1] is not None:
                    outer[1].extend(created)
        if len(self.constructor_summaries) < MAX_CONSTRUCTOR_SUMMARIES and \
                self.shared_reads == shared:
            summary = self._constructor_summary(before, sizes, ownership, reads, created, state)
            if summary is not None:
                self.constructor_summaries[key] = summary

    def _constructor_key(self, init: cst.FunctionDef, klass: ClassInfo, node: cst.Call,
                         args: list[Value], state: State) -> tuple | None:
        """The key of a constructor call's summary: given only plain values, or None."""
        given = []
        for arg, value in zip(node.args, args):
            found = plain_key(value)
            if found is None or arg.star:
                return None
            given.append((arg.keyword.value if arg.keyword is not None else None, found))
        return (id(init), id(klass), state.grad, self.depth, self.forward_depth, tuple(given))

    def _constructor_summary(self, before: Snapshot, sizes: tuple, ownership: Ownership,
                             reads: list, created: list, state: State):
        """What the run just recorded did, if a replay can do it (see constructors.py)."""
        parents_before, made_before, instances_before = sizes
        if not before.only_parts_and_makers_grew(self, state):
            return None
        written = written_keys(before.heap, state.heap)
        if written is None:
            return None
        heap = []
        for key in written:
            value = state.heap.get(key)
            if value is None or not isinstance(key, tuple) or not isinstance(key[0], str) or \
                    not ownership.owns(key[0]) or not plain_entry(value):
                return None
            heap.append((key, value))
        parents = list(itertools.islice(self.parents.items(), parents_before, None))
        made_at = list(itertools.islice(self.facts.made_at.items(), made_before, None))
        # (the entries made since, in order: the new object's own was made before its __init__
        # ran; not a scan of every network of the run, once per constructor)
        added = list(itertools.islice(self.facts.instances, instances_before, None))
        instances = [entry for entry in added
                     if entry[2] != ownership.root and ownership.owns(entry[2])]
        if len(instances) != len(added) or \
                not all(ownership.owns(child) and ownership.owns(parent)
                        for child, parent in parents) or \
                not all(ownership.owns(sym) for sym, _ in made_at):
            return None
        syms = [sym for key, value in heap for sym in (key[0], *named_syms(value))]
        syms += [sym for pair in parents for sym in pair] + [sym for sym, _ in made_at]
        syms += [entry[2] for entry in instances] + list(created)
        hints = hints_of(ownership, syms)
        if hints is None:
            return None
        return ConstructorSummary(ownership.root, heap, parents, made_at, instances,
                                  list(created), tuple(reads), hints)

    def _replay_constructor(self, summary: ConstructorSummary, root: str, state: State) -> None:
        """Do what the summarised run did, for the new object ``root``."""
        rename = Renamer(summary, root, self._new_sym)
        if self.summary_reads is not None:
            self.summary_reads.extend(summary.reads)
        if summary.heap:
            state.writable_heap().update({(rename.sym(key[0]), key[1]): rename.value(value)
                                          for key, value in summary.heap})
        for child, parent in summary.parents:
            self.parents.setdefault(rename.sym(child), rename.sym(parent))
        for sym, made in summary.made_at:
            self.facts.made_at[rename.sym(sym)] = made
        for path, qualname, sym in summary.instances:
            self.facts.instances[(path, qualname, rename.sym(sym))] = None
        for sym in summary.created:
            self._created(rename.sym(sym))

    def _framework_accessor(self, receiver: Value, name: str, node: cst.Call, state: State,
                            frame: Frame) -> Value | None:
        """Lightning's ``self.optimizers()``: the optimizers ``configure_optimizers()`` makes,
        the same objects at every call on the same instance."""
        bases, maker = api.FRAMEWORK_ACCESSORS[name]
        klass = receiver.target
        method = klass.methods.get(maker)
        if method is None or not klass.derives_from(bases):
            return None
        key = (receiver.sym, f"{name}()")
        made = state.heap.get(key)
        if made is None:
            result = self._follow(method, node, [], state, frame, receiver, klass)
            found = []
            _optimizers_in(result, found)
            for optimizer in found:
                if optimizer.sym:
                    self.facts.optimizers.setdefault(optimizer.sym, optimizer)
            made = found[0] if len(found) == 1 else replace(UNKNOWN, items=tuple(found)) \
                if found else UNKNOWN
            state.writable_heap()[key] = made
        return made

    def _toggle_optimizer(self, module: Value, optimizer: Value, off: bool, node: cst.Call,
                          state: State, frame: Frame) -> None:
        """Lightning's toggle_optimizer(opt) / untoggle_optimizer(opt): the modules only the
        module's other optimizers own are frozen, or unfrozen again."""
        made = self._framework_accessor(module, "optimizers", node, state, frame)
        if made is None:
            return
        others = [o for o in (made.items or (made,)) if o.kind == "optimizer" and o.sym and
                  o.sym != optimizer.sym]
        syms = frozenset().union(*(o.owns for o in others)) - optimizer.owns if others else EMPTY
        if syms:
            self._freeze(syms, state, frozen=off)

    def _known_entry(self, expr: cst.BaseExpression, state: State) -> bool:
        """`outputs["logits"]` of a dict built here with that key: the entry is what was put
        there, not a named part of a network's output that may hold integers."""
        if type(expr) is not cst.Subscript or type(expr.value) is not cst.Name:
            return False
        key = literal_key(expr)
        held = self._peek(expr.value, state, self.frames[-1] if self.frames else None)
        return isinstance(key, str) and held.exact and key in held.keys

    def _tensor_method(self, receiver: Value, name: str, node: cst.Call, args: list[Value],
                       state: State) -> Value:
        if name in api.CONTAINER_METHODS:
            # no tensor has it: the receiver holds tensors (or parameters) in a container the
            # analysis did not see built; what it returns is unknown, never a non-leaf
            return Value(kind="unknown", reach=receiver.reach, opaque=True, maybe=receiver.nodes)
        if name in api.STORAGE_METHODS or name in api.NUMPY_ARRAY_METHODS:
            return OTHER
        spelt = (dotted(node.args[0].value) or "").rsplit(".", 1)[-1] \
            if name == "type" and node.args else None
        if spelt is not None and spelt not in api.INTEGER_TYPES:
            # `x.type(torch.DoubleTensor)`: a conversion, which keeps the graph (only `x.type()`,
            # a string, and an integer type cut it); of a type not spelled out, unknown
            return receiver if spelt in api.FLOAT_TYPES else replace(receiver, opaque=True)
        if name in api.DETACHING_METHODS:
            grad_carrying = receiver.needs_grad and state.grad
            if name == "numpy" and grad_carrying and not receiver.opaque and \
                    not only_uncertain(receiver) and \
                    not _forced(node) and not self._in_evaluation(state) and \
                    not self._weights_in_unknown_mode(receiver, state) and (
                    self._known_entry(node.func.value, state) or
                    not _named_entry_of_unknown_output(node.func.value, receiver)):
                self.facts.numpy_on_grad.append((node, node.func.value, ".numpy()",
                                                 grad_origin(receiver)))
            cut = (f".{name}()", node, reach_of(receiver)) if grad_carrying else receiver.cut
            if name in api.PYTHON_NUMBER_METHODS:  # x.size(0), x.numel(): a Python number
                return Value(kind="other", cut=cut, scalar=True)
            scalar = True if name in ("item",) else None
            return Value(kind="other" if name in ("item", "tolist", "numpy") else "tensor",
                         cut=cut, scalar=scalar)
        if receiver.grad_of is not None:
            if name in ("zero_", "detach_") or (name == "fill_" and node.args and
                                                _literal_zero(node.args[0].value)):
                self._zero(receiver.grad_of, state)
            elif name == "fill_":  # p.grad.fill_(0.01): a gradient set anew (a test faking one)
                self._zero(receiver.grad_of, state, overwritten=True)
            return PLAIN_TENSOR
        if name == "detach_" and not receiver.leaf:  # h.detach_(): truncated backprop in place
            detached = Value(kind="tensor", scalar=receiver.scalar)
            self._detach_each_item(node.func.value, state)
            self._rebind(node.func.value, detached, state)
            return detached
        if name in api.INITIALISERS and receiver.uninit is None:
            self._initialised(node.func.value, state)  # `for p in self.parameters(): p.zero_()`
        if api.is_inplace_method(name) and receiver.uninit is not None:
            if name in api.SHAPE_ONLY_INPLACE:  # `buf.resize_as_(y)`: still garbage, unread
                return receiver
            if name in api.INITIALISERS:
                self._initialised(node.func.value, state)
                return replace(receiver, uninit=None)
            self._uninitialized_read(receiver.uninit, node)
        if name == "detach_" and receiver.leaf and receiver.param:
            # `p.detach_()` on a parameter clears its requires_grad (DeepRL's soft update does
            # this before `p.copy_(...)`): a plain tensor now, its module's weights frozen
            if receiver.reach:
                self._freeze(receiver.reach, state)
            plain = replace(receiver, leaf=False, reach=EMPTY)
            self._rebind(node.func.value, plain, state)
            return plain
        if api.is_inplace_method(name):
            edited = leaf_memory(receiver)
            if edited is not None:
                inner = node.func.value
                chained = isinstance(inner, cst.Call) and isinstance(inner.func, cst.Attribute) \
                    and api.is_inplace_method(inner.func.attr.value)
                if not chained:  # `p.mul_(a).add_(b)`: one edit of p, reported at mul_
                    self._inplace(edited, node.func.value, node, f".{name}()", state,
                                  uses_grad=any(references_grad(arg.value) for arg in node.args))
                return receiver
            if receiver.param and receiver.reach and state.grad and any(
                    a.kind == "tensor" and (a.nodes or a.reach or a.leaf) for a in args):
                self._param_joins_graph(receiver, node, state)
            self._inplace_on_saved(receiver, node.func.value, node, state)
            if name in api.SHAPE_ONLY_INPLACE:
                return receiver
            kept = (node, node.args[0].value, args[0]) \
                if name in _ACCUMULATING and len(args) == 1 else None
            return self._written_into(node.func.value, receiver, args, state,
                                      self.frames[-1] if self.frames else None, kept)
        if name in api.NEW_TENSOR_METHODS and receiver.kind in ("tensor", "unknown"):
            requires = keyword_value(node, "requires_grad")
            if requires is not None and literal_bool(requires):
                # w = ref.new_empty(o, i, requires_grad=True): a trained leaf, of uninitialized
                # memory for new_empty
                return Value(kind="tensor", leaf=True, fresh=True, made=node, uninit=node
                             if name in api.UNINITIALIZED_METHODS else None)
            return PLAIN_TENSOR
        if name in ("to", "double", "float", "half", "cuda", "cpu", "type", "bfloat16"):
            built = _built_parameter(node.func.value, receiver)
            # (of a Parameter just built, whatever the grad mode: the copy is no Parameter)
            if receiver.leaf and (not receiver.param or built) and (state.grad or built) and \
                    makes_copy(name, node, self._float64_factory(receiver.made)):
                result = combine([receiver], node, state.grad)  # a copy: no longer the leaf
                if built:  # `nn.Parameter(torch.ones(n)).cuda()`: a copy, no Parameter
                    self.parameter_copies.add(node)
                # (a copy of a leaf bound earlier too: given to an optimizer, it is refused)
                return replace(result, nonleaf_from=node) if receiver.fresh or \
                    not receiver.param else result
            return receiver
        if receiver.uninit is not None and (name in api.MEMORY_COPIES or name in api.VIEW_METHODS):
            return Value(kind="tensor", uninit=receiver.uninit)  # the same garbage, unread
        # (`base_rates.expand_as(probs)`: the argument gives a shape or a type, not its graph)
        operands = [receiver] if name in _SHAPE_ONLY_ARGUMENT else [receiver] + args
        result = combine(operands, node, state.grad, elementwise=name in api.ELEMENTWISE)
        built = _built_parameter(node.func.value, receiver)
        if (state.grad or built) and (
                receiver.fresh and receiver.leaf and (not receiver.param or built) or
                receiver.nonleaf_from is not None):
            # torch.randn(..., requires_grad=True).t(), nn.Parameter(w).unsqueeze(0): the
            # result is not the leaf
            result = replace(result, nonleaf_from=receiver.nonleaf_from or node)
            if built:
                self.parameter_copies.add(node)
        if name in api.VIEW_METHODS and receiver.saved_by is not None:
            result = replace(result, saved_by=receiver.saved_by)  # a view shares the saved data
        result = self._viewed(result, name, node.func.value, receiver, state)
        if name in api.VIEW_METHODS and receiver.kind == "tensor" and result.kind == "tensor" and \
                (receiver.leaf and receiver.sym or receiver.view_of is not None):
            # (a view of a parameter, or of a view of one: the same memory)
            result = replace(result, view_of=leaf_memory(receiver))
        result = method_shape(name, node, receiver, result, args)
        return self._saving(name, result, node, [receiver] + args, state,
                            operand_nodes=[node.func.value] + [a.value for a in node.args])

    def _instantiate(self, klass: ClassInfo, node: cst.Call, args: list[Value], state: State,
                     frame: Frame) -> Value:
        if len(node.args) == 1 and node.args[0].keyword is None and not node.args[0].star and \
                args[0].exact and args[0].keys and _attribute_dict(klass):
            # `Node({...})` of a class that only adds attribute access to dict (an OmegaConf-
            # or EasyDict-like config): the same entries, read by key as the dict's
            return replace(_shallow_copy(args[0]), fresh=True)
        instance = self._new_instance(klass, klass.name, state)
        if klass.is_module:
            self.facts.made_at[instance.sym] = node
            if self.facts.built_at and klass.builds_parameters:
                self._network_built(instance.sym, node)
            if klass.context is not None and klass.context.path:
                self.facts.instances[(os.path.abspath(klass.context.path), klass.qualname,
                                      instance.sym)] = None
        if klass.is_optimizer:
            params = args[:1]
            owns = frozenset().union(*(v.reach for v in params)) if params else EMPTY
            for value in params:
                self._treated_as_trained(value, node, GIVEN_TO_OPTIMIZER)
            return Value(kind="optimizer", owns=owns, fresh=True, target=klass,
                         sym=self._new_optimizer_sym(klass.name, node))
        init = klass.methods.get("__init__")
        if init is not None:
            if klass.example_call is None:
                klass.example_call = (node, args)
            with self._building(klass):
                self._construct(init, node, args, state, frame, instance, klass)
        elif instance.sym is not None:
            self._bind_fields(klass, node, args, instance.sym, state, frame)
        if instance.kind == "module":
            self._created(instance.sym)
        # `for p in self.parameters(): p.requires_grad = False` in __init__ (a frozen feature
        # extractor): the object built is frozen
        frozen = instance.kind == "module" and instance.sym in self.frozen_syms
        return replace(instance, fresh=True, label=None, frozen=frozen)

    @staticmethod
    def _bind_rest(function: cst.FunctionDef, params: list, positional: list[Value],
                   keywords: dict, local_state: State, complete: bool = False) -> None:
        """`*args` and `**kwargs` of a called function hold what the call passed beyond its named
        parameters: a tuple (a dict) of those values, which `f(*args, **kwargs)` passes on as
        they were, and whose graphs flow into what is computed from it (`torch.cat(inputs)`).
        Where the call names every argument, `*args` holds exactly those (`prepare(G, D)`)."""
        star, double = function.params.star_arg, function.params.star_kwarg
        if isinstance(star, cst.Param):
            local_state.locals[star.name.value] = replace(
                _rest(positional[len(params):], ()), exact=complete)
        if double is not None:
            named = {param.name.value for param in
                     (*params, *function.params.kwonly_params)}
            rest = {name: value for name, value in keywords.items() if name not in named}
            local_state.locals[double.name.value] = replace(
                _rest(list(rest.values()), tuple(rest)), exact=complete)

    def _record(self, record: Value, node: cst.Call, args: list[Value], state: State) -> Value:
        """An instance of a namedtuple class: each field holds what the call passed for it
        (`losses.qf1_loss` is the `qf1_loss=` argument, not any loss of the tuple); unpacked
        or indexed, its items in order."""
        fields = record.keys
        if any(arg.star for arg in node.args):
            return self._opaque_result(combine(args, node, state.grad, new_node=False))
        items = dict.fromkeys(fields, UNKNOWN)
        for index, (arg, value) in enumerate(zip(node.args, args)):
            if arg.keyword is None and index < len(fields):
                items[fields[index]] = value
            elif arg.keyword is not None and arg.keyword.value in items:
                items[arg.keyword.value] = value
        sym = self._new_sym("record")
        heap = state.writable_heap()
        for name, value in items.items():
            heap[(sym, name)] = value
        values = list(items.values())
        return replace(self._collection_value(values), items=tuple(values), exact=True, sym=sym,
                       fresh=True)

    def _bind_fields(self, klass: ClassInfo, node: cst.Call, args: list[Value], sym: str,
                     state: State, frame: Frame) -> None:
        """A class without `__init__` whose body declares fields (a dataclass, a NamedTuple
        config): each field holds its argument, or the default its declaration gives
        (`reduction: str = "none"` reaches the loss built from `cfg.reduction`)."""
        fields = klass.declared_fields()
        if not fields:
            return
        positional = [value for arg, value in zip(node.args, args)
                      if arg.keyword is None and not arg.star]
        keywords = {arg.keyword.value: value for arg, value in zip(node.args, args)
                    if arg.keyword is not None}
        for index, field_node in enumerate(fields):
            name = field_node.target.value
            if index < len(positional):
                value = positional[index]
            elif name in keywords:
                value = keywords[name]
            elif field_node.value is not None and (_is_literal(field_node.value) or type(
                    field_node.value) in (cst.Tuple, cst.List) and all(
                    _is_literal(element.value) for element in field_node.value.elements)):
                # (`phases: tuple = ("discriminator", "generator")`: the names a loop dispatches)
                value = self._eval(field_node.value, state, frame)
            else:
                value = self._field_default(klass, field_node, state, frame)
                if value is None:
                    continue
            state.writable_heap()[(sym, name)] = value

    def _field_default(self, klass: ClassInfo, field_node: cst.AnnAssign, state: State,
                       frame: Frame) -> Value | None:
        """`loss: LossConfig = field(default_factory=LossConfig)` of a project class (of the
        dataclass's module, or one it imports): a new such object, its own fields bound in
        turn; `field(default=...)` of a literal: that value."""
        call = field_node.value
        if type(call) is not cst.Call or (dotted(call.func) or "").rsplit(".", 1)[-1] != "field":
            return None
        for arg in call.args:
            if arg.keyword is None:
                continue
            if arg.keyword.value == "default" and _is_literal(arg.value):
                return self._eval(arg.value, state, frame)
            if arg.keyword.value == "default_factory" and type(arg.value) is cst.Lambda and \
                    not arg.value.params.params and _is_plain_display(arg.value.body):
                # (`nets: dict = field(default_factory=lambda: {"gen": {"type": ...}})`: the
                # keys a builder's loop names its networks and optimizers by)
                return self._eval(arg.value.body, state, frame)
            if arg.keyword.value == "default_factory" and type(arg.value) is cst.Name and \
                    klass.context is not None:
                factory = self._module_class(klass.context, arg.value.value)
                if not isinstance(factory, ClassInfo) or factory is klass:
                    return None
                return self._instantiate(factory, self._synthetic_call(arg, arg.value), [],
                                         state, frame)
        return None

    def _follow(self, function: cst.FunctionDef, node: cst.Call, args: list[Value], state: State,
                frame: Frame, instance: Value | None, klass: ClassInfo | None,
                enclosing: dict | None = None) -> Value:
        """Run a function of this file at its call, with the arguments' values."""
        if function is None:
            return UNKNOWN
        # (a recursive call runs once more, as a loop's body runs twice: `descend(batches,
        # ...)` stepping once per call meets its next step; deeper, it is cut)
        if self.stack.count(id(function)) > 1 or self._too_deep(function) and not (
                self.depth < MAX_CALL_DEPTH + LEAF_EXTRA_DEPTH and self._is_small_leaf(function)
                or self._builds_a_part(function, klass)
                or self._own_method(instance, frame)
                or self._given_its_caller(args, frame)
                or self._first_in_grad_mode(function, state)) or \
                self._run_enough(function):
            # recursion or too deep: knowing nothing beats guessing a graph; a helper that may
            # zero gradients (`zero_grad(params)` four calls down) may have, so a later step is
            # not taken for one that applies gradients nothing zeroed
            self.calls_cut += 1
            if not self._cut_trains_nothing(function, klass):
                self.training_cuts += 1
                # (what it was given it may differentiate: a residual's `autograd.grad` of the
                # network's output, three calls down an evaluation)
                self._given_unseen(args, handed=True)
            if not names_in(function, self.names_cache).isdisjoint(_ZEROING_NAMES):
                self._zero(Value(), state)
            # (nor is what it wrote into its object and arguments: `self.reset_parameters()`)
            self._maybe_written([instance, *args], state)
            # an object with an identity, as from any call not seen into: what the caller then
            # does with it (`.train().requires_grad_(False)`, `.parameters()`) tells what it is
            return Value(sym=self._new_sym("obj"), opaque=True)
        self.called[id(function)] = function
        self.followed_grad.setdefault(id(function), set()).add(bool(state.grad))
        if self.depth >= SHALLOW_CALL_DEPTH:
            self.deep_runs[id(function)] = self.deep_runs.get(id(function), 0) + 1
        keywords, positional = {}, []
        # without `*args` / `**kwargs` the call names every argument it passes: the others are
        # the defaults, `None` included; so does one that forwards what its own `*args` /
        # `**kwargs` received (`super().__init__(*args, **kwargs)`), known from its caller
        complete = True
        for arg, value in zip(node.args, args):
            if arg.keyword is not None:
                keywords[arg.keyword.value] = value
            elif not arg.star:
                positional.append(value)
            elif arg.star == "*" and value.qual == _REST and not value.keys:
                positional.extend(value.items)
            elif arg.star == "*" and value.exact and value.items and not value.keys:
                positional.extend(value.items)  # (`criterion(*pair)` of a known tuple)
            elif arg.star == "**" and value.qual == _REST and value.keys:
                keywords.update(zip(value.keys, value.items))
            elif arg.star == "**" and value.qual == _REST and value.exact:
                pass  # (a `**kwargs` known to have received nothing, passed on: nothing)
            elif arg.star == "**" and value.keys and len(value.keys) == len(value.items) and \
                    all(type(key) is str for key in value.keys):
                # `meters.update(**stats)` of a dict built with its entries (`return {"loss":
                # loss, ...}`): those keywords; others may have been added since, unseen
                keywords.update(zip(value.keys, value.items))
                complete = False
            else:
                complete = False
                if arg.star == "**" and (value.nodes or value.reach):
                    # a mapping whose keys are not known (a dict built on two paths) that
                    # carries graphs: `**terms` holds them under names not known
                    keywords[UNNAMED] = value
        globals_ = call_globals(frame, state)
        if enclosing is None and klass is not None:
            enclosing = klass.env
        self.call_nodes.append(node)
        self.changed_arguments = {}
        statement = self.statement  # (the caller's statement goes on after the call)
        began = self._ticks
        try:
            result = self._call_function(function, positional, keywords, state, globals_,
                                         instance, klass, enclosing=enclosing, complete=complete)
        finally:
            self.call_nodes.pop()
            self.statement = statement
            if self._ticks - began >= HEAVY_TICKS:
                self.heavy_runs[id(function)] = self.heavy_runs.get(id(function), 0) + 1
        changed, self.changed_arguments = self.changed_arguments, {}
        if changed:
            self._arguments_changed(function, node, instance, changed, state, frame)
        if instance is not None and klass is not None and klass.is_module and \
                function.name.value != "forward" and result.kind == "tensor" and result.nodes:
            # `scorer.score(ids, other)` of a network's own method, whose layers' calls are its
            # method's: the loop this call is in may be one that trains nothing
            self._maybe_idle_method(instance, node, args, result, state)
        return result

    def _too_deep(self, function: cst.FunctionDef) -> bool:
        """Is a call of ``function`` here past the depth it is followed to (see
        SHALLOW_CALL_DEPTH)?"""
        return self.depth >= MAX_CALL_DEPTH or self.depth >= SHALLOW_CALL_DEPTH and \
            self.deep_runs.get(id(function), 0) >= MAX_DEEP_RUNS

    def _run_enough(self, function: cst.FunctionDef) -> bool:
        """Has ``function`` run often enough, and at enough cost, in this entry that a further
        call is not followed (see MAX_HEAVY_RUNS)?"""
        return self.heavy_runs.get(id(function), 0) >= MAX_HEAVY_RUNS

    def _first_in_grad_mode(self, function: cst.FunctionDef, state: State) -> bool:
        """Is this the first call of ``function`` in the current grad mode (and not too deep
        for any call)? Each function is then followed at least once with grad on and once with
        it off where it is called so, its caller's code going on after it: a network's
        `forward` six calls below a script's `main()` on its training path, followed before
        only in the evaluation under `no_grad`."""
        return self.depth < MAX_FIRST_CALL_DEPTH and \
            bool(state.grad) not in self.followed_grad.get(id(function), ())

    def _cut_trains_nothing(self, function: cst.FunctionDef, klass: ClassInfo | None) -> bool:
        """Is a call cut by the depth limit surely no training step and no differentiation:
        a short helper of library calls only (`explicit_broadcast(a, b)` six calls down a
        forward), or a network's forward (an encoder layer inside a transformer), whose code,
        and its class's methods, name nothing that differentiates or steps?"""
        if klass is not None and klass.is_module and function.name.value == "forward":
            scopes = [method for owner in klass.mro for method in owner.own_methods.values()]
            return all(names_in(scope, self.names_cache).isdisjoint(_DIFFERENTIATING_NAMES)
                       for scope in scopes)
        # (any other function: its code and the code it calls, as far as the project shows it;
        # a spline-warp helper five calls down a generator's forward is tensor calls only)
        known = self._quiet.get(id(function))
        if known is None or known[0] is not function:
            known = self._quiet[id(function)] = (function, trains_nothing(
                function, self._callees, self.names_cache, _DIFFERENTIATING_NAMES))
        return known[1]

    def _callees(self, func: cst.BaseExpression, caller: cst.FunctionDef) -> list | None:
        """The project functions a call of ``func`` in ``caller`` may run, for
        :func:`trains_nothing`: [] for a library's call or a function ``caller`` defines, a
        class's methods for a class, None where not known."""
        context = self.def_contexts.get(id(caller), self.ctx)
        project_names, methods = _module_names(context)
        if self._calls_library(func, project_names, methods, context):
            return []
        if type(func) is cst.Name:
            name = func.value
            if name in local_definitions(self.names_cache, caller):
                return []
            if name in context.functions:
                return [context.functions[name]]
            if name in context.classes:
                return list(context.classes[name].methods.values())
            return self._project_callees(context.imports.aliases.get(name), context)
        if type(func) is cst.Attribute:
            if func.attr.value in methods:  # (`self.helper()`: any class's of that name)
                return [method for klass in context.classes.values()
                        for name, method in klass.methods.items() if name == func.attr.value]
            spelt = dotted(func)  # `warp.dense_image_warp(...)` of an imported project module
            root, _, rest = (spelt or "").partition(".")
            qual = context.imports.aliases.get(root)
            return self._project_callees(f"{qual}.{rest}" if qual and rest else None, context)
        return None

    def _project_callees(self, qual: str | None, context) -> list | None:
        """The functions an imported project name runs when called, None where not known."""
        if not qual or self.project is None or context.path is None:
            return None
        value = self._resolve(qual, context.path, 0)
        if value is None:
            return None
        if value.kind == "function" and isinstance(value.target, cst.FunctionDef):
            return [value.target]
        if value.kind == "class" and isinstance(value.target, ClassInfo):
            return list(value.target.methods.values())
        return None

    def _fold(self, node: cst.Call, state: State, frame: Frame) -> Value | None:
        """`functools.reduce(lambda ctx, step: step(ctx), STEPS, init)` over a named sequence
        whose items are known (a setup recipe's steps): each call in turn, as the loop it stands
        for. None where the items are not known (nothing evaluated yet)."""
        function_node, sequence_node = node.args[0].value, node.args[1].value
        if type(function_node) is not cst.Lambda and not (
                type(function_node) is cst.Name and
                self._names_a_function(function_node, state, frame)):
            return None
        sequence = self._stored(sequence_node, state, frame) \
            if type(sequence_node) in (cst.Name, cst.Attribute) else UNKNOWN
        if not sequence.exact or sequence.keys or not sequence.items or \
                len(sequence.items) > MAX_UNROLLED:
            if len(node.args) != 3:
                return None
            # (`reduce(train_step, batches, carry)` over a loader or a generator: the loop it
            # stands for, its function called twice on an item, as a loop's body runs twice,
            # so that the gradients one step leaves meet the next)
            function = self._eval(function_node, state, frame)
            element = self._iterate(self._eval(sequence_node, state, frame))
            folded = self._eval(node.args[2].value, state, frame)
            for _ in range(2):
                folded = self._call_evaluated(function, node, [folded, element], state, frame)
            return folded
        function = self._eval(function_node, state, frame)
        items = list(sequence.items)
        folded = self._eval(node.args[2].value, state, frame) if len(node.args) == 3 else \
            items.pop(0)
        for item in items:
            folded = self._call_evaluated(function, node, [folded, item], state, frame)
        return folded

    def _stored(self, expr, state: State, frame: Frame) -> Value:
        """What a name (a local or a global: `STEPS` of the module) or `obj.attr` holds now,
        without events."""
        if type(expr) is cst.Name:
            return self._lookup(expr.value, state, frame)
        return self._held(expr, state, frame)

    def _names_a_function(self, expr, state: State, frame: Frame) -> bool:
        """Does ``expr`` (a name, or a tuple of names and other values) name a function of the
        program, as far as a lookup with no events shows?"""
        elements = [element.value for element in expr.elements] if type(expr) is cst.Tuple \
            else [expr]
        return any(type(element) is cst.Name and
                   self._lookup(element.value, state, frame).kind in ("function", "choice")
                   for element in elements)

    def _add_callback(self, target, container: Value, entry: Value, state: State,
                      frame: Frame) -> None:
        """``target`` (a name or `self.jobs`) now holds ``entry`` among its callbacks: read back
        (iterated, popped) it gives one of those entries; which of several is not known."""
        held = container.items if container.qual == CALLBACKS else ()
        if any(item is entry for item in held):
            return
        items = (*held, entry)[-MAX_CALLBACKS:]
        self._rebind(target, Value(kind="unknown", qual=CALLBACKS, items=items), state, frame)

    def _arguments_changed(self, function: cst.FunctionDef, node: cst.Call,
                           instance: Value | None, changed: dict, state: State,
                           frame: Frame) -> None:
        """The callee changed a container it was given in place (`batch["filled"] = out` in a
        pipeline stage): the caller's name for it holds the change too (values are not shared
        objects here, so it is copied back)."""
        params = [*function.params.posonly_params, *function.params.params]
        if instance is not None and params:
            params = params[1:]  # (`self`)
        positional = [arg for arg in node.args if arg.keyword is None]
        if any(arg.star for arg in positional):
            positional = []  # (which parameter got which argument is not known)
        by_name = {param.name.value: arg.value for param, arg in zip(params, positional)}
        by_name.update((arg.keyword.value, arg.value) for arg in node.args
                       if arg.keyword is not None)
        for name, value in changed.items():
            expression = by_name.get(name)
            if type(expression) is cst.Name:
                self._rebind(expression, value, state, frame)
                changed_argument(frame, expression.value)

    def _run_step_hooks(self, optimizer: Value, when: str, node: cst.Call, state: State,
                        frame: Frame) -> None:
        """The hooks registered with `register_step_pre_hook` / `register_step_post_hook`,
        called with (optimizer, args, kwargs) in the caller's grad mode, within
        :data:`SELF_EXTRA_DEPTH` calls past the depth limit (they act on the optimizer whose
        step runs them, as its own methods would): only the update itself
        runs under the optimizer's no_grad (a hook that clamps a parameter in place edits a
        leaf that requires grad)."""
        # (an optimizer that is one of several, `{a|b}` built on two paths: the hooks of each)
        hooks = {id(hook.target): hook for sym in alternatives(optimizer.sym or "")
                 for hook in self.step_hooks.get((sym, when), ())}
        for hook in hooks.values():
            if frame is None or id(hook.target) in self.stack:
                continue
            if self.depth >= MAX_CALL_DEPTH + SELF_EXTRA_DEPTH:
                # (too deep to follow, as a cut call: one that may zero the gradients may have;
                # an accelerator's `prepare()` registering `opt.zero_grad` after each step)
                if not names_in(hook.target, self.names_cache).isdisjoint(_ZEROING_NAMES):
                    self._zero(optimizer, state)
                continue
            self.call_nodes.append(node)
            try:
                self._call_function(hook.target, [optimizer, OTHER, OTHER], {}, state,
                                    call_globals(frame, state), None, None, enclosing=hook.env)
            finally:
                self.call_nodes.pop()

    def _call_dunder(self, instance: Value, name: str, args: list[Value], state: State,
                     frame: Frame) -> Value:
        """A special method the syntax calls (`meters["loss"]` runs `__getitem__`)."""
        function = instance.target.methods[name]
        if id(function) in self.stack or self.depth >= MAX_CALL_DEPTH:
            return UNKNOWN
        self.called[id(function)] = function
        globals_ = call_globals(frame, state)
        return self._call_function(function, args, {}, state, globals_, instance, instance.target,
                                   enclosing=instance.target.env)

    def _known_trainable(self, module: Value, klass: ClassInfo, state: State) -> bool:
        """Does something show that the network ``module`` holds parameters: its class builds
        or registers some, a part stored on it holds some, or the program asks for them
        (`optimizer(model.parameters())`), for it or a network holding it?"""
        if klass.builds_parameters or any(info.param_attrs for info in klass.mro):
            return True
        if not module.sym:
            return False
        if self.has_parameters and \
                overlaps(frozenset({module.sym}), frozenset(self.has_parameters), self.parents):
            return True
        owners = set(alternatives(module.sym))
        return any(_trainable_part(value) for (owner, _), value in state.heap.items()
                   if owner in owners)

    def _own_method(self, instance: Value | None, frame: Frame | None) -> bool:
        """A method the running method calls on its own object (`self.run_iter(batch)` of a
        runner's `train_epoch`), within :data:`SELF_EXTRA_DEPTH` more calls: a trainer's steps
        split over its methods are one object's work, not code further away."""
        return instance is not None and instance.sym is not None and frame is not None and \
            frame.instance is not None and frame.instance.sym == instance.sym and \
            self.depth < MAX_CALL_DEPTH + SELF_EXTRA_DEPTH

    def _sorted_items(self, container: Value, node: cst.Call, state: State,
                      frame: Frame) -> tuple | None:
        """The items of ``container`` in the order ``sort(key=..., reverse=...)`` puts them,
        where the key function gives each a known number or string (hooks by their class's
        `priority`); None where any key is not known."""
        options = {arg.keyword.value: arg.value for arg in node.args if arg.keyword}
        if len(options) != len(node.args) or "key" not in options:
            return None
        reverse = literal_bool(options["reverse"]) if "reverse" in options else False
        if reverse is None:
            return None
        key = self._eval(options["key"], state, frame)
        if key.kind not in ("function", "partial"):
            return None
        keys = []
        # (the key function called with one positional argument, as `sorted` calls it)
        call = cst.Call(func=options["key"], args=(cst.Arg(value=cst.Name("item")),))
        for item in container.items:
            found = self._call_evaluated(key, call, [item], state, frame)
            spelt = known_int(found)
            if spelt is None and isinstance(named_by(found), str):
                spelt = named_by(found)
            if spelt is None or keys and type(spelt) is not type(keys[0][0]):
                return None
            keys.append((spelt, len(keys)))
        order = sorted(keys, reverse=reverse)
        return tuple(container.items[index] for _, index in order)

    def _given_its_caller(self, args: list[Value], frame: Frame | None) -> bool:
        """A function handed the object whose method is running (`getattr(hook, name)(self)`
        of a runner's `call_hook`: a hook that steps the runner's optimizer), within
        :data:`SELF_EXTRA_DEPTH` more calls: it works on that object, as its own methods do."""
        return frame is not None and frame.instance is not None and \
            frame.instance.sym is not None and self.depth < MAX_CALL_DEPTH + SELF_EXTRA_DEPTH \
            and any(arg.sym == frame.instance.sym for arg in args)

    def _builds_a_part(self, function: cst.FunctionDef, klass: ClassInfo | None) -> bool:
        """The ``__init__`` of a network (a model a registry's factory builds, a block that
        builds its attention layer inside another network's ``__init__``), within
        :data:`BUILD_EXTRA_DEPTH` more calls: a model built through a registry and a factory is
        otherwise cut before its layers exist, and every later use of it is unknown."""
        if self.depth >= MAX_CALL_DEPTH + BUILD_EXTRA_DEPTH:
            return False
        if klass is not None:
            return self.building and klass.is_module and function.name.value == "__init__"
        # (a short factory a network's __init__ calls for a part: `make_block(name, **options)`
        # returning `REGISTRY[name](**options)`; or any object's __init__, a runner building
        # its hooks from their configs: `build_from_cfg(cfg, HOOKS)`)
        return (self.building or any(running.name == "__init__" and running.klass is not None
                                     for running in self.frames)) and self._is_short(function)

    def _is_short(self, function: cst.FunctionDef) -> bool:
        """At most :data:`MAX_LEAF_STATEMENTS` statements."""
        known = self._short.get(id(function))
        if known is not None and known[0] is function:
            return known[1]
        statements = 0
        for node in walk(function.body):
            if type(node) is cst.SimpleStatementLine or type(node) in _COMPOUND:
                statements += 1
                if statements > MAX_LEAF_STATEMENTS:
                    break
        self._short[id(function)] = (function, statements <= MAX_LEAF_STATEMENTS)
        return statements <= MAX_LEAF_STATEMENTS

    def _is_small_leaf(self, function: cst.FunctionDef, depth: int = 0) -> bool:
        """Is ``function`` short, and are its calls all of builtins, libraries, layers and
        tensors, or of project functions that are small leaves themselves, two levels deep at
        most (a detection head's `decode(p)` calling its `_make_grid(ny, nx)`)? See
        :data:`LEAF_EXTRA_DEPTH`."""
        known = self._leaves.get(id(function))
        if known is not None and known[0] is function:
            return known[1]
        context = self.def_contexts.get(id(function), self.ctx)
        project_names, methods = _module_names(context)
        own = function.name.value
        self._leaves[id(function)] = (function, False)  # (a cycle is no leaf)
        leaf = self._is_short(function) and all(
            type(node) is not cst.Call or self._calls_library(node.func, project_names, methods,
                                                              context, own) or
            depth < MAX_LEAF_NESTING and self._leaf_callees(node.func, function, depth)
            for node in walk(function.body))
        self._leaves[id(function)] = (function, leaf)
        return leaf

    def _leaf_callees(self, func: cst.BaseExpression, caller: cst.FunctionDef,
                      depth: int) -> bool:
        """Does a call of ``func`` in ``caller`` run project functions only, each a small leaf
        that computes a value and stores nothing into an object (`_make_grid(ny, nx)`; not a
        class: building an object runs more than its `__init__`; not `self.init_attention(x)`,
        whose reset of the object's state on some calls only would then be half known)?"""
        context = self.def_contexts.get(id(caller), self.ctx)
        if type(func) is cst.Name and func.value in context.classes:
            return False
        callees = self._callees(func, caller)
        return bool(callees) and all(
            not tree_fact(self.names_cache, "stores", callee, _stores_into_objects) and
            self._is_small_leaf(callee, depth + 1) for callee in callees)

    @staticmethod
    def _calls_library(func, project_names: set, methods: set, context, own: str = "") -> bool:
        """Is ``func`` (a call's callee) surely not project code? (A wrapper's call of the
        method it is named after on another object, `(loss * scale).backward()` in
        `Accelerator.backward`, is the library's.)"""
        if type(func) is cst.Name:
            if func.value in project_names:
                return False
            qual = context.imports.aliases.get(func.value)
            if qual is None:
                bound = context.globals.get(func.value) if context.globals else None
                # (`spike_fn = SurrogateSpike.apply`: the custom Function's op, no project code)
                return hasattr(builtins, func.value) or bound is not None and bound.kind == "apply"
            return qual.split(".", 1)[0] in _LIBRARY_ROOTS
        if type(func) is cst.Attribute:
            if func.attr.value in methods and not (
                    func.attr.value == own and own in _WRAPPED_TRAINING_CALLS and
                    not (type(func.value) is cst.Name and func.value.value == "self")):
                return False  # `self.helper()`, `pruner.apply()`
            root = func.value
            while type(root) is cst.Attribute:
                root = root.value
            if type(root) is cst.Name:
                qual = context.imports.aliases.get(root.value)
                return qual is None or qual.split(".", 1)[0] in _LIBRARY_ROOTS
            return True  # (a method of a call's result, a subscript: not a name of the project)
        return False

    def _call_function(self, function: cst.FunctionDef, positional: list[Value], keywords: dict,
                       state: State, globals_: dict, instance: Value | None,
                       klass: ClassInfo | None, entry: bool = False,
                       enclosing: dict | None = None, complete: bool = False) -> Value:
        context = self.def_contexts.get(id(function))
        if context is not None and context is not self.ctx:  # a function of another module
            with self._in_context(context):
                return self._call_function(function, positional, keywords, state, context.globals,
                                           instance, klass, entry, enclosing, complete)
        key = None
        if not entry and instance is None and (enclosing is None or klass is None and (
                context or self.ctx).functions.get(function.name.value) is function):
            # (a function of a module's top level reads its module's names as enclosing ones)
            key = self._summary_key(function, positional, keywords, state, klass, complete)
        if key is None:
            return self._run_function(function, positional, keywords, state, globals_, instance,
                                      klass, entry, enclosing, complete)
        outer = self.summary_reads
        summary = self.summaries.get(key)
        if summary is not None and summary.valid():
            self.called[id(function)] = function
            if outer is not None:
                outer.extend(summary.reads)
            if not summary.fresh:
                return summary.result
            return replay(summary.result, {sym: self._new_sym("obj") for sym in summary.fresh})
        with self._recorded(state) as (before, reads):
            made_after = next(self.counter)
            result = self._run_function(function, positional, keywords, state, globals_,
                                        instance, klass, entry, enclosing, complete)
        if before.unchanged(self, state) and len(self.summaries) < MAX_SUMMARIES:
            summary = summary_of(result, made_after, self.sym_prefix, reads)
            if summary is not None:
                self.summaries[key] = summary
        return result

    def _class_decorators_grad_mode(self, klass: ClassInfo, method: str, state: State,
                                    frame: Frame) -> bool | str | None:
        """The grad mode a project class decorator gives the class's ``method``:
        `@no_grad_methods("eval_step", "score_split")`, whose body wraps methods in no_grad, gives
        that mode to the methods its string arguments name and leaves the others alone; one
        whose arguments are not all strings may rewrap any method (unknown); one that touches
        no grad mode (a registration), or a library's, keeps the caller's."""
        mode = KEEP
        for owner in klass.mro:
            for decorator in owner.node.decorators:
                expr = decorator.decorator
                func = expr.func if type(expr) is cst.Call else expr
                if type(func) is not cst.Name:
                    continue  # (`@dataclasses.dataclass`, a library's: as before, unread)
                value = self._eval(func, state, frame)
                if value.kind != "function" or not isinstance(value.target, cst.FunctionDef):
                    continue
                given = self._function_grad_mode(value.target)
                if given is KEEP:
                    continue
                if type(expr) is not cst.Call:
                    return None
                names = [string(arg.value) for arg in expr.args]
                if not all(names):
                    return None
                if method in names:
                    mode = given
        return mode

    def _summary_key(self, function: cst.FunctionDef, positional: list[Value], keywords: dict,
                     state: State, klass: ClassInfo | None, complete: bool) -> tuple | None:
        """The key of a call's summary (see :mod:`.summaries`), or None if it may not have one."""
        given = []
        for value in positional:
            found = plain_key(value)
            if found is None:
                return None
            given.append(found)
        for name, value in keywords.items():
            found = plain_key(value)
            if found is None:
                return None
            given.append((name, found))
        return (id(function), id(klass), state.grad, complete, self.depth, tuple(given))

    def _run_function(self, function: cst.FunctionDef, positional: list[Value], keywords: dict,
                      state: State, globals_: dict, instance: Value | None,
                      klass: ClassInfo | None, entry: bool = False,
                      enclosing: dict | None = None, complete: bool = False) -> Value:
        self.called[id(function)] = function  # (an entry too: what its own locals are)
        callee = Frame(function.name.value, globals_, instance, klass, enclosing)
        callee.shared = tree_fact(self.names_cache, "shared-names", function, shared_names)
        local_state = State({}, state.heap, state.grad, state.dirty, state.pending, state.last_step)
        local_state.owns_heap = state.owns_heap  # (the caller continues with it: see below)
        local_state.share_freed(state.freed)
        local_state.marks = state.marks
        flags_before = state.marks.get(FLAG_TESTS)
        if enclosing is not None:  # a closure tests its enclosing names as its caller knows them
            shadowed = {param.name.value for param in function.params.params}
            local_state.conds = {key: value for key, value in state.conds.items()
                                 if key.split(".", 1)[0] not in shadowed}
        params = list(function.params.posonly_params) + list(function.params.params)
        is_static = class_level_binding(function) == "staticmethod"
        if instance is not None and params and not is_static:
            local_state.locals[params[0].name.value] = instance
            params = params[1:]
        elif klass is not None and params and not is_static and entry:
            params = params[1:]
        evidence = usage_kinds(function, self.names_cache) if entry else {}
        if entry and klass is not None:  # compute_loss(self, model, inputs) of an HF Trainer
            for base, hooks in api.FRAMEWORK_HOOKS.items():
                if function.name.value in hooks and klass.derives_from((base,)):
                    evidence = {**evidence, **hooks[function.name.value]}
                    break
        for index, param in enumerate(params + list(function.params.kwonly_params)):
            name = param.name.value
            if index < len(positional) and param in params:
                value = positional[index]
            elif name in keywords:
                value = keywords[name]
            elif entry and name in evidence:  # an uncalled function: its body tells the kind
                value = Value(kind=evidence[name], label=name,
                              sym=f"{self.sym_prefix}{function.name.value}:{name}")
            elif param.default is not None and (complete or not entry_unknown(param.default)):
                # `def td3(actor_critic=core.MLPActorCritic, gamma=0.99)`: what the call gets;
                # `def __init__(self, dim, weight=None)` called without it: None
                value = self._eval(param.default, local_state, callee)
                if entry and not complete and is_constant(value) and value is not NONE_STRING:
                    value = OTHER  # a mode no caller shows: callers may pass another one
            elif param.annotation is not None:
                value = self._annotation_value(param.annotation.annotation, local_state, callee)
                value = replace(value, sym=value.sym or
                                f"{self.sym_prefix}{function.name.value}:{name}",
                                label=name)
            else:
                value = Value(sym=f"{self.sym_prefix}{function.name.value}:{name}", label=name)
            if value.kind in ("unknown", "module") and not value.qual and \
                    value.target is None and param.annotation is not None and \
                    (index < len(positional) and param in params or name in keywords) and \
                    self._declares_module(param.annotation.annotation):
                # `def __init__(self, encoder: nn.Module)` given what the analysis cannot read
                # (`eval(args.backbone)(...)`): the author declares it a module (`conv:
                # nn.Conv2d`: a layer of that class)
                declared = self.imports.qualify(param.annotation.annotation)
                unknown = value.kind == "unknown"
                value = replace(value, kind="module", opaque=False, sym=value.sym or
                                f"{self.sym_prefix}{function.name.value}:{name}",
                                qual=declared if declared != "torch.nn.Module" else None)
                if unknown:
                    self.module_like.add(value.sym)
            if value.kind in ("module", "optimizer") and value.sym and value.sym not in \
                    self.facts.optimizers and value.kind == "optimizer":
                self.facts.optimizers[value.sym] = value.named(name)
            local_state.locals[name] = replace(value, label=name, fresh=False)  # as spelt here
        self._bind_rest(function, params, positional, keywords, local_state, complete)
        callee.given = dict(local_state.locals)
        if klass is not None and function.name.value in klass.methods:
            mode = self._class_decorators_grad_mode(klass, function.name.value, local_state,
                                                    callee)
            if mode is not KEEP:
                local_state.grad = mode
        for decorator in function.decorators:  # the innermost sets the mode its body sees
            mode = self._decorator_grad_mode(decorator.decorator, local_state, callee)
            if mode is not KEEP:
                local_state.grad = mode
        self.stack.append(id(function))
        # (a lambda is one expression: `reduce(lambda ctx, step: step(ctx), STEPS, ...)` runs
        # each step as if called where the lambda is, not one call further away; so does a
        # decorator's wrapper: `@timed @differentiates @updates(opt)` is one call of the step)
        lift = 0 if function.name.value == LAMBDA_NAME or \
            self.wrappers.get(id(function)) is function else 1
        self.depth += lift
        saved_loops, self.loop_exits = self.loop_exits, []
        saved_names, self.loop_names = self.loop_names, []
        saved_spans, self.loop_spans = self.loop_spans, []
        saved_path = self.split_path  # (a split's path its other cases returned from ends here)
        self.frames.append(callee)
        try:
            self._exec_body(function.body, local_state, callee)
        finally:
            self.depth -= lift
            self.stack.pop()
            self.frames.pop()
            self.loop_exits, self.loop_names = saved_loops, saved_names
            self.loop_spans = saved_spans
            self.split_path = saved_path
        local_state.merge(([] if local_state.dead else [local_state]) + callee.exits)
        # (not one rebound after the change: `x` of `conv(x)` then `x = relu(...)` holds
        # another tensor by the end, not the caller's)
        self.changed_arguments = {name: local_state.locals[name] for name in callee.mutated
                                  if name in local_state.locals and name not in callee.rebound}
        state.share_heap(local_state.heap, local_state.owns_heap)
        state.dirty, state.pending = local_state.dirty, local_state.pending
        state.last_step = local_state.last_step
        state.share_freed(local_state.freed)
        state.marks = local_state.marks
        forget_frame_flags(state, callee, flags_before)
        if local_state.grad is False and state.grad is not False and not function.decorators \
                and (GRAD_OFF in state.marks or tree_fact(
                    self.names_cache, "grad-off", function, self._switches_grad_off)):
            # `torch.set_grad_enabled(False)` as a statement (a detector's __init__, called from
            # its owner's): grad stays off for the whole process after the calls return
            state.grad = False
            state.marks = {**state.marks, GRAD_OFF: True}
        if callee.yields and not function.decorators:
            # a generator: its body ran here, at the call (not lazily, as Python runs it), and
            # iterating it gives any of the values its `yield`s handed out; those of a body
            # that yields a fixed sequence (`yield "ce", ce` then `yield "mse", mse`), in order
            if 1 < len(callee.yields) == _fixed_yields(function):
                return Value(kind="generator", items=tuple(callee.yields), exact=True)
            return Value(kind="generator", items=(functools.reduce(join, callee.yields),))
        if not callee.returns:
            return UNKNOWN
        result = callee.returns[0]
        for other in callee.returns[1:]:
            result = join(result, other)
        if entry and self.local_keepers and (result.nodes or result.items):
            # what a function run on its own gathered and hands to a caller not seen (who may
            # backpropagate it: a training step whose call chain was too deep to follow)
            returned = _nodes_held(result)
            self.returned_keepers.update(k for k in self.local_keepers if k in returned)
            if not all(node.keeper for node in returned):
                # a graph it made, handed to that caller (the loss of its step: `return
                # total_loss, parts`): the lists of this call's terms die with the call
                self.returned_keepers.update(self.entry_keepers)
        return result

    def _mark(self, module: Value, state: State, frame: Frame, node, parts: bool = False,
              certain: bool = True, **changes) -> None:
        """Record something learnt about a module wherever it is stored (a closure's
        enclosing names too: `net.eval()` inside a loop function made by `make_loop(net)`);
        with ``parts``, about every module inside it too (`eval()` sets each submodule's mode:
        `net.eval(); net.decoder(z)` runs the decoder in eval mode). A mode is ``certain``
        unless a flag not known set it (`model.train(flag)`)."""
        owner = frozenset({module.sym})
        if "eval_mode" in changes and module.sym:
            # (kept by symbol too: a helper's `model.eval()`, a context manager's, holds for the
            # caller's own name of the module, which the rewrite below cannot reach)
            state.marks[("mode", module.sym)] = (next_order(), changes["eval_mode"], certain)
        syms = (lambda sym: sym is not None and overlaps(frozenset({sym}), owner, self.parents)) \
            if parts else {module.sym}
        _rewrite_modules(state, (state.locals, state.heap, frame.globals or {},
                                 frame.enclosing or {}), syms, ("module",), changes)

    def _in_eval_mode(self, module: Value, state: State) -> bool:
        """Is the module in eval mode here: the latest `.eval()` / `.train()` of it or of a module
        holding it, wherever it was called; else what its value says."""
        latest = self._mode_mark(module, state)
        return module.eval_mode if latest is None else latest[1]

    def _mode_mark(self, module: Value, state: State) -> tuple | None:
        """The latest `.eval()` / `.train()` of the module or of a module holding it on this
        path: (its order, whether it was eval), or None."""
        latest = None
        for sym in holder_chain(module.sym, self.parents) if module.sym is not None else ():
            mark = state.marks.get(("mode", sym))
            if mark is not None and (latest is None or mark[0] > latest[0]):
                latest = mark
        return latest

    def _param_joins_graph(self, receiver: Value, node: cst.Call, state: State) -> None:
        """`t.mul_(d).add_((1 - d) * s)` on parameters that need no grad (an EMA teacher's,
        detached), outside no_grad: the parameter joins the operand's graph, and every forward
        of its module carries it. Once a backward has walked it, the next update chains a freed
        graph into the parameter, which the next backward through the module finds (AGL002)."""
        joined = GraphNode(site=node, joins_param=(node, self.statement, node.func.value))
        for sym in receiver.reach:
            old = self.param_graphs.get(sym, EMPTY)
            walked = next((n for n in old if n in state.freed), None)
            if walked is not None and walked.joins_param is not None:
                site, statement, target = walked.joins_param
                self.facts.inplace_joined.append((site, statement, target,
                                                  state.freed[walked].site))
            self.param_graphs[sym] = old | {joined}

    def _freeze(self, syms: frozenset, state: State, frozen: bool = True) -> None:
        if frozen:
            self.frozen_syms |= syms
        else:
            self.frozen_syms -= syms
        _rewrite_modules(state, (state.locals, state.heap), syms, ("module", "unknown"),
                         {"frozen": frozen})

    def _unfreeze(self, syms: frozenset, state: State) -> None:
        """`requires_grad(model, True)` after a phase that froze it (GAN trainers alternate); of
        one of several networks (`for m, flags in zip(modules, saved)` restoring a context
        manager's freeze), each of them may be trainable again."""
        syms = frozenset(alt for sym in syms for alt in (sym, *alternatives(sym)))
        self._freeze(syms, state, frozen=False)
        for sym in syms:
            holder = self.parents.get(sym)
            if holder is not None:
                self._thaw_above(holder, frozenset({sym}), state)

    def _part_added(self, holder: Value, part: Value, state: State) -> None:
        """A network that trains made a part of a frozen one (a LoRA layer set in place of a
        frozen linear, an adapter appended to its ModuleList): the holder is no longer frozen
        throughout, so its calls build graphs through that part."""
        if part.kind == "module" and part.sym and holder.sym and part.sym != holder.sym and \
                not part.frozen and part.sym not in self.frozen_syms and \
                not holds_no_parameter(part) and self._is_frozen(holder.sym):
            self._thaw_above(holder.sym, frozenset({part.sym}), state)

    def _thaw_above(self, sym: str, spare: frozenset, state: State) -> None:
        """``sym`` and the networks holding it, up to the outermost one frozen as a whole, are
        frozen no longer (one of their parts, ``spare``, trains); their other parts known here
        stay frozen (`model.requires_grad_(False)` then `model.readout.requires_grad_(True)`)."""
        chain = holder_chain(sym, self.parents)
        top = max((i for i, held in enumerate(chain) if held in self.frozen_syms), default=None)
        if top is None:
            return
        thawed = frozenset(chain[:top + 1])
        kept = frozenset(value.sym for key, value in state.heap.items()
                         if type(key) is tuple and key[0] in thawed and value.kind == "module"
                         and value.sym and value.sym not in chain and value.sym not in spare)
        self._freeze(thawed, state, frozen=False)
        if kept:
            self._freeze(kept, state)


_LITERALS = (cst.SimpleString, cst.Integer, cst.Float)
_REST = "<*args>"  # the qual marking what a `*args` / `**kwargs` parameter received
MAX_CALLBACKS = 8
_FROM_DATA = frozenset({"torch.tensor", "torch.as_tensor", "torch.from_numpy"})
# numpy's random samplers and array makers that give float64 unless told otherwise
_NUMPY_FLOATS = frozenset({"randn", "rand", "normal", "uniform", "standard_normal", "random",
                           "random_sample", "beta", "gamma", "exponential", "laplace"})
_NUMPY_FLOAT_ARRAYS = frozenset({"numpy.zeros", "numpy.ones", "numpy.empty", "numpy.linspace",
                                 "numpy.full", "numpy.eye", "numpy.identity"})
MAX_GATHERED = 8  # networks a list built by appends keeps apart (the others: alike)


GRAD_OFF = ("grad-off",)  # a mark: a call switched grad off for the process (see _run_function)


def _backwarded(loss: Value, node: cst.Call) -> Value:
    """What `loss.backward()` teaches about ``loss`` when the analysis could not see where it
    came from (an unseen call, a forward through modules it cannot name): a backward that runs
    proves a graph, so the name now carries one (`losses.append(loss)` after it keeps it)."""
    if loss.kind not in ("tensor", "unknown") or loss.nodes or loss.leaf or \
            not (loss.opaque or loss.kind == "unknown" and loss.sym is None):
        return loss
    return replace(loss, kind="tensor", nodes=frozenset({GraphNode(site=node)}))


def _record_fields(node: cst.Call) -> list[str] | None:
    """The field names a namedtuple class is made with, when written out: `"a b"`, `"a, b"`,
    `["a", "b"]`, or `[("a", Tensor), ("b", Tensor)]` of typing.NamedTuple."""
    spec = next((arg.value for arg in node.args[1:2] if arg.keyword is None), None) or next(
        (arg.value for arg in node.args if arg.keyword is not None and
         arg.keyword.value in ("field_names", "fields")), None)
    if type(spec) is cst.SimpleString:
        text = string(spec)
        return text.replace(",", " ").split() if text is not None else None
    if type(spec) not in (cst.List, cst.Tuple):
        return None
    names = []
    for element in spec.elements:
        entry = element.value
        if type(entry) is cst.Tuple and entry.elements:
            entry = entry.elements[0].value
        name = string(entry) if type(entry) is cst.SimpleString else None
        if name is None:
            return None
        names.append(name)
    return names


def _keyword_flag(node: cst.Call, args: list[Value], name: str) -> bool | None:
    """The flag a call passes as keyword ``name``: written there (`requires_grad=True`, or a
    name bound to a literal) or forwarded by `**kwargs` from a call the analysis saw
    (`ptu.zeros(1, requires_grad=True)` of a helper calling `torch.zeros(*sizes, **kwargs)`);
    False when it passes none; None when a mapping or a value it cannot read may set it."""
    for arg, value in zip(node.args, args):
        if arg.keyword is not None and arg.keyword.value == name:
            flag = literal_bool(arg.value)
            if flag is None and value.qual in ("True", "False"):
                flag = value.qual == "True"
            return flag
        if arg.star == "**":
            if value.qual != _REST or not value.exact or len(value.keys) != len(value.items):
                return None
            if name in value.keys:
                forwarded = value.items[value.keys.index(name)]
                return forwarded.qual == "True" if forwarded.qual in ("True", "False") else None
    return False


def _networks_only(container: Value, added: Value) -> bool:
    """Does a list known to hold nothing but networks (or nothing yet) get one more?"""
    return added.kind == "module" and bool(added.sym) and not added.opaque and \
        not container.keys and (container.kind == "modules" or container.exact) and \
        all(item.kind == "module" for item in container.items)


def _is_literal(node: cst.BaseExpression) -> bool:
    return type(node) in _LITERALS or type(node) is cst.Name and \
        node.value in ("True", "False", "None")


def _is_plain_display(node: cst.BaseExpression, depth: int = 0) -> bool:
    """Is ``node`` a literal, or a dict / list / tuple display of such, nested four deep at
    most (a config's default: `{"gen": {"name": "Adam", "kwargs": {"lr": 1e-3}}}`)?"""
    if _is_literal(node) or type(node) is cst.UnaryOperation and _is_literal(node.expression):
        return True
    if depth >= 4:
        return False
    if type(node) is cst.Dict:
        return all(type(element) is cst.DictElement and _is_literal(element.key) and
                   _is_plain_display(element.value, depth + 1) for element in node.elements)
    if type(node) in (cst.List, cst.Tuple):
        return all(type(element) is cst.Element and _is_plain_display(element.value, depth + 1)
                   for element in node.elements)
    return False


def _rest(values: list[Value], keys: tuple) -> Value:
    reach = frozenset().union(*map(reach_of, values)) if values else EMPTY
    nodes = frozenset().union(*(v.nodes for v in values)) if values else EMPTY
    return Value(kind="unknown", qual=_REST, items=tuple(values), keys=keys, nodes=nodes,
                 reach=reach)


def _context_variable(box: Value, name: str, args: list[Value], state: State) -> Value:
    """``box.set(v)`` (a token that remembers what it held), ``box.get(default)`` and
    ``box.reset(token)`` of a ``contextvars.ContextVar``: what it holds is kept on the heap,
    where every function the run goes through reads it."""
    key = (box.sym, "<context value>")
    held = state.heap.get(key)
    if name == "set" and len(args) == 1:
        state.writable_heap()[key] = args[0]
        return Value(kind="other", items=(held if held is not None else UNKNOWN,))
    if name == "get":
        return held if held is not None else args[0] if args else UNKNOWN
    if name == "reset" and len(args) == 1 and len(args[0].items) == 1:
        state.writable_heap()[key] = args[0].items[0]
    return OTHER


def _holds_callable(value: Value) -> bool:
    """A function, or a tuple that holds one (`(due, period, job)` of a job scheduler)."""
    return value.kind == "function" or not value.keys and value.kind == "unknown" and \
        any(item.kind == "function" for item in value.items)


def _callback_entry(container: Value) -> Value | None:
    """An entry of a list of callbacks (:meth:`Calls._add_callback`): the one it holds, or
    any of them."""
    if container.qual != CALLBACKS or not container.items:
        return None
    return each_callback(container.items)


def _trainable_part(value: Value) -> bool:
    """A parameter, or a network known to hold one (`self.gc1 = GraphConvolution(...)` of a
    class that builds its weight)."""
    if value.kind == "tensor":
        return value.leaf and value.param
    if value.kind != "module":
        return False
    if isinstance(value.target, ClassInfo):
        return value.target.builds_parameters
    return api.holds_parameters(value.qual)


def _keywords_only(node: cst.Call) -> bool:
    return all(arg.keyword is not None and not arg.star for arg in node.args)


def _reduces(node: cst.Call, args: list[Value]) -> bool | None:
    """Does a loss (`nn.MSELoss(...)`, `F.mse_loss(...)`) reduce to one element? Not with
    reduction="none", even from a config's default; unknown when the reduction is a value the
    analysis does not know."""
    for arg, value in zip(node.args, args):
        if arg.keyword is not None and arg.keyword.value == "reduction":
            if value.qual == "'none'":
                return False
            return True if type(arg.value) is cst.SimpleString else None
        if arg.star == "**":  # `nn.HuberLoss(**loss_kwargs)`: the dict's "reduction" entry
            if not (value.exact and len(value.keys) == len(value.items)):
                return None  # (entries not known: a reduction may be among them)
            if "reduction" in value.keys:
                given = value.items[value.keys.index("reduction")]
                return False if given.qual == "'none'" else (
                    True if given.kind == "other" and given.qual and given.qual[0] == "'"
                    else None)
    return True


def _optimizers_in(value: Value, found: list, depth: int = 0) -> None:
    """The optimizers in what a ``configure_optimizers()`` returns, in order: the value itself,
    the items of a list or tuple (``[opt_g, opt_d]``, ``([opts], [schedulers])``), the
    "optimizer" entry of a dict."""
    if value.kind == "optimizer":
        if all(value.sym != other.sym for other in found):
            found.append(value)
    elif depth < 3 and value.keys and "optimizer" in value.keys:
        _optimizers_in(value.items[value.keys.index("optimizer")], found, depth + 1)
    elif depth < 3 and not value.keys:
        for item in value.items:
            _optimizers_in(item, found, depth + 1)


def _literal_zero(node: cst.BaseExpression) -> bool:
    """``0``, ``0.0``, ``0.``, ``False``."""
    if isinstance(node, (cst.Integer, cst.Float)):
        try:
            return float(node.value.replace("_", "")) == 0.0
        except ValueError:
            return False
    return isinstance(node, cst.Name) and node.value == "False"


def _is_super(node: cst.BaseExpression) -> bool:
    return type(node) is cst.Call and type(node.func) is cst.Name and node.func.value == "super"


def entry_unknown(default: cst.BaseExpression) -> bool:
    """A default that says nothing (None) leaves the parameter of a function run with unknown
    arguments unknown (its callers may pass one)."""
    return isinstance(default, cst.Name) and default.value == "None"


def usage_kinds(function: cst.FunctionDef, cache: dict) -> dict[str, str]:
    """Parameters whose use in ``function`` says what they are: `opt.param_groups`,
    `scaler.step(opt)`: an optimizer (its parameters unknown)."""
    from .walk import names_in, walk

    if names_in(function, cache).isdisjoint(api.OPTIMIZER_ONLY_ATTRIBUTES | {"step", "unscale_"}):
        return {}
    names = {param.name.value for param in function.params.params}
    kinds: dict[str, str] = {}
    for node in walk(function.body):
        if isinstance(node, cst.Attribute) and isinstance(node.value, cst.Name) and \
                node.value.value in names and node.attr.value in api.OPTIMIZER_ONLY_ATTRIBUTES:
            kinds[node.value.value] = "optimizer"
        elif isinstance(node, cst.Call) and isinstance(node.func, cst.Attribute) and \
                node.func.attr.value in ("step", "unscale_") and node.args and \
                isinstance(node.args[0].value, cst.Name) and node.args[0].value.value in names \
                and node.args[0].keyword is None:
            kinds[node.args[0].value.value] = "optimizer"  # scaler.step(optimizer)
    return kinds


def _per_item(result: Value) -> Value:
    """What a function mapped over a batch returns: its tensors have one element per item (or
    more), not one in all."""
    if result.kind == "tensor":
        return replace(result, scalar=False, batched=True)
    if result.items and not result.keys:
        return replace(result, items=tuple(_per_item(item) for item in result.items))
    return result


def _bound_to(receiver: Value, binding: str | None) -> Value | None:
    """What a method's first parameter is bound to: the instance; for a classmethod its class
    (`cls(...)` builds one); nothing for a staticmethod."""
    if binding == "staticmethod":
        return None
    if binding == "classmethod" and receiver.kind != "class":
        return Value(kind="class", target=receiver.target, label=receiver.target.name)
    return receiver


def call_globals(frame: Frame, state: State) -> dict:
    """The module namespace a function called from ``frame`` reads and marks: at module level,
    the names as they are now (a loop or a branch there leaves them in a new table, and a
    `model.eval()` inside the function must reach the code after its call)."""
    if frame.name == "<module>" or frame.globals is None:
        return state.locals
    return frame.globals


def _rewrite_modules(state: State, tables, syms, kinds: tuple, changes: dict) -> None:
    """Apply ``changes`` to every value of ``kinds`` whose symbol is in ``syms`` (a set, or a
    test of a symbol) (and to the shared item of a `modules` list of them), wherever ``tables``
    hold one."""
    chosen = syms if callable(syms) else syms.__contains__
    for table in tables:
        updates = {}
        for key, value in table.items():
            if value.kind not in kinds and value.kind != "modules" or not chosen(value.sym):
                continue
            if value.kind in kinds:
                updates[key] = replace(value, **changes)
            elif value.kind == "modules":
                updates[key] = replace(value, items=(replace(value.items[0], **changes),))
        if updates:
            state.write(table, updates)


def _makes_grad_leaves(function: cst.FunctionDef) -> bool:
    for node in walk(function.body):
        if type(node) is cst.Name and node.value == "enable_grad":
            return True
        if type(node) is not cst.Call:
            continue
        if type(node.func) is cst.Attribute and node.func.attr.value == "requires_grad_" and \
                not (node.args and literal_bool(node.args[0].value) is False):
            return True
        if any(arg.keyword is not None and arg.keyword.value == "requires_grad" and
               literal_bool(arg.value) for arg in node.args):
            return True
    return False


def _spelling(spelt: cst.CSTNode, optimizer: Value) -> str:
    """How an optimizer stepped here is named in messages: as this line spells it (a helper's
    `optimizer`), else its own name, else the expression (`opts["disc"]`)."""
    return dotted(spelt) or optimizer.label or label_of(spelt)


def _named_reference(node) -> bool:
    """`model`, `trainer.model`, `self.attr`: a name or attributes of one, read without effects
    (unless a property, which reads the same twice)."""
    while type(node) is cst.Attribute:
        node = node.value
    return type(node) is cst.Name


def _spelt_name(node) -> bool:
    """`"on_" + event`: names and strings joined, read without effects."""
    return type(node) is cst.BinaryOperation and type(node.operator) is cst.Add and all(
        type(side) in (cst.Name, cst.SimpleString) or _spelt_name(side)
        for side in (node.left, node.right))


_DICT_VIEWS = frozenset({"items", "values", "keys"})
_MUTATORS = frozenset({"append", "extend", "insert", "pop", "remove", "clear", "update",
                       "popitem", "setdefault", "sort", "reverse"})
MAX_APPLIED_PARTS = 64  # submodules `model.apply(fn)` is followed on
MAX_SEQUENCE = 32  # parts of an nn.Sequential whose forwards a call of it runs in turn


def _updates_attribute(klass: ClassInfo, attr: str) -> bool:
    """Does a method of ``klass`` other than `__init__` write `self.<attr>`: assign it, assign
    into it, or call an in-place method on it (`self.running_mean.lerp_(...)`)?"""
    for entry in klass.mro:
        for name, method in entry.own_methods.items():
            if name == "__init__":
                continue
            for node in walk(method):
                target = node.func.value if type(node) is cst.Call and \
                    type(node.func) is cst.Attribute and node.func.attr.value.endswith("_") \
                    else node.target if type(node) in (cst.AugAssign, cst.AssignTarget) else None
                while type(target) is cst.Subscript:
                    target = target.value
                if type(target) is cst.Attribute and target.attr.value == attr and \
                        type(target.value) is cst.Name and target.value.value == "self":
                    return True
    return False


def _dispatched(function: cst.FunctionDef, overloads: list, arg: Value):
    """The overload of the single-dispatch ``function`` that ``arg``'s class picks (the most
    specific registered class along its bases, by name; the function itself when none is and
    the class is known), or None when the class is not known."""
    if isinstance(arg.target, ClassInfo):
        chain = arg.target.class_names()
    elif arg.kind == "module" and arg.qual:
        chain = [arg.qual.rsplit(".", 1)[-1]]
    else:
        return None
    if arg.kind == "module":
        chain.append("Module")
    registered = {}
    for overload in overloads:
        spelt = _registered_class(function.name.value, overload)
        if spelt is None:
            return None  # (an overload whose class is not spelt out)
        registered.setdefault(spelt.rsplit(".", 1)[-1], overload)
    picked = next((registered[name] for name in chain + ["object"] if name in registered), None)
    if picked is not None:
        return picked
    # none registered along its classes: the function itself, when those classes are all
    # known (a torch layer's own bases, `_ConvNd`, are not, nor another library's)
    concrete = api.PARAM_LAYERS | api.PARAMETER_FREE_LAYERS
    if any(name.startswith("_") or name == "Hardtanh" for name in registered):
        return None  # (a torch layer's private base, or a layer another subclasses)
    if isinstance(arg.target, ClassInfo):
        known = all(base is None or base in ("object", "torch.nn.Module") or any(
            base.rsplit(".", 1)[-1] == klass.name for klass in arg.target.mro) or
            base.rsplit(".", 1)[-1] in concrete
            for klass in arg.target.mro for base in klass.bases)
    else:  # (a concrete torch layer: unless a private base or a parent layer is registered)
        known = chain[0] in concrete and not chain[0].startswith("Lazy")
    return function if known else None


def _registered_class(name: str, overload: cst.FunctionDef) -> str | None:
    """The class `@name.register(Spec)` or `@name.register` with an annotated first parameter
    registers ``overload`` for, as spelt."""
    for decorator in overload.decorators:
        call = decorator.decorator
        if type(call) is cst.Call and dotted(call.func) == f"{name}.register" and call.args:
            return dotted(call.args[0].value)
        if dotted(call) == f"{name}.register" and overload.params.params:
            annotation = overload.params.params[0].annotation
            return dotted(annotation.annotation) if annotation is not None else None
    return None


def _variable(node: cst.Call, data: Value, requires: cst.Arg | None, state: State) -> Value:
    """`Variable(x)`: since PyTorch 0.4, a new tensor of x's memory with no history, as
    `x.detach()` (a leaf that requires grad with requires_grad=True; garbage memory stays
    garbage, read when it is used)."""
    flag = literal_bool(requires.value) if requires is not None else False
    if flag is None:
        return Value(kind="tensor", opaque=True, uninit=data.uninit)  # (a flag set at run time)
    if flag:
        return Value(kind="tensor", leaf=True, fresh=True, uninit=data.uninit, made=node,
                     scalar=data.scalar, batched=data.batched)
    if data.kind in ("tensor", "unknown") and data.needs_grad and state.grad:
        return Value(kind="tensor", cut=("Variable()", node, reach_of(data)), scalar=data.scalar,
                     batched=data.batched)
    return data


_STORING_MUTATORS = frozenset({"append", "extend", "insert", "update", "setdefault"})


def _built_parameter(expression: cst.BaseExpression, value: Value) -> bool:
    """Is ``expression`` the call that builds the Parameter ``value`` (`nn.Parameter(...)`
    itself, not a name or an attribute holding one)?"""
    return value.param and value.fresh and value.leaf and type(expression) is cst.Call


def _attribute_dict(klass: ClassInfo) -> bool:
    """A class based on dict alone that changes neither how it is built nor how an entry is read
    by key (`class Node(dict)` with a `__getattr__`): its objects hold what they were given."""
    return klass.bases == ["dict"] and not klass.base_infos and \
        not {"__init__", "__new__", "__getitem__", "__missing__"} & set(klass.methods)


def _shallow_copy(container: Value) -> Value:
    """`dict(params)`, `list(weights)`: a new container of the same items (see
    Value.shallow); any other value as it is."""
    return replace(container, shallow=True) if container.kind in ("unknown", "alike") and \
        container.items else container


def _forced(node: cst.Call) -> bool:
    """`x.numpy(force=True)` (torch 1.13+): detached (and copied to the CPU) first; of a flag
    not spelt True, unknown, so not reported either."""
    return any(arg.keyword is not None and arg.keyword.value == "force" and
               not (type(arg.value) is cst.Name and arg.value.value == "False")
               for arg in node.args)


def _merged_keys(container: Value, other: Value) -> Value | None:
    """`outputs.update(poses)` of two dicts whose keys are all known: one dict of both, the
    entries of ``other`` replacing those of the same key."""
    if not (other.exact and container.exact and len(other.keys) == len(other.items) and
            len(container.keys) == len(container.items) and (container.keys or not container.items)
            and len(container.keys) + len(other.keys) <= 2 * MAX_UNROLLED):
        return None
    keys, items = list(container.keys), list(container.items)
    for key, item in zip(other.keys, other.items):
        if key in keys:
            items[keys.index(key)] = item
        else:
            keys.append(key)
            items.append(item)
    return replace(container, keys=tuple(keys), items=tuple(items),
                   nodes=container.nodes | other.nodes, reach=container.reach | reach_of(other))


def _dict_view(container: Value, name: str) -> Value:
    """``d.items()`` / ``d.values()`` / ``d.keys()`` of a dict whose entries are all known: a
    list of them, in order, as exact as the dict."""
    keys = tuple(string_value(key) for key in container.keys)
    if name == "keys":
        items = keys
    elif name == "values":
        items = container.items
    else:
        items = tuple(Value(items=(key, item), exact=True) for key, item in zip(keys, container.items))
    return replace(container, items=items, keys=())


def _alike_view(container: Value, name: str) -> Value:
    """``heads.items()`` / ``.values()`` of a dict of alike objects (`{n: block() for n in
    names}`): the one value that stands for each, with a key of its own for ``items``."""
    if name == "values":  # (an nn.ModuleDict's values: its parts, not the dict)
        return Value(kind="alike", items=(each_part(container),)) \
            if container.kind == "module" else container
    if name == "keys":
        return UNKNOWN
    return Value(kind="alike", items=(Value(items=(OTHER, each_part(container)), exact=True),))


def _one_feature(qual: str, node: cst.Call, args: list[Value]) -> bool:
    """A layer whose output has one value per sample: ``nn.Linear(h, 1)``, or an
    ``nn.Sequential`` that ends with one (and element-wise activations)."""
    name = qual.rsplit(".", 1)[-1]
    if qual in api.SEQUENTIAL_CONTAINERS:
        if not args or any(arg.keyword is not None or arg.star for arg in node.args):
            return False
        for value in reversed(args):
            if value.kind != "module" or not value.qual:
                return False
            if value.qual.rsplit(".", 1)[-1] not in api.PER_ELEMENT_LAYERS:
                return value.one_feature
        return False
    if name not in api.OUT_FEATURES_AT or not qual.startswith("torch.nn"):
        return False
    # (the size as given: a literal, or a name bound to one, `nn.Linear(h, n_actions)` of a
    # network built with `n_actions=1` for its critic)
    size = next((value for arg, value in zip(node.args, args) if arg.keyword is not None and
                 arg.keyword.value == "out_features"), None)
    positional = [value for arg, value in zip(node.args, args) if arg.keyword is None]
    if size is None and len(positional) > api.OUT_FEATURES_AT[name] and \
            not any(arg.star for arg in node.args):
        size = positional[api.OUT_FEATURES_AT[name]]
    return size is not None and size.kind == ONE.kind and size.qual == ONE.qual


_SHAPE_ONLY_ARGUMENT = frozenset({"expand_as", "view_as", "reshape_as", "type_as"})
# in-place methods keeping what the tensor held and adding the argument to it (a running
# total: `running.add_(loss)`)
_ACCUMULATING = frozenset({"add_", "sub_"})


def _one_class_of_parts(qual: str, args: list[Value]) -> tuple:
    """``nn.ModuleList(Block(dim) for _ in range(depth))``, an ``nn.ModuleDict`` of plugins: when
    every part of a container is an instance of a project class, one instance of each class (at
    most :data:`MAX_EITHER`), which its items are (a loop over the blocks runs each class's
    forward); else ()."""
    if qual not in api.MODULE_CONTAINERS and qual not in api.MODULE_DICTS:
        return ()
    # (a part that is one of several, `{k: table[k] for k in names}` of a dict of criteria:
    # each of them)
    parts = [alt for value in args for part in ((value,) if value.kind == "module" else
                                                value.items) for alt in (part.alts or (part,))]
    if not parts or not all(part.kind == "module" and (
            isinstance(part.target, ClassInfo) or
            # (`nn.ModuleList([nn.Linear(1, 40), nn.Linear(40, 1)])` of a list literal: torch
            # layers, whose weights a MAML inner loop may assign)
            qual == "torch.nn.ModuleList" and part.sym and (part.qual or "").startswith(
                "torch.nn.") and not part.layers) for part in parts):
        return ()
    # (several classes, `{"center": CenterPull(...), "angular": AngularMargin(...)}`: one of
    # each, and a loop over the container runs each in turn)
    firsts: dict = {}
    for part in parts:
        firsts.setdefault(id(part.target) if part.target is not None else part.qual, part)
    return tuple(firsts.values()) if len(firsts) <= MAX_EITHER else ()


def _nodes_held(value: Value, depth: int = 3) -> frozenset:
    """The graph nodes a value carries, with those of the items of a returned tuple or dict
    (`return {"loss": torch.stack(losses).mean()}, preds`)."""
    if depth == 0 or not value.items:
        return value.nodes
    return value.nodes.union(*(_nodes_held(item, depth - 1) for item in value.items[:16]))


def _fixed_yields(function: cst.FunctionDef) -> int:
    """How many `yield` statements ``function``'s body has at its top level, each run once in
    order; 0 when any other yield (in a loop, a branch, an expression) could change that."""
    top = 0
    for statement in function.body.body:
        if isinstance(statement, cst.SimpleStatementLine) and len(statement.body) == 1 and \
                isinstance(statement.body[0], cst.Expr) and \
                isinstance(statement.body[0].value, cst.Yield) and \
                not isinstance(statement.body[0].value.value, cst.From):
            top += 1
    nested = sum(1 for node in walk(function.body) if isinstance(node, cst.Yield))
    return top if nested == top else 0


def named_part_key(key: str) -> str:
    """The heap attribute under which an ``nn.ModuleDict`` keeps its part ``key``."""
    return f"[{key!r}]"


def _named_parts(qual: str, args: list[Value]) -> tuple | None:
    """``nn.ModuleDict({"encoder": Encoder(), "head": nn.Linear(h, k)})`` of a dict literal
    whose entries are all modules: (its keys, its parts), so that ``parts["encoder"]`` is that
    very part; else None."""
    if qual not in api.MODULE_DICTS or len(args) != 1:
        return None
    given = args[0]
    if not given.exact or not given.keys or len(given.keys) > MAX_EITHER or \
            len(given.keys) != len(given.items) or \
            not all(isinstance(key, str) for key in given.keys) or \
            not all(part.kind == "module" and part.sym for part in given.items):
        return None
    return given.keys, tuple(replace(part, fresh=False) for part in given.items)


def _ordered_parts(qual: str, node: cst.Call, args: list[Value]) -> tuple | None:
    """``nn.Sequential(GatedBlock(w), nn.Linear(w, 1))`` of parts given one by one, one of them
    a project network: (their positions, as torch names them, and the parts), so that a call
    runs each part's forward in turn; else None."""
    if qual not in api.SEQUENTIAL_CONTAINERS or not args or len(args) > MAX_SEQUENCE or \
            any(arg.keyword is not None or arg.star for arg in node.args) or \
            not all(part.kind == "module" and part.sym for part in args) or \
            not any(isinstance(part.target, ClassInfo) for part in args):
        return None
    return tuple(str(index) for index in range(len(args))), \
        tuple(replace(part, fresh=False) for part in args)


def _may_have(klass: ClassInfo, name: str) -> bool:
    """Might objects of ``klass`` have a method ``name`` the analysis did not read (a base class
    of another library, `__getattr__`)?"""
    return "__getattr__" in klass.methods or len(klass.base_infos) < len(
        [base for base in klass.bases if base not in (None, "object")])


def _named_entry_of_unknown_output(expr: cst.BaseExpression, value: Value) -> bool:
    """`outputs[0]["labels"].cpu()` of a network whose class is not read: an entry picked by
    name from its output, which may hold integers (a detector's labels) that carry no grad."""
    if not any(node.module is not None and not node.read and not node.nested
               for node in value.nodes):
        return False
    while True:
        if type(expr) is cst.Subscript:
            if any(type(element.slice) is cst.Index and
                   type(element.slice.value) is cst.SimpleString for element in expr.slice):
                return True
            expr = expr.value
        elif type(expr) is cst.Call and type(expr.func) is cst.Attribute:
            expr = expr.func.value
        elif type(expr) is cst.Attribute:
            expr = expr.value
        else:
            return False


def _single_parameters(params: list) -> frozenset:
    """The symbols of the parameters in `SGD([net.weight], ...)`, an exact list of registered
    parameters (empty for anything else: `model.parameters()`, param groups)."""
    if len(params) != 1 or not params[0].exact or not params[0].items or params[0].keys:
        return EMPTY
    items = params[0].items
    if not all(item.kind == "tensor" and item.param and item.sym for item in items):
        return EMPTY
    return frozenset(item.sym for item in items)


def _stores_into_objects(function: cst.FunctionDef) -> bool:
    """Does ``function`` assign an attribute or an item (`self.state = ...`, `buf[i] = x`)?"""
    return any(type(target) in (cst.Attribute, cst.Subscript)
               for node in walk(function.body)
               if type(node) in (cst.Assign, cst.AugAssign, cst.AnnAssign)
               for target in binding_targets(node))


def _flag(expr: cst.BaseExpression, value: Value) -> bool | None:
    """A boolean argument, spelt ``expr`` and evaluated to ``value``: `True` / `False` written
    there, else what the value is known to be (a flag the caller passed), else None."""
    written = literal_bool(expr)
    return written if written is not None else known_bool(value)


def _module_names(context) -> tuple[set, set]:
    """The names of a module's functions and classes, and of its classes' methods: what a call
    of project code there may spell."""
    return set(context.functions) | set(context.classes), \
        {name for klass in context.classes.values() for name in klass.methods}
