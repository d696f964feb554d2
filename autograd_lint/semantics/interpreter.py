"""An abstract interpreter over one file: which objects are modules, parameters, leaves and optimizers,
which graph each tensor carries, and what each backward / step / zero_grad does.

It runs the module body, then every function and method that no other code in the file called, in
program order. Calls into functions and methods of the same file are followed (a trainer's
``train_discriminator`` method, a ``step()`` helper that zeroes grads). Loop bodies run twice, so
state carried from one iteration to the next (gradients not zeroed, a recurrent state still holding
the last iteration's graph) shows up on the second run. Branches run separately and their states are
joined. Nothing is imported or executed.
"""
from __future__ import annotations

import itertools
from dataclasses import replace

import libcst as cst

from . import torch_api as api
from .hazards import HazardFacts
from .helpers import (BINARY_SAVING, block_tests, condition_key, example_arguments,
                      factory_scalar, for_clauses, integer_factory, is_evaluation_name, is_none,
                      label_of, legacy_attributes, legacy_sizes, literal_bool, literal_key,
                      makes_copy, op_text, overlaps, parallel_assignment, reach_of, references_grad,
                      registered_parameters, retains, returns_indices, string, unpack,
                      without_gradient)
from .names import ImportMap, dotted
from .state import ClassInfo, Frame, State
from .values import (EMPTY, INTEGER, OTHER, PLAIN_TENSOR, UNKNOWN, AccumulationFact,
                     AssignParamFact, BackwardFact, Facts, GraphNode, InplaceFact, RebindLeafFact,
                     StepFact, Value, combine, join, next_order)
from .walk import names_in

MAX_CALL_DEPTH = 4
# A function is analysed on its own only if it uses one of these names.
TRIGGER_NAMES = frozenset({
    "backward", "manual_backward", "step", "zero_grad", "grad", "requires_grad", "requires_grad_",
    "Parameter", "parameters", "named_parameters", "weight", "bias", "autograd", "eval", "numpy"})
_TENSOR_METADATA = {"shape", "device", "dtype", "requires_grad", "is_leaf", "ndim", "grad_fn",
                    "is_cuda", "layout", "names", "itemsize", "nbytes"}
MAX_STEPS_PER_ENTRY = 20000
MAX_SPLITS = 3  # nested re-runs of a block per tested name (at most 2**3 paths)


class _Budget(Exception):
    """The entry is too large to follow: stop it quietly (no finding is better than a wrong one)."""


class Interpreter(HazardFacts):
    def __init__(self, module: cst.Module, imports: ImportMap) -> None:
        self.module = module
        self.imports = imports
        self.facts = Facts()
        self.classes: dict[str, ClassInfo] = {}
        self.functions: dict[str, cst.FunctionDef] = {}
        self.called: set[int] = set()          # ids of function defs followed from a call
        self.module_like: set[str] = set()     # symbols used as modules (.parameters() ...)
        self.trace: list = []                  # backward / step / zero events of the current entry
        self.loops: list[cst.CSTNode] = []
        self.counter = itertools.count()
        self.depth = 0
        self.steps = 0
        self.stack: list[int] = []
        self.statement: cst.CSTNode | None = None
        self.names_cache: dict[int, frozenset] = {}
        self.loop_exits: list[dict] = []       # per enclosing loop: states at continue / break
        self.loop_names: list[set] = []        # names bound before each enclosing loop
        self.frames: list[Frame] = []          # functions being run, innermost last
        self.pending: list[tuple] = []         # facts confirmed or dropped at the entry's end
        self._zeroed_syms: set[str] = set()    # objects zero_grad() was called on
        self.parents: dict[str, str] = {}      # module symbol -> the module it is a part of
        self.forward_depth = 0                 # > 0 while following a user module's forward
        self.iteration = -1                    # id of the loop iteration being run
        self.splits = 0                        # blocks being run once per truth of a test
        self.block_cache: dict = {}            # id(statement) -> names its tests / assignments

    # ------------------------------------------------------------------------------------ driving
    def run(self) -> Facts:
        self._collect_definitions()
        state = State({}, {}, True, {}, {}, {})
        frame = Frame("<module>", None, None, None)
        frame.globals = state.locals
        self._run_entry(lambda: self._exec_module_body(state, frame))
        globals_ = state.locals
        # Methods of classes, then plain functions, that nothing in the file called. Only code
        # that mentions autograd at all is worth running (most library code does not).
        for klass in list(self.classes.values()):
            triggers = TRIGGER_NAMES | klass.param_attrs | klass.legacy_attrs
            wanted = [(name, method) for name, method in list(klass.methods.items())
                      if name != "__init__" and (is_evaluation_name(name) or not names_in(
                          method, self.names_cache).isdisjoint(triggers))]
            if not wanted:
                continue
            init_state = state.fork()
            instance = self._new_instance(klass, "self", init_state)
            init = klass.methods.get("__init__")
            if init is not None:
                positional, keywords = example_arguments(klass)
                self._run_entry(lambda: self._call_function(init, positional, keywords, init_state,
                                                            globals_, instance, klass))
            for name, method in wanted:
                if id(method) in self.called:
                    continue
                entry_state = init_state.fork()
                self._run_entry(lambda m=method: self._call_function(
                    m, [], {}, entry_state, globals_, instance, klass, entry=True))
        for function in list(self.functions.values()):
            if id(function) not in self.called and (is_evaluation_name(function.name.value) or
                                                    not names_in(function, self.names_cache)
                                                    .isdisjoint(TRIGGER_NAMES)):
                self._run_entry(lambda f=function: self._call_function(
                    f, [], {}, state.fork(), globals_, None, None, entry=True))
        self.facts.classes = self.classes
        self.facts.parents = self.parents
        return self.facts

    def _exec_module_body(self, state: State, frame: Frame) -> None:
        """Module code: each top-level statement has its own step budget, so a long script (50,000
        lines of straight code) is analysed to its end; a statement that exhausts its budget is
        left there and the next one runs (the interpreter's stacks unwind through ``finally``)."""
        statements = self.module.body
        for index, statement in enumerate(statements):
            if state.dead:
                return
            self.steps = 0
            key = self._retested(statements, index, state) if isinstance(statement, cst.If) \
                else None
            try:
                if key is not None:  # the rest of the script, once per truth of the test
                    self._exec_split(key, statements[index:], state, frame)
                    return
                self._exec_statement(statement, state, frame)
            except _Budget:
                if key is not None:
                    return
                continue

    def _run_entry(self, body) -> None:
        self.trace = []
        self.pending = []
        self.steps = 0
        try:
            body()
        except (_Budget, RecursionError):
            pass
        self._pair_backwards_with_steps()
        self._settle_pending()

    def _collect_definitions(self) -> None:
        for statement in self.module.body:
            if isinstance(statement, cst.FunctionDef):
                self.functions[statement.name.value] = statement
            elif isinstance(statement, cst.ClassDef):
                self._define_class(statement)
            elif isinstance(statement, cst.If):  # `if TYPE_CHECKING:` / version guards
                for inner in statement.body.body:
                    if isinstance(inner, cst.FunctionDef):
                        self.functions.setdefault(inner.name.value, inner)
                    elif isinstance(inner, cst.ClassDef):
                        self._define_class(inner)

    def _define_class(self, node: cst.ClassDef) -> ClassInfo:
        bases = [self.imports.qualify(arg.value) or dotted(arg.value) for arg in node.bases]
        is_module = False
        is_optimizer = False
        for base in bases:
            if base in self.classes:
                is_module |= self.classes[base].is_module
                is_optimizer |= self.classes[base].is_optimizer
            elif base and (base in ("torch.nn.Module", "torch.nn.modules.module.Module",
                                    "pytorch_lightning.LightningModule", "lightning.LightningModule",
                                    "lightning.pytorch.LightningModule")
                           or api.is_module_class(base)):
                is_module = True
            elif base in ("torch.optim.Optimizer", "torch.optim.optimizer.Optimizer"):
                is_optimizer = True
        klass = ClassInfo(node, node.name.value, bases, is_module, is_optimizer)
        for base in bases:
            if base in self.classes:
                klass.methods.update(self.classes[base].methods)
                klass.param_attrs |= self.classes[base].param_attrs
        for statement in node.body.body:
            if isinstance(statement, cst.FunctionDef):
                klass.methods[statement.name.value] = statement
        klass.param_attrs |= registered_parameters(node, self.imports, self.names_cache)
        if not names_in(node, self.names_cache).isdisjoint(api.LEGACY_CONSTRUCTORS):
            klass.legacy_attrs = legacy_attributes(node, self.imports)
        self.classes[klass.name] = klass
        return klass

    def _tick(self) -> None:
        self.steps += 1
        if self.steps > MAX_STEPS_PER_ENTRY:
            raise _Budget()

    def _new_sym(self, hint: str = "v") -> str:
        return f"{hint}#{next(self.counter)}"

    def _new_instance(self, klass: ClassInfo, label: str, state: State) -> Value:
        kind = "module" if klass.is_module else "instance"
        return Value(kind=kind, sym=self._new_sym(klass.name), label=label, target=klass)

    # -------------------------------------------------------------------------------- statements
    def _exec_body(self, body, state: State, frame: Frame) -> None:
        statements = body.body if hasattr(body, "body") and not isinstance(body, (list, tuple)) else body
        if isinstance(statements, cst.BaseSuite):
            statements = statements.body
        for index, statement in enumerate(statements):
            if state.dead:
                return
            if isinstance(statement, cst.If) and self.splits < MAX_SPLITS:
                key = self._retested(statements, index, state)
                if key is not None:
                    self._exec_split(key, statements[index:], state, frame)
                    return
            self._exec_statement(statement, state, frame)

    def _retested(self, statements, index: int, state: State) -> str | None:
        """The name an `if` tests when a later statement of the same block tests it again with
        no assignment to it in between (`if not use_xla: loss.backward()` ... `if use_xla:`)."""
        cond = condition_key(statements[index].test)
        if cond is None or cond[0] in state.conds:
            return None
        tests, assigned = block_tests(statements, self.block_cache)
        key = cond[0]
        for later in range(index + 1, len(statements)):
            if key in assigned[later] or key.split(".", 1)[0] in assigned[later]:
                return None
            if key in tests[later]:
                return key
        return None

    def _exec_split(self, key: str, statements, state: State, frame: Frame) -> None:
        """Run the rest of the block once with ``key`` true and once false, then join: the
        correlated tests then agree with each other on each path."""
        self.splits += 1
        try:
            outcomes = []
            for truth in (True, False):
                branch = state.fork()
                branch.conds[key] = truth
                self._exec_body(statements, branch, frame)
                outcomes.append(branch)
        finally:
            self.splits -= 1
        state.merge([branch for branch in outcomes if not branch.dead])

    def _exec_statement(self, node: cst.CSTNode, state: State, frame: Frame) -> None:
        self._tick()
        if isinstance(node, cst.SimpleStatementLine):
            for small in node.body:
                self.statement = node
                self._exec_small(small, state, frame)
        elif isinstance(node, cst.If):
            self._exec_if(node, state, frame)
        elif isinstance(node, (cst.For, cst.While)):
            self._exec_loop(node, state, frame)
        elif isinstance(node, cst.With):
            self._exec_with(node, state, frame)
        elif isinstance(node, (cst.Try, cst.TryStar)):
            self._exec_try(node, state, frame)
        elif isinstance(node, cst.FunctionDef):
            state.locals[node.name.value] = Value(kind="function", target=node,
                                                  label=node.name.value, env=state.locals)
        elif isinstance(node, cst.ClassDef):
            klass = self._define_class(node)
            klass.env = state.locals  # methods of a local class read the enclosing function's names
            state.locals[node.name.value] = Value(kind="class", target=klass, label=klass.name)
        elif isinstance(node, cst.Match):
            self._exec_branches([case.body for case in node.cases], state, frame,
                                exhaustive=False)
        elif isinstance(node, cst.SimpleStatementSuite):
            for small in node.body:
                self._exec_small(small, state, frame)

    def _exec_small(self, node: cst.BaseSmallStatement, state: State, frame: Frame) -> None:
        if isinstance(node, cst.Expr):
            self._eval(node.value, state, frame)
        elif isinstance(node, cst.Assign):
            pairs = parallel_assignment(node)
            if pairs is not None:  # a, b = x, y: each name gets its own value
                values = [self._eval(value_node, state, frame) for _, value_node in pairs]
                for (target, value_node), value in zip(pairs, values):
                    self._assign(target, value, value_node, node, state, frame)
                return
            value = self._eval(node.value, state, frame)
            for target in node.targets:
                self._assign(target.target, value, node.value, node, state, frame)
        elif isinstance(node, cst.AnnAssign):
            if node.value is not None:
                value = self._eval(node.value, state, frame)
            else:
                value = self._annotation_value(node.annotation.annotation)
            self._assign(node.target, value, node.value or node.target, node, state, frame)
        elif isinstance(node, cst.AugAssign):
            self._exec_augassign(node, state, frame)
        elif isinstance(node, cst.Return):
            if node.value is not None:
                frame.returns.append(self._eval(node.value, state, frame))
            frame.exits.append(state.fork())
            state.dead = True
        elif isinstance(node, (cst.Continue, cst.Break)):
            if self.loop_exits:
                kind = "continues" if isinstance(node, cst.Continue) else "breaks"
                self.loop_exits[-1][kind].append(state.fork())
            state.dead = True
        elif isinstance(node, cst.Raise):
            state.dead = True

    def _exec_if(self, node: cst.If, state: State, frame: Frame) -> None:
        """An if/elif/else chain. A test of a plain name already tested on this path is decided
        (`if not use_xla: loss.backward()` ... `if use_xla: loss.backward()` is one backward):
        each branch runs knowing its test, and branches a known truth rules out do not run."""
        chain, current = [], node
        while True:
            self._eval(current.test, state, frame)
            chain.append((current.test, current.body))
            if not isinstance(current.orelse, cst.If):
                break
            current = current.orelse
        orelse = current.orelse
        plan: list[tuple] = []   # (body, what is known inside it)
        known: dict = {}         # the tests before this branch were false
        taken = False            # a branch is known to run: nothing after it can
        for test, body in chain:
            cond = condition_key(test)
            truth = None
            if cond is not None and cond[0] in state.conds:
                truth = state.conds[cond[0]] is cond[1]
            if truth is False:
                continue
            inside = dict(known)
            if cond is not None:
                inside[cond[0]] = cond[1]
            plan.append((body, inside))
            if truth is True:
                taken = True
                break
            if cond is not None:
                known[cond[0]] = not cond[1]
        if not taken and orelse is not None:
            plan.append((orelse.body, known))
        exhaustive = taken or orelse is not None
        self._exec_branches(plan, state, frame, exhaustive, fallthrough=known)

    def _exec_branches(self, bodies, state: State, frame: Frame, exhaustive: bool,
                       fallthrough: dict | None = None) -> None:
        """``bodies``: bodies, or (body, conditions known inside it) pairs."""
        outcomes = []
        for entry in bodies:
            body, known = entry if isinstance(entry, tuple) else (entry, None)
            branch = state.fork()
            if known:
                branch.conds.update(known)
            self._exec_body(body, branch, frame)
            outcomes.append(branch)
        live = [branch for branch in outcomes if not branch.dead]
        if exhaustive:
            state.merge(live)
        else:
            if fallthrough:
                state.conds = {**state.conds, **fallthrough}
            for other in live:
                state.absorb(other)

    def _exec_loop(self, node, state: State, frame: Frame) -> None:
        self.loops.append(node)
        exits = {"continues": [], "breaks": []}
        self.loop_exits.append(exits)
        self.loop_names.append(set(state.locals))
        try:
            for _ in range(2):
                self.iteration = next(self.counter)
                if isinstance(node, cst.For):
                    element = self._iterate(self._eval(node.iter, state, frame))
                    self._assign(node.target, element, node.iter, node, state, frame)
                else:
                    self._eval(node.test, state, frame)
                self._exec_body(node.body, state, frame)
                # the next iteration starts from the end of the body or any `continue`
                state.merge(([] if state.dead else [state.fork()]) + exits["continues"])
                exits["continues"] = []
                if state.dead:  # every path broke out or returned
                    break
        finally:
            self.loops.pop()
            self.loop_exits.pop()
            self.loop_names.pop()
        if exits["breaks"]:
            state.merge(([] if state.dead else [state.fork()]) + exits["breaks"])
        if node.orelse is not None and not state.dead:
            self._exec_body(node.orelse.body, state, frame)

    def _exec_try(self, node, state: State, frame: Frame) -> None:
        before = state.fork()
        self._exec_body(node.body, state, frame)
        handled = []
        for handler in node.handlers:
            branch = before.fork()
            self._exec_body(handler.body, branch, frame)
            if not branch.dead:
                handled.append(branch)
        state.merge(([] if state.dead else [state.fork()]) + handled)
        if node.orelse is not None:
            self._exec_body(node.orelse.body, state, frame)
        if node.finalbody is not None:
            self._exec_body(node.finalbody.body, state, frame)

    def _exec_with(self, node: cst.With, state: State, frame: Frame) -> None:
        saved = state.grad
        for item in node.items:
            mode = self._grad_mode_of(item.item, state, frame)
            if mode is not None:
                state.grad = mode
            else:
                value = self._eval(item.item, state, frame)
                if item.asname is not None:
                    self._assign(item.asname.name, value, item.item, node, state, frame)
        self._exec_body(node.body, state, frame)
        state.grad = saved

    def _grad_mode_of(self, expr: cst.BaseExpression, state: State, frame: Frame) -> bool | None:
        """False for no_grad-like contexts, True for enable_grad, None for other contexts."""
        call = expr if isinstance(expr, cst.Call) else None
        qual = self.imports.qualify(call.func if call else expr)
        if qual in api.NO_GRAD_CONTEXTS:
            return False
        if qual in api.ENABLE_GRAD_CONTEXTS:
            return True
        if qual in api.SET_GRAD_ENABLED and call and call.args:
            return literal_bool(call.args[0].value)
        if qual == "torch.inference_mode" and call and call.args:
            flag = literal_bool(call.args[0].value)
            return None if flag is None else not flag
        return None

    def _exec_augassign(self, node: cst.AugAssign, state: State, frame: Frame) -> None:
        target_value = self._eval(node.target, state, frame)
        value = self._eval(node.value, state, frame)
        if target_value.leaf and target_value.kind == "tensor":
            self._inplace(target_value, node.target, node, f"{op_text(node.operator)}=", state,
                          uses_grad=references_grad(node.value))
            return
        self._read_uninitialized(target_value, value)  # `counts += x` reads counts
        if target_value.kind == "tensor" and not target_value.leaf:
            self._inplace_on_saved(target_value, node.target, node, state)
        result = combine([target_value, value], node, state.grad)
        if target_value.kind == "tensor" and target_value.grad_of is not None:
            result = target_value
        elif isinstance(node.operator, (cst.AddAssign, cst.SubtractAssign)):
            result = self._accumulate(node, node.target, node.value, value, result, state)
        if isinstance(node.target, cst.Name):
            state.forget(node.target.value)
            state.locals[node.target.value] = result
        elif isinstance(node.target, cst.Attribute) and node.target.attr.value == "grad":
            return  # `p.grad /= scale` rescales the gradient in place: not a reset
        else:
            self._assign(node.target, result, node.value, node, state, frame)

    # ------------------------------------------------------------------------------- assignment
    def _assign(self, target: cst.BaseExpression, value: Value, value_node, statement,
                state: State, frame: Frame) -> None:
        if isinstance(target, cst.Name):
            name = target.value
            state.forget(name)
            old = state.locals.get(name)
            if old is None and frame.globals is not None and frame.globals is not state.locals:
                old = frame.globals.get(name)
            if (old is not None and old.leaf and old.kind == "tensor" and not value.leaf
                    and state.grad and value.kind == "tensor" and value.needs_grad
                    and references_grad(value_node)):
                self.facts.rebind_leaf.append(RebindLeafFact(statement, self.statement, name,
                                                             value_node))
                value = replace(value, rebound=True)  # AGL003 reports it; not its consequences
            elif old is not None and isinstance(statement, (cst.Assign, cst.AnnAssign)):
                value = self._rebinding_owned_leaf(old, value, name, statement, state, frame)
            if (isinstance(value_node, cst.BinaryOperation) and isinstance(value_node.operator, cst.Add)
                    and isinstance(value_node.left, cst.Name) and value_node.left.value == name
                    and old is not None):
                right = value_node.right
                value = self._accumulate(statement, target, right, self._peek(right, state, frame),
                                         value, state)
            if value.nonleaf_from is not None and isinstance(statement, (cst.Assign, cst.AnnAssign)):
                self.facts.nonleaf_param.append((statement, name, value.nonleaf_from))
                value = replace(value, nonleaf_from=None)
            state.locals[name] = self._bind(value, name, frame)
        elif isinstance(target, (cst.Tuple, cst.List)):
            elements = [el.value for el in target.elements]
            values = unpack(value, value_node, len(elements))
            for element, (item_value, item_node) in zip(elements, values):
                if isinstance(element, cst.StarredElement):
                    element = element.value
                self._assign(element, item_value, item_node, statement, state, frame)
        elif isinstance(target, cst.Attribute):
            self._assign_attribute(target, value, value_node, statement, state, frame)
        elif isinstance(target, cst.Subscript):
            base = self._eval(target.value, state, frame)
            if base.kind == "module" and value.kind == "module" and value.fresh:
                # backbone[2] = nn.Linear(...): a layer of a Sequential / ModuleList swapped
                self._replaced_layer(base, "[...]", statement, label_of(target), state, frame)
                if value.sym and value.sym != base.sym:
                    self.parents.setdefault(value.sym, base.sym)
                return
            if base.leaf and base.kind == "tensor":
                self._inplace(base, target.value, statement, "[...] =", state,
                              uses_grad=references_grad(value_node))
            elif base.kind == "tensor":
                self._inplace_on_saved(base, target.value, statement, state)
                if base.uninit is not None:
                    self._initialised(target.value, state)
            elif isinstance(target.value, cst.Name) and base.keys and \
                    isinstance(literal_key(target), str):
                key = literal_key(target)  # d["loss"] = loss: that entry only
                keys, items = list(base.keys), list(base.items)
                if key in keys:
                    items[keys.index(key)] = value
                else:
                    keys.append(key)
                    items.append(value)
                state.locals[target.value.value] = replace(
                    self._collection_value(items), items=tuple(items), keys=tuple(keys))
            elif isinstance(target.value, cst.Name) and base.kind != "module":
                # a container now holds the value too (losses[i] = loss)
                state.locals[target.value.value] = join(base, value) if base.kind == "tensor" else \
                    replace(base, nodes=base.nodes | value.nodes, reach=base.reach | value.reach)

    def _bind(self, value: Value, label: str, frame: Frame) -> Value:
        if value.kind in ("module", "optimizer", "instance", "scaler") or value.leaf:
            if value.sym is None:
                value = replace(value, sym=self._new_sym(label))
            if value.kind == "optimizer":
                self.facts.optimizers[value.sym] = value.named(label)
            return value.named(label)
        return value

    def _assign_attribute(self, target: cst.Attribute, value: Value, value_node, statement,
                          state: State, frame: Frame) -> None:
        attr = target.attr.value
        base = self._eval(target.value, state, frame)
        label = label_of(target)
        state.forget(dotted(target) or label)
        if attr == "grad":
            if is_none(value_node) or value.kind == "tensor":
                self._zero(base, state)
            return
        if attr == "requires_grad":
            flag = literal_bool(value_node) if value_node is not None else None
            antifix = None
            if flag and base.cut is not None and not base.nodes:
                # `loss.requires_grad = True` on a tensor cut from the model: the anti-fix if this
                # very tensor is then backpropagated (AGL018); `x = y.detach()` followed by
                # `x.requires_grad = True` is how a new leaf is made, and is fine
                antifix = (statement, base.cut, label_of(target.value))
                base = replace(base, cut=None)
            if flag and base.kind == "tensor" and not base.nodes:
                base = replace(base, antifix=antifix)
                self._rebind(target.value, replace(base, leaf=True, reach=EMPTY,
                                                   sym=base.sym or self._new_sym(label)),
                             state, frame)
            elif flag is False and base.param and base.reach:
                self._freeze(base.reach, state)
            elif flag is False and base.kind == "tensor" and base.nodes and not base.leaf:
                self.facts.requires_grad_false.append((statement, label_of(target.value)))
            return
        if attr == "data" or base.sym is None:
            return
        if base.kind == "module" and self._is_registered_param(base, attr, state) and \
                value.kind == "tensor" and not value.param and not is_none(value_node):
            self.facts.assign_param.append(AssignParamFact(statement, target, value_node, attr,
                                                           base.label or "module"))
        if value.nonleaf_from is not None and isinstance(statement, (cst.Assign, cst.AnnAssign)):
            self.facts.nonleaf_param.append((statement, label, value.nonleaf_from))
            value = replace(value, nonleaf_from=None)
        old = state.heap.get((base.sym, attr))
        if (old is not None and old.leaf and old.kind == "tensor" and not value.leaf and state.grad
                and value.kind == "tensor" and value.needs_grad and references_grad(value_node)):
            self.facts.rebind_leaf.append(RebindLeafFact(statement, self.statement, label,
                                                         value_node))
            value = replace(value, rebound=True)
        elif old is not None and base.kind != "module" and \
                isinstance(statement, (cst.Assign, cst.AnnAssign)):
            value = self._rebinding_owned_leaf(old, value, label, statement, state, frame)
        if base.kind == "module" and (value.kind == "module" or value.param) and value.fresh:
            self._replaced_layer(base, attr, statement, label, state, frame)
        if base.kind == "module" and value.kind == "module" and value.sym and value.sym != base.sym:
            self.parents.setdefault(value.sym, base.sym)  # self.fc = nn.Linear(...)
        sym = f"{base.sym}.{attr}"
        if value.kind in ("module", "optimizer", "instance", "scaler") or value.leaf:
            if value.sym is None:
                value = replace(value, sym=sym)
            if value.kind == "optimizer":
                self.facts.optimizers[value.sym] = value.named(label)
            value = value.named(label)
        state.heap[(base.sym, attr)] = value

    def _is_registered_param(self, module: Value, attr: str, state: State | None = None) -> bool:
        klass = module.target
        if isinstance(klass, ClassInfo):
            stored = state.heap.get((module.sym, attr)) if state is not None else None
            if stored is not None:
                return stored.param
            return attr in klass.param_attrs
        if module.qual:
            return attr in ("weight", "bias") and module.qual.rsplit(".", 1)[-1] in api.PARAM_LAYERS
        return False

    # ------------------------------------------------------------------------------- expressions
    def _eval(self, node: cst.BaseExpression, state: State, frame: Frame) -> Value:
        value = self._evaluate(node, state, frame)
        if value.uninit_from is not None:  # uninitialized memory was just computed with (AGL015)
            self.facts.uninitialized.append((value.uninit_from, "used"))
            value = replace(value, uninit_from=None)
        return value

    def _evaluate(self, node: cst.BaseExpression, state: State, frame: Frame) -> Value:
        if isinstance(node, cst.Name):
            return self._lookup(node.value, state, frame)
        if isinstance(node, cst.Attribute):
            return self._attribute(node, state, frame)
        if isinstance(node, cst.Call):
            result = self._call(node, state, frame)
            if result.kind == "tensor" and not result.items and returns_indices(node):
                return replace(result, items=(result, PLAIN_TENSOR))  # (values, indices)
            return result
        if isinstance(node, cst.BinaryOperation):
            left = self._eval(node.left, state, frame)
            right = self._eval(node.right, state, frame)
            if left.kind == "params" or right.kind == "params":  # list(a.parameters()) + [...]
                return Value(kind="params", reach=left.reach | right.reach)
            result = combine([left, right], node, state.grad, elementwise=True)
            if left.fresh and left.leaf and not left.param and state.grad:
                result = replace(result, nonleaf_from=node)  # torch.randn(..., requires_grad=True) / 10
            elif left.nonleaf_from is not None or right.nonleaf_from is not None:
                result = replace(result, nonleaf_from=left.nonleaf_from or right.nonleaf_from)
            operator = BINARY_SAVING.get(type(node.operator))
            if operator is not None:
                return self._saving(operator, result, node, [left, right], state,
                                    operand_nodes=[node.left, node.right])
            return result
        if isinstance(node, cst.UnaryOperation):
            if isinstance(node.operator, cst.Not):
                self._eval(node.expression, state, frame)
                return OTHER
            return combine([self._eval(node.expression, state, frame)], node, state.grad,
                           elementwise=True)
        if isinstance(node, cst.Subscript):
            base = self._eval(node.value, state, frame)
            for element in node.slice:
                if isinstance(element.slice, cst.Index):
                    self._eval(element.slice.value, state, frame)
            key = literal_key(node)
            if base.keys and isinstance(key, str) and key in base.keys:
                return base.items[base.keys.index(key)]
            if base.items and not base.keys and isinstance(key, int) and key < len(base.items):
                return base.items[key]
            if base.kind == "params":
                return Value(kind="tensor", leaf=True, param=True, reach=base.reach,
                             sym=self._new_sym("param"))
            if base.kind == "module" and base.sym:  # nn.Sequential / ModuleList item
                index = node.slice[0].slice.value if len(node.slice) == 1 and isinstance(
                    node.slice[0].slice, cst.Index) else None
                key = index.value if isinstance(index, cst.Integer) else "item"
                return Value(kind="module", sym=f"{base.sym}.{key}", label=label_of(node))
            if base.kind in ("module", "optimizer", "instance"):
                return UNKNOWN
            # indexing keeps the graph (and a view of saved data) but not the element count
            if base.kind == "unknown" and base.nodes:  # an item of a list of tensors
                return Value(kind="tensor", nodes=base.nodes, reach=base.reach,
                             retains=base.retains)
            return replace(base, fresh=False, scalar=None) if base.kind in ("tensor", "unknown") \
                else UNKNOWN
        if isinstance(node, (cst.Tuple, cst.List, cst.Set)):
            return self._collection([el.value for el in node.elements], node, state, frame,
                                    keep_items=not isinstance(node, cst.Set))
        if isinstance(node, cst.Dict):
            values = []
            for element in node.elements:
                if isinstance(element, cst.DictElement):
                    self._eval(element.key, state, frame)
                values.append(element.value)
            keys = tuple(string(el.key) if isinstance(el, cst.DictElement) else None
                         for el in node.elements)
            if values and all(key is not None for key in keys):  # {"loss": ..., "out": ...}
                items = [self._eval(value, state, frame) for value in values]
                return replace(self._collection_value(items), items=tuple(items), keys=keys)
            return self._collection(values, node, state, frame)
        if isinstance(node, cst.IfExp):
            self._eval(node.test, state, frame)
            return join(self._eval(node.body, state, frame), self._eval(node.orelse, state, frame))
        if isinstance(node, cst.BooleanOperation):
            return join(self._eval(node.left, state, frame), self._eval(node.right, state, frame))
        if isinstance(node, cst.Comparison):
            values = [self._eval(node.left, state, frame)]
            for target in node.comparisons:
                values.append(self._eval(target.comparator, state, frame))
            if state.grad and any(v.kind == "tensor" and v.needs_grad for v in values):
                return Value(kind="tensor", cut=("a comparison", node,
                                                 frozenset().union(*map(reach_of, values))))
            cut = next((v.cut for v in values if v.cut is not None), None)
            return Value(kind="tensor", cut=cut) if cut else OTHER
        if isinstance(node, (cst.ListComp, cst.GeneratorExp, cst.SetComp)):
            return self._comprehension(node, node.elt, state, frame)
        if isinstance(node, cst.DictComp):
            return self._comprehension(node, node.value, state, frame)
        if isinstance(node, cst.Await):
            return self._eval(node.expression, state, frame)
        if isinstance(node, cst.StarredElement):
            return self._eval(node.value, state, frame)
        if isinstance(node, cst.NamedExpr):
            value = self._eval(node.value, state, frame)
            self._assign(node.target, value, node.value, node, state, frame)
            return value
        if isinstance(node, cst.Integer):
            return INTEGER
        if isinstance(node, (cst.Float, cst.SimpleString, cst.ConcatenatedString,
                             cst.FormattedString, cst.Imaginary)):
            return OTHER
        return UNKNOWN

    def _collection(self, elements, node, state: State, frame: Frame,
                    keep_items: bool = False) -> Value:
        values = [self._eval(element, state, frame) for element in elements]
        if keep_items and not any(isinstance(e, cst.StarredElement) for e in elements):
            return replace(self._collection_value(values), items=tuple(values))
        return self._collection_value(values)

    def _collection_value(self, values: list[Value]) -> Value:
        reach = frozenset().union(*(v.reach | ({v.sym} if v.leaf and v.sym else EMPTY)
                                    for v in values)) if values else EMPTY
        nodes = frozenset().union(*(v.nodes for v in values)) if values else EMPTY
        if any(v.kind == "params" or v.leaf for v in values):
            return Value(kind="params", reach=reach, nodes=nodes)
        if nodes or reach:
            tensors = [v for v in values if v.kind == "tensor"]
            every_scalar = bool(tensors) and all(v.scalar for v in tensors)
            return Value(kind="unknown", nodes=nodes, reach=reach, scalar=every_scalar or None)
        return UNKNOWN

    def _comprehension(self, node, element, state: State, frame: Frame) -> Value:
        inner = state.fork()
        for clause in for_clauses(node.for_in):
            item = self._iterate(self._eval(clause.iter, inner, frame))
            self._assign(clause.target, item, clause.iter, node, inner, frame)
        value = self._eval(element, inner, frame)
        if value.leaf:
            return Value(kind="params", reach=value.reach | ({value.sym} if value.sym else EMPTY))
        return replace(value, fresh=False) if value.kind in ("tensor", "params") else UNKNOWN

    def _lookup(self, name: str, state: State, frame: Frame) -> Value:
        value = state.locals.get(name)
        if value is not None:
            return value
        if frame.enclosing is not None and name in frame.enclosing:
            return frame.enclosing[name]
        if frame.globals is not None and frame.globals is not state.locals:
            value = frame.globals.get(name)
            if value is not None:
                return value
        if name in self.classes:
            return Value(kind="class", target=self.classes[name], label=name)
        if name in self.functions:
            return Value(kind="function", target=self.functions[name], label=name)
        qual = self.imports.aliases.get(name)
        if qual is not None:
            return Value(kind="qual", qual=qual, label=name)
        if name == "self" and frame.instance is not None:
            return frame.instance
        return UNKNOWN

    def _attribute(self, node: cst.Attribute, state: State, frame: Frame) -> Value:
        base = self._eval(node.value, state, frame)
        attr = node.attr.value
        if base.kind == "qual":
            return Value(kind="qual", qual=f"{base.qual}.{attr}", label=label_of(node))
        if base.sym is not None and (base.sym, attr) in state.heap:
            return state.heap[(base.sym, attr)]
        if base.items and attr in ("values", "indices") and len(base.items) == 2:
            return base.items[attr == "indices"]  # torch.return_types: x.max(1).indices
        if attr == "grad":
            if base.kind == "tensor" and base.nodes and not base.leaf and not base.retains and \
                    base.grad_of is None and not base.rebound:
                self.facts.nonleaf_grad.append((node, label_of(node.value)))
            return Value(kind="tensor", grad_of=base)
        if attr == "data":
            if base.grad_of is not None:
                return base
            return Value(kind="tensor", uninit=base.uninit) if base.uninit else PLAIN_TENSOR
        if attr in _TENSOR_METADATA or attr in ("training", "param_groups", "state"):
            return OTHER
        if base.kind == "module":
            if self._is_registered_param(base, attr) or (
                    not isinstance(base.target, ClassInfo) and attr in ("weight", "bias")):
                return Value(kind="tensor", leaf=True, param=True, sym=f"{base.sym}.{attr}",
                             reach=frozenset({base.sym}), label=label_of(node))
            klass = base.target
            if isinstance(klass, ClassInfo) and attr in klass.methods:
                return Value(kind="function", target=klass.methods[attr], label=label_of(node))
            return Value(kind="module", sym=f"{base.sym}.{attr}", label=label_of(node))
        if base.kind == "instance":
            klass = base.target
            if isinstance(klass, ClassInfo) and attr in klass.methods:
                return Value(kind="function", target=klass.methods[attr], label=label_of(node))
            if base.sym is not None:
                sym = f"{base.sym}.{attr}"
                kind = "module" if sym in self.module_like else "unknown"
                return Value(kind=kind, sym=sym, label=label_of(node))
        if base.kind == "unknown" and base.sym is not None and not base.nodes:
            sym = f"{base.sym}.{attr}"
            kind = "module" if sym in self.module_like else "unknown"
            return Value(kind=kind, sym=sym, label=label_of(node))
        if base.kind == "tensor":
            if attr in _TENSOR_METADATA:
                return OTHER
            return combine([base], node, state.grad)  # .T, .values of max(), .real ...
        return UNKNOWN

    def _annotation_value(self, annotation: cst.BaseExpression) -> Value:
        qual = self.imports.qualify(annotation)
        if qual in ("torch.nn.Module",) or api.is_module_class(qual):
            return Value(kind="module")
        if qual and (qual.startswith("torch.optim.") and "lr_scheduler" not in qual):
            return Value(kind="optimizer")
        return UNKNOWN

    # ------------------------------------------------------------------------------------- calls
    def _call(self, node: cst.Call, state: State, frame: Frame) -> Value:
        func = node.func
        if isinstance(func, cst.Attribute):
            receiver = self._eval(func.value, state, frame)
            if receiver.kind == "qual":
                return self._qual_call(f"{receiver.qual}.{func.attr.value}", node, state, frame)
            stored = state.heap.get((receiver.sym, func.attr.value)) if receiver.sym else None
            if stored is None:
                return self._method_call(receiver, func.attr.value, node, state, frame)
            callee = stored  # self.netD(x): an attribute holding a module or a function
        else:
            callee = self._eval(func, state, frame)
        if callee.kind == "qual":
            return self._qual_call(callee.qual, node, state, frame)
        args = [self._eval(arg.value, state, frame) for arg in node.args]
        if callee.kind == "function":
            return self._follow(callee.target, node, args, state, frame, None, None,
                                enclosing=callee.env)
        if callee.kind == "class":
            return self._instantiate(callee.target, node, args, state, frame)
        if callee.kind == "module" or (callee.sym is not None and callee.sym in self.module_like):
            return self._module_call(callee, node, args, state, frame)
        if isinstance(func, cst.Name) and func.value in ("float", "int", "bool", "len", "str",
                                                         "round", "repr", "isinstance", "print"):
            return OTHER
        if isinstance(func, cst.Name) and func.value in ("list", "tuple", "sorted", "iter",
                                                         "reversed", "set"):
            return args[0] if args else UNKNOWN
        if isinstance(func, cst.Name) and func.value == "zip":
            return Value(kind="zip", items=tuple(args))
        if isinstance(func, cst.Name) and func.value == "enumerate" and args:
            return Value(kind="zip", items=(OTHER, args[0]))
        if isinstance(func, cst.Name) and func.value in ("sum", "max", "min", "abs") and args:
            return combine(args, node, state.grad)
        return combine(args, node, state.grad, new_node=False)

    def _module_call(self, module: Value, node: cst.Call, args: list[Value], state: State,
                     frame: Frame | None = None) -> Value:
        klass = module.target
        inner = None
        if isinstance(klass, ClassInfo) and "forward" in klass.methods and frame is not None:
            # Follow a user module's forward: state it keeps on self (a recurrent hidden state)
            # and the submodules it calls are then known.
            self.forward_depth += 1
            try:
                inner = self._follow(klass.methods["forward"], node, args, state, frame, module,
                                     klass)
            finally:
                self.forward_depth -= 1
        tensors = [v for v in args if v.kind in ("tensor", "unknown")]
        if inner is not None and inner.kind in ("tensor", "unknown"):
            tensors.append(inner)
        cut = next((v.cut for v in tensors if v.cut is not None), None)
        # a torch layer's output has several elements, unless what it is given has one element
        # (nn.Linear(1, 1)(torch.rand(1)): the output's size is then unknown here)
        scalar = module.scalar if module.scalar is not None else (
            False if module.qual and not isinstance(klass, ClassInfo)
            and not (tensors and all(v.scalar is True for v in tensors)) else None)
        self._read_uninitialized(*args)
        if module.inplace and args and node.args:
            self._inplace_on_saved(args[0], node.args[0].value, node, state)
        if not state.grad:
            reach = frozenset({module.sym} if module.sym else ()).union(*map(reach_of, tensors))
            return Value(kind="tensor", scalar=scalar, cut=("torch.no_grad()", node, reach))
        if not module.qual or not module.qual.endswith("Loss"):
            self._maybe_eval_forward(module, node, state)
        inputs = tuple((arg.value, value) for arg, value in zip(node.args, args))
        graph_node = GraphNode(site=node, module=module.sym, inputs=inputs, copy_of=module.copy_of,
                               nested=self.forward_depth > 0)
        nodes = frozenset({graph_node}).union(*(v.nodes for v in tensors)) if tensors else \
            frozenset({graph_node})
        reach = frozenset({module.sym} if module.sym and not module.frozen else ()).union(
            *((v.reach | ({v.sym} if v.leaf and v.sym else EMPTY)) for v in tensors))
        return Value(kind="tensor", nodes=nodes, reach=reach, scalar=scalar, cut=cut)

    def _qual_call(self, qual: str, node: cst.Call, state: State, frame: Frame) -> Value:
        args = [self._eval(arg.value, state, frame) for arg in node.args]
        keywords = {arg.keyword.value: arg for arg in node.args if arg.keyword is not None}
        if qual in api.PARAMETER_CLASSES:
            requires = keywords.get("requires_grad")
            uninit = args[0].uninit if args else None  # nn.Parameter(torch.Tensor(o, i))
            if requires is not None and literal_bool(requires.value) is False:
                return Value(kind="tensor", param=True, fresh=True, uninit=uninit)  # frozen
            return Value(kind="tensor", leaf=True, param=True, fresh=True, uninit=uninit)
        if qual.rsplit(".", 1)[-1] in api.LEGACY_CONSTRUCTORS and \
                qual.rsplit(".", 1)[0] in ("torch", "torch.cuda"):
            if not legacy_sizes(node, args):
                return PLAIN_TENSOR
            if "requires_grad" in keywords:
                self.facts.uninitialized.append((node, "requires_grad"))
            return Value(kind="tensor", uninit=node)
        if api.is_tensor_factory(qual):
            requires = keywords.get("requires_grad")
            scalar = factory_scalar(qual, node)
            if requires is not None and literal_bool(requires.value):
                if integer_factory(qual, node, args, self.imports):
                    self.facts.requires_grad_int.append(node)
                cut = next((a.cut for a in args if a.cut is not None), None)
                return Value(kind="tensor", leaf=True, fresh=True, scalar=scalar, cut=cut)
            return Value(kind="tensor", scalar=scalar) if scalar is not None else PLAIN_TENSOR
        if api.is_optimizer_class(qual):
            positional = [v for v, a in zip(args, node.args) if a.keyword is None]
            params = positional[:1] or [v for v, a in zip(args, node.args)
                                        if a.keyword and a.keyword.value in ("params", "model")]
            owns = frozenset().union(*(
                v.reach | ({v.sym} if v.sym and (v.leaf or v.kind == "module") else EMPTY)
                for v in params)) if params else EMPTY
            return Value(kind="optimizer", owns=owns, qual=qual, fresh=True,
                         sym=self._new_sym("optimizer"))
        if qual in api.MODULE_WRAPPERS and args:
            inner = args[0]
            if qual == "copy.deepcopy" and inner.kind == "module":
                return Value(kind="module", copy_of=inner.sym, qual=inner.qual, target=inner.target,
                             fresh=True, sym=self._new_sym("copy"))
            return inner
        if api.is_module_class(qual):
            sym = self._new_sym("module")
            for value in args:  # nn.Sequential(a, b), nn.ModuleList([a, b]): parts of the new one
                for part in (value,) + tuple(value.items):
                    if part.kind == "module" and part.sym:
                        self.parents.setdefault(part.sym, sym)
            reduction = keywords.get("reduction")
            scalar = None
            if qual.endswith("Loss"):
                scalar = not (reduction is not None and string(reduction.value) == "none")
            inplace = keywords.get("inplace")
            return Value(kind="module", qual=qual, fresh=True, sym=sym, scalar=scalar,
                         inplace=inplace is not None and literal_bool(inplace.value) is True)
        if qual.startswith("torch.distributions.") and qual.rsplit(".", 1)[-1][:1].isupper():
            # a distribution built from a batch of logits yields a batch of log-probs
            tensors = [v for v in args if v.kind == "tensor"]
            inner = combine(tensors, node, state.grad, new_node=False)
            return replace(inner, kind="distribution",
                           scalar=next((v.scalar for v in tensors if v.scalar is not None), None))
        if qual in ("torch.cuda.amp.GradScaler", "torch.amp.GradScaler"):
            return Value(kind="scaler", fresh=True)
        if qual in ("torch.autograd.backward",) and args:
            self._backward(args[0], node, state, retains(node, 2))
            return OTHER
        if qual in ("torch.autograd.grad",) and args:
            self._backward(args[0], node, state, retains(node, 3), accumulates=False)
            create_graph = any(a.keyword and a.keyword.value == "create_graph" and
                               literal_bool(a.value) for a in node.args)
            # with create_graph=True the gradients carry a graph to the parameters (a penalty)
            return combine(args, node, state.grad) if create_graph else PLAIN_TENSOR
        if qual in api.SET_GRAD_ENABLED and args:
            flag = literal_bool(node.args[0].value)
            if flag is not None:
                state.grad = flag
            return OTHER
        if qual.startswith("torch.nn.init") and node.args:
            self._initialised(node.args[0].value, state)
            return OTHER
        if qual.startswith("torch.nn.utils"):
            return OTHER
        if qual == "itertools.chain":
            return Value(kind="params", reach=frozenset().union(*(a.reach for a in args)))
        if qual.startswith(("numpy.", "math.")):
            if qual.startswith("numpy."):
                for arg, value in zip(node.args, args):
                    if value.kind == "tensor" and (value.leaf or value.nodes) and state.grad:
                        self.facts.numpy_on_grad.append((node, None, qual.replace("numpy", "np")))
                        break
            return OTHER
        if api.is_differentiable_function(qual):
            short = qual.rsplit(".", 1)[-1]
            inplace = keywords.get("inplace")
            if args and node.args and ((inplace is not None and literal_bool(inplace.value))
                                       or (short.endswith("_") and not short.endswith("__"))):
                self._inplace_on_saved(args[0], node.args[0].value, node, state)
                return args[0]
            result = combine(args, node, state.grad, elementwise=short in api.ELEMENTWISE)
            if short in api.LOSS_FUNCTIONS:
                reduction = keywords.get("reduction")
                none = reduction is not None and string(reduction.value) == "none"
                result = replace(result, scalar=not none)
            elif short in ("sum", "mean", "prod", "norm", "logsumexp", "std", "var", "dot") and \
                    len(node.args) == 1:
                result = replace(result, scalar=True)
            return self._saving(short, result, node, args, state)
        return combine(args, node, state.grad, new_node=False)

    def _method_call(self, receiver: Value, name: str, node: cst.Call, state: State,
                     frame: Frame) -> Value:
        args = [self._eval(arg.value, state, frame) for arg in node.args]
        if receiver.kind == "function" and name == "__call__":
            return self._follow(receiver.target, node, args, state, frame, None, None)
        if receiver.kind in ("instance", "module") and isinstance(receiver.target, ClassInfo):
            method = receiver.target.methods.get(name)
            if method is not None and not (receiver.kind == "module" and name == "forward"):
                return self._follow(method, node, args, state, frame, receiver, receiver.target)
        if name == "backward":
            if receiver.kind in ("tensor", "unknown") and not (receiver.kind == "unknown"
                                                               and receiver.sym and args):
                self._backward(receiver, node, state, retains(node, 1))
                return OTHER
            if args:  # accelerator.backward(loss), self.manual_backward(loss)
                self._backward(args[0], node, state, retains(node, 1))
                return OTHER
        if name == "manual_backward" and args:
            self._backward(args[0], node, state, retains(node, 1))
            return OTHER
        if name == "zero_grad":
            self._zero(receiver, state)
            return OTHER
        if name == "retain_grad" and receiver.kind == "tensor":
            self._rebind(node.func.value, replace(receiver, retains=True), state)
            return OTHER
        if name in ("eval", "train") and receiver.kind == "module" and receiver.sym:
            training = name == "train" and not (node.args and
                                                literal_bool(node.args[0].value) is False)
            self._mark(receiver, state, frame, node, eval_mode=not training)
            return receiver
        if name in ("add_module", "register_module") and len(args) > 1 and receiver.sym and \
                args[1].kind == "module" and args[1].sym:
            self.parents.setdefault(args[1].sym, receiver.sym)
        if name in ("register_buffer", "register_parameter") and len(args) > 1 and receiver.sym \
                and isinstance(node.args[0].value, cst.SimpleString):
            state.heap[(receiver.sym, node.args[0].value.evaluated_value)] = args[1]
            return OTHER
        if name == "add_param_group" and receiver.kind == "optimizer":
            self.pending = [p for p in self.pending
                            if not (p[0] == "stale-optimizer" and receiver.sym in p[2])]
            return OTHER
        if name in ("append", "extend") and args and receiver.kind not in (
                "module", "optimizer", "instance", "scaler", "qual") and node.args:
            return self._accumulate(node, node.func.value, node.args[0].value, args[0], None,
                                    state, into=node.func.value)
        if name == "step":
            optimizer = None
            if receiver.kind == "optimizer" or (receiver.kind == "unknown" and receiver.sym
                                                and receiver.sym in self._zeroed_syms):
                optimizer = receiver
                if args and args[0].kind == "function":  # the closure; LBFGS calls it repeatedly
                    for _ in range(2 if (receiver.qual or "").endswith("LBFGS") else 1):
                        self._follow(args[0].target, node, [], state, frame, None, None,
                                     enclosing=args[0].env)
            elif args and args[0].kind == "optimizer":  # scaler.step(opt)
                optimizer = args[0]
            if optimizer is not None:
                self._step(optimizer, node, state)
                return OTHER
        if name in ("parameters", "named_parameters") and receiver.sym:
            self.module_like.add(receiver.sym)
            return Value(kind="params", reach=frozenset({receiver.sym}),
                         label="named" if name == "named_parameters" else None)
        if name in api.MODULE_EVIDENCE_METHODS and receiver.sym and receiver.kind != "tensor":
            self.module_like.add(receiver.sym)
        if name == "load_state_dict" and receiver.kind == "module" and args and receiver.sym:
            source = node.args[0].value
            if isinstance(source, cst.Call) and isinstance(source.func, cst.Attribute) and \
                    source.func.attr.value == "state_dict":
                origin = self._eval(source.func.value, state, frame)
                if origin.kind == "module" and origin.sym != receiver.sym:
                    self._mark(receiver, state, frame, node, copy_of=origin.sym)
            return OTHER
        if name == "requires_grad_":
            flag = literal_bool(node.args[0].value) if node.args else True
            if receiver.kind == "module" and flag is False and receiver.sym:
                self._freeze(frozenset({receiver.sym}), state)
                return receiver
            if receiver.kind == "tensor" and flag and not receiver.nodes and not receiver.reach:
                return replace(receiver, leaf=True, fresh=True, sym=None)
            if receiver.kind == "tensor" and flag is False and receiver.nodes and not receiver.leaf:
                self.facts.requires_grad_false.append((node, label_of(node.func.value)))
            return receiver
        if receiver.kind == "distribution":
            if name in ("log_prob", "entropy", "rsample", "cdf", "icdf"):
                return replace(receiver, kind="tensor")
            return PLAIN_TENSOR if name == "sample" else OTHER
        if receiver.kind == "scaler":
            if name == "scale" and args:
                return args[0]
            return OTHER
        if receiver.kind in ("module", "optimizer", "instance") and name in api.SELF_RETURNING_METHODS:
            return receiver
        if receiver.kind == "module":
            if name in ("forward", "__call__"):
                return self._module_call(receiver, node, args, state, frame)
            if name.startswith(("encode", "decode", "generate", "predict", "sample", "embed",
                                "extract", "features", "compute", "get_")):
                return self._module_call(receiver, node, args, state, frame)
            return OTHER
        if receiver.kind == "unknown" and receiver.nodes and name in ("items", "values", "get",
                                                                      "pop", "copy"):
            return receiver  # a dict / list holding tensors
        if receiver.kind == "tensor" or (receiver.kind == "unknown" and receiver.nodes):
            return self._tensor_method(receiver, name, node, args, state)
        if receiver.kind == "params":
            return receiver
        if receiver.kind == "unknown" and receiver.sym and receiver.sym in self.module_like and \
                name in ("forward", "__call__"):
            return self._module_call(receiver, node, args, state, frame)
        # a method of an unknown object may compute on tensors; one of a literal ("".format) not
        return combine(args, node, state.grad, new_node=False) if receiver.kind == "unknown" \
            else UNKNOWN

    def _tensor_method(self, receiver: Value, name: str, node: cst.Call, args: list[Value],
                       state: State) -> Value:
        if name in api.DETACHING_METHODS:
            grad_carrying = receiver.needs_grad and state.grad
            if name == "numpy" and grad_carrying:
                self.facts.numpy_on_grad.append((node, node.func.value, ".numpy()"))
            cut = (f".{name}()", node, reach_of(receiver)) if grad_carrying else receiver.cut
            scalar = True if name in ("item",) else None
            return Value(kind="other" if name in ("item", "tolist", "numpy") else "tensor",
                         cut=cut, scalar=scalar)
        if receiver.grad_of is not None:
            if name in ("zero_", "fill_") or (name == "detach_"):
                self._zero(receiver.grad_of, state)
            return PLAIN_TENSOR
        if api.is_inplace_method(name) and receiver.uninit is not None:
            if name in api.INITIALISERS:
                self._initialised(node.func.value, state)
                return replace(receiver, uninit=None)
            self.facts.uninitialized.append((receiver.uninit, "used"))
        if api.is_inplace_method(name):
            if receiver.leaf:
                inner = node.func.value
                chained = isinstance(inner, cst.Call) and isinstance(inner.func, cst.Attribute) \
                    and api.is_inplace_method(inner.func.attr.value)
                if not chained:  # `p.mul_(a).add_(b)`: one edit of p, reported at mul_
                    self._inplace(receiver, node.func.value, node, f".{name}()", state,
                                  uses_grad=any(references_grad(arg.value) for arg in node.args))
                return receiver
            self._inplace_on_saved(receiver, node.func.value, node, state)
            return receiver
        if name in ("to", "double", "float", "half", "cuda", "cpu", "type", "bfloat16"):
            if receiver.leaf and not receiver.param and state.grad and makes_copy(name, node):
                result = combine([receiver], node, state.grad)  # a copy: no longer the leaf
                return replace(result, nonleaf_from=node) if receiver.fresh else result
            return receiver
        result = combine([receiver] + args, node, state.grad, elementwise=name in api.ELEMENTWISE)
        if state.grad and ((receiver.fresh and receiver.leaf and not receiver.param)
                           or receiver.nonleaf_from is not None):
            # torch.randn(..., requires_grad=True).t(): the result is not the leaf
            result = replace(result, nonleaf_from=receiver.nonleaf_from or node)
        if name in api.VIEW_METHODS and receiver.saved_by is not None:
            result = replace(result, saved_by=receiver.saved_by)  # a view shares the saved data
        if name in ("sum", "mean", "prod", "norm", "logsumexp", "std", "var", "max", "min") and \
                not node.args:
            result = replace(result, scalar=True)
        elif name in ("sum", "mean", "prod", "norm", "std", "var", "max", "min", "view",
                      "reshape", "squeeze", "flatten", "__getitem__", "gather"):
            result = replace(result, scalar=None if result.scalar is False else result.scalar)
        return self._saving(name, result, node, [receiver] + args, state,
                            operand_nodes=[node.func.value] + [a.value for a in node.args])

    def _instantiate(self, klass: ClassInfo, node: cst.Call, args: list[Value], state: State,
                     frame: Frame) -> Value:
        instance = self._new_instance(klass, klass.name, state)
        if klass.is_optimizer:
            params = args[:1]
            owns = frozenset().union(*(v.reach for v in params)) if params else EMPTY
            return Value(kind="optimizer", owns=owns, fresh=True, target=klass,
                         sym=self._new_sym(klass.name))
        init = klass.methods.get("__init__")
        if init is not None:
            if klass.example_call is None:
                klass.example_call = (node, args)
            self._follow(init, node, args, state, frame, instance, klass)
        return replace(instance, fresh=True, label=None)

    def _follow(self, function: cst.FunctionDef, node: cst.Call, args: list[Value], state: State,
                frame: Frame, instance: Value | None, klass: ClassInfo | None,
                enclosing: dict | None = None) -> Value:
        """Run a function of this file at its call, with the arguments' values."""
        if function is None or id(function) in self.stack or self.depth >= MAX_CALL_DEPTH:
            return UNKNOWN  # recursion or too deep: knowing nothing beats guessing a graph
        self.called.add(id(function))
        keywords = {arg.keyword.value: value for arg, value in zip(node.args, args)
                    if arg.keyword is not None}
        positional = [value for arg, value in zip(node.args, args)
                      if arg.keyword is None and not arg.star]
        globals_ = frame.globals if frame.globals is not None else state.locals
        if enclosing is None and klass is not None:
            enclosing = klass.env
        return self._call_function(function, positional, keywords, state, globals_, instance, klass,
                                   enclosing=enclosing)

    def _call_function(self, function: cst.FunctionDef, positional: list[Value], keywords: dict,
                       state: State, globals_: dict, instance: Value | None,
                       klass: ClassInfo | None, entry: bool = False,
                       enclosing: dict | None = None) -> Value:
        callee = Frame(function.name.value, globals_, instance, klass, enclosing)
        local_state = State({}, state.heap, state.grad, state.dirty, state.pending, state.last_step)
        local_state.freed, local_state.marks = state.freed, state.marks
        params = list(function.params.posonly_params) + list(function.params.params)
        is_static = any(dotted(d.decorator) in ("staticmethod",) for d in function.decorators)
        if instance is not None and params and not is_static:
            local_state.locals[params[0].name.value] = instance
            params = params[1:]
        elif klass is not None and params and not is_static and entry:
            params = params[1:]
        for index, param in enumerate(params + list(function.params.kwonly_params)):
            name = param.name.value
            if index < len(positional) and param in params:
                value = positional[index]
            elif name in keywords:
                value = keywords[name]
            elif param.annotation is not None:
                value = self._annotation_value(param.annotation.annotation)
                value = replace(value, sym=f"{function.name.value}:{name}", label=name)
            else:
                value = Value(sym=f"{function.name.value}:{name}", label=name)
            if value.kind in ("module", "optimizer") and value.sym and value.sym not in \
                    self.facts.optimizers and value.kind == "optimizer":
                self.facts.optimizers[value.sym] = value.named(name)
            local_state.locals[name] = value.named(name) if value.label is None else value
        for decorator in function.decorators:
            mode = self._grad_mode_of(decorator.decorator, local_state, callee)
            if mode is not None:
                local_state.grad = mode
        self.stack.append(id(function))
        self.depth += 1
        saved_loops, self.loop_exits = self.loop_exits, []
        saved_names, self.loop_names = self.loop_names, []
        self.frames.append(callee)
        try:
            self._exec_body(function.body, local_state, callee)
        finally:
            self.depth -= 1
            self.stack.pop()
            self.frames.pop()
            self.loop_exits, self.loop_names = saved_loops, saved_names
        local_state.merge(([] if local_state.dead else [local_state]) + callee.exits)
        state.heap, state.dirty, state.pending = local_state.heap, local_state.dirty, local_state.pending
        state.last_step, state.freed = local_state.last_step, local_state.freed
        state.marks = local_state.marks
        if not callee.returns:
            return UNKNOWN
        result = callee.returns[0]
        for other in callee.returns[1:]:
            result = join(result, other)
        return result

    def _iterate(self, iterable: Value) -> Value:
        if iterable.kind == "zip":
            return Value(kind="unknown", items=tuple(self._iterate(item) for item in iterable.items))
        if iterable.kind == "params":
            if iterable.label == "named":
                return Value(kind="named-param", reach=iterable.reach)
            return Value(kind="tensor", leaf=True, param=True, reach=iterable.reach,
                         sym=self._new_sym("param"))
        if iterable.kind == "unknown" and iterable.nodes:  # a container of tensors
            return Value(kind="tensor", nodes=iterable.nodes, reach=iterable.reach,
                         scalar=iterable.scalar)
        if iterable.kind in ("tensor", "unknown"):
            return replace(iterable, fresh=False, sym=None, leaf=False)
        return UNKNOWN

    def _mark(self, module: Value, state: State, frame: Frame, node, **changes) -> None:
        """Record something learnt about a module wherever it is stored."""
        for table in (state.locals, state.heap, frame.globals or {}):
            for key, value in list(table.items()):
                if value.sym == module.sym and value.kind == "module":
                    table[key] = replace(value, **changes)

    def _freeze(self, syms: frozenset, state: State) -> None:
        for table in (state.locals, state.heap):
            for key, value in list(table.items()):
                if value.kind == "module" and value.sym in syms:
                    table[key] = replace(value, frozen=True)

    # ----------------------------------------------------------------------------- autograd events
    def _backward(self, loss: Value, node: cst.Call, state: State, retain: bool,
                  accumulates: bool = True) -> None:
        fact = BackwardFact(site=node, loss=loss, retain=retain, accumulates=accumulates)
        freed = state.freed
        if accumulates and loss.scalar is False and without_gradient(node):
            self.facts.nonscalar_backward.append(node)
        if loss.antifix is not None:
            statement, cut, name = loss.antifix
            self.facts.detached_loss.append((statement, "anti-fix", cut, name))
        self._check_stale_graph(loss, node, state)
        for graph_node in loss.nodes:
            if graph_node in freed:
                fact.freed_hits.append((graph_node, freed[graph_node]))
        if not retain:
            for graph_node in loss.nodes:
                freed.setdefault(graph_node, fact)
        self.facts.backwards.append(fact)
        self.trace.append(("backward", fact))
        if accumulates and (loss.needs_grad or loss.cut is None):  # unknown provenance: may touch
            for key in self._optimizer_keys(state):
                if self._touches(key, loss):
                    state.pending[key] = True
                    state.marks[("pending-at", key)] = self.iteration

    def _optimizer_keys(self, state: State) -> set:
        return set(state.dirty) | set(state.pending) | {opt.sym for opt in self.facts.optimizers.values()}

    def _touches(self, key, loss: Value) -> bool:
        owns = self._owns_of_key(key)
        if not owns or not loss.reach:
            return True
        return overlaps(loss.reach, owns, self.parents)

    def _owns_of_key(self, key) -> frozenset:
        if isinstance(key, tuple) and key and key[0] == "manual":
            return key[1]
        optimizer = self.facts.optimizers.get(key)
        return optimizer.owns if optimizer is not None else EMPTY

    def _step(self, optimizer: Value, node: cst.CSTNode, state: State, manual: bool = False,
              key=None) -> None:
        if key is None and optimizer.sym is None:  # which optimizer is unknown (joined paths)
            self.trace.append(("step", StepFact(node, optimizer, manual)))
            return
        key = key if key is not None else optimizer.sym
        if optimizer.kind == "optimizer" and optimizer.sym and optimizer.sym not in self.facts.optimizers:
            self.facts.optimizers[optimizer.sym] = optimizer
        if state.dirty.get(key) and state.pending.get(key) and key in state.last_step:
            self.facts.accumulation.append(AccumulationFact(
                node, optimizer, state.last_step[key], self.loops[-1] if self.loops else None,
                manual=manual))
        label = optimizer.label or "the optimizer"
        wasted = state.marks.pop(("wasted", key), None)
        if not manual and not state.pending.get(key):
            if wasted is not None:
                self.facts.update_order.append((wasted, "zero-between", label))
            else:
                self.pending.append(("step-no-grad", node, key, label, len(self.trace)))
        state.marks[("stepped", key)] = (next_order(), node, label, bool(state.pending.get(key)))
        state.dirty[key] = True
        state.pending[key] = False
        state.last_step[key] = node
        self.trace.append(("step", StepFact(node, optimizer, manual)))

    def _zero(self, target: Value, state: State) -> None:
        """Zero the gradients of every optimizer whose parameters ``target`` covers."""
        self.trace.append(("zero", target))
        if target.sym:
            self._zeroed_syms.add(target.sym)
        covered = set(target.reach) | ({target.sym} if target.sym else set())
        for key in self._optimizer_keys(state):
            if target.kind == "optimizer":
                hit = key == target.sym or target.sym is None
            else:
                owns = self._owns_of_key(key)
                hit = not covered or not owns or \
                    overlaps(frozenset(covered), owns, self.parents) or \
                    overlaps(owns, frozenset(covered), self.parents)
            if hit or key == target.sym:
                if state.pending.get(key) and self.statement is not None and \
                        state.marks.get(("pending-at", key)) == self.iteration:
                    # this iteration's backward is wiped before its step (a zero at the top of
                    # the next iteration is the normal order, not this)
                    state.marks[("wasted", key)] = self.statement
                state.dirty[key] = False
                state.pending[key] = False
        if target.kind not in ("optimizer",) and not covered:
            for key in list(state.dirty):
                state.dirty[key] = False

    def _inplace(self, target: Value, target_node, site, op: str, state: State,
                 uses_grad: bool) -> None:
        if state.grad:
            self.facts.inplace.append(InplaceFact(site, target_node, target, self.statement, op))
        elif uses_grad:  # a manual SGD update of a leaf with its own gradient
            owns = frozenset(target.reach | ({target.sym} if target.sym else set()))
            key = ("manual", owns)
            self._step(replace(target, label=target.label or label_of(target_node)), site, state,
                       manual=True, key=key)

    def _pair_backwards_with_steps(self) -> None:
        trace = self.trace
        for index, (kind, fact) in enumerate(trace):
            if kind != "backward" or fact.stepping:
                continue
            steps = []
            for later_kind, later in trace[index + 1:]:
                if later_kind == "step":
                    steps.append(later)
                elif steps:
                    break
            fact.stepping = steps
