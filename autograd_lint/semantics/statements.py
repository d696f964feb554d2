"""Statement execution: control flow (branches joined, loops run twice, split re-tested
blocks), assignment to names, attributes and items, and grad-mode contexts.

A mixin of :class:`~autograd_lint.semantics.interpreter.Interpreter`."""
from __future__ import annotations

import operator
import re

import libcst as cst

from . import torch_api as api
from .reach import overlaps, reach_of, unpack
from .syntax import (binding_counts, bound_names, condition_key, entry_spelling, value_test,
                     fresh_binding_counts, gradient_names, is_none,
                     is_periodic_test, label_of, literal_bool, literal_flags, literal_key, none_test, op_text,
                     parallel_assignment, references_grad, setting_key, statement_tests, string,
                     test_keys, unread_after, NOT_TENSOR_LITERALS)
from .decorators import (GRAD_SWITCHES, KEEP, body_grad_mode, builtin_decorator,
                         class_level_binding, library_decorator)
from .registries import (OBJECT_REGISTERING, is_empty_registry, is_registry_object,
                         is_singledispatch, registering_functions, registry_of, registry_value)
from .names import dotted
from .state import (ASSUMED_ON, FLAG_TESTS, STORED, ClassInfo, Frame, LoopSpan, State,
                    changed_argument, closure_env, mark_grad_switch)
from .values import (EMPTY, GRAD_ASSUMED_ON, MAX_BODY_RUNS, MAX_UNROLLED, NONE, NOT_A_CONTEXT, RANGE,
                     NOT_TENSORS, UNKNOWN, AssignParamFact, RebindLeafFact, Value,
                     alternatives, combine, context_mode, holds_no_parameter, int_value, is_constant, join,
                     known_bool, known_entries, known_int, leaf_memory, made_by_op, made_site,
                     is_numpy_array, is_tensor_list, named_by, next_order, replace)
from .shapes import literal_int
from .walk import names_in, split_at_yield, tree_fact, walk

MAX_SPLITS = 4  # nested re-runs of a block per tested name (at most 2**4 paths)
# splits one entry makes in all: past it, blocks run once with their paths joined, as before the
# splits (a training script whose model tests dozens of flags at every level made over a
# thousand, and ran out of its time budget; almost every entry makes fewer than 16)
MAX_ENTRY_SPLITS = 64
MAX_SPLIT_VALUES = 4  # literals a split on a name's value runs a case for (and one for any other)
_ASSIGNMENTS = frozenset({cst.Assign, cst.AnnAssign})
# the methods an augmented assignment runs on an object of a project class, in order
_AUGMENTED_METHODS = {cst.AddAssign: ("__iadd__", "__add__"),
                      cst.SubtractAssign: ("__isub__", "__sub__"),
                      cst.MultiplyAssign: ("__imul__", "__mul__")}
# torch functions that return what they were given or objects that are no plain tensor
_TORCH_NON_OPS = frozenset({"load", "device", "dtype", "finfo", "iinfo", "get_default_dtype",
                            "as_tensor", "nn", "jit", "compile"})
# `inspect.isclass(x)` / `inspect.isfunction(x)` of a known class or function: the kind tested
_KIND_TESTS = {"inspect.isclass": "class", "inspect.isfunction": "function"}
# methods and attributes every torch tensor has (`hasattr(x, "detach")` is a tensor test)
_TENSOR_API = frozenset({"detach", "cpu", "cuda", "numpy", "to", "item", "grad", "requires_grad",
                         "shape", "dtype", "device", "size", "dim", "backward", "data"})
# unittest's context managers for code that must raise or warn
_RAISE_ASSERTIONS = frozenset({"assertRaises", "assertRaisesRegex", "assertWarns",
                               "assertWarnsRegex"})
_SUITES = frozenset({cst.IndentedBlock, cst.SimpleStatementSuite})  # (cst.BaseSuite's kinds)
_CONSTANT_NODES = frozenset({cst.Name, cst.Attribute, cst.SimpleString,  # read without effects
                             cst.Integer})
_TRAINING_NAMES = frozenset({"step", "backward", "zero_grad"})
_LENGTH_COMPARISONS = {cst.Equal: operator.eq, cst.NotEqual: operator.ne,
                       cst.GreaterThan: operator.gt, cst.GreaterThanEqual: operator.ge,
                       cst.LessThan: operator.lt, cst.LessThanEqual: operator.le}
# containers that wrap what is stored into them in a new parameter
_PARAMETER_CONTAINERS = frozenset({"torch.nn.ParameterList", "torch.nn.ParameterDict"})
# a plain list, tuple or dict spelled out (not `nn.ModuleList(...)`, not a call's result)
_PLAIN_CONTAINERS = frozenset({cst.List, cst.Tuple, cst.ListComp, cst.Dict, cst.DictComp})

_COMPREHENSIONS_OF_ITEMS = frozenset({cst.ListComp, cst.DictComp})
_BUILTIN_CONTAINERS = frozenset({"dict", "list", "tuple", "set", "str"})


class Statements:
    def _exec_body(self, body, state: State, frame: Frame) -> None:
        statements = body.body if hasattr(body, "body") and not isinstance(body, (list, tuple)) else body
        if type(statements) in _SUITES:
            statements = statements.body
        index = 0
        while index < len(statements):
            if state.dead:
                return
            statement = statements[index]
            splitting = self.splits < MAX_SPLITS and self.entry_splits < MAX_ENTRY_SPLITS
            if type(statement) in (cst.If, cst.FunctionDef) and splitting:
                retested = self._retested(statements, index, state, frame)
                if retested is not None:
                    # only up to the last statement that tests the name again: after it the two
                    # paths agree on every test, and the rest of the block runs once, joined
                    key, last = retested
                    self._exec_split(key, statements[index:last + 1], state, frame)
                    index = last + 1
                    continue
            if type(statement) in (cst.For, cst.While) and splitting:
                key = self._invariant_training_test(statement, state, frame)
                if key is not None:
                    self._exec_split(key, [statement], state, frame)
                    index += 1
                    continue
            self._exec_statement(statement, state, frame)
            index += 1

    def _over_networks(self, iterable, state: State, frame: Frame) -> bool:
        """Does a loop run once per network of a collection (`for i in range(len(netsD))`,
        `for d, opt in zip(discriminators, optimizers)`): as many times as the program built
        networks, not once per batch?"""
        while type(iterable) is cst.Call and type(iterable.func) is cst.Name and \
                iterable.func.value in ("range", "len", "enumerate", "zip") and iterable.args and \
                (iterable.func.value != "range" or len(iterable.args) == 1):
            iterable = iterable.args[0].value
        if type(iterable) is cst.Call:
            return False
        collection = self._peek(iterable, state, frame)
        return collection.kind in ("modules", "alike") or bool(collection.items) and all(
            item.kind == "module" for item in collection.items)

    def _invariant_training_test(self, loop, state: State, frame: Frame) -> str | None:
        """A test inside ``loop`` of a name the loop never assigns, whose branches train
        (`if config.ACCUMULATION_STEPS > 1:` around two update schemes): it has one truth for
        the whole loop, so the loop runs once per truth, not mixing the two schemes' iterations.
        Not a name the code around the loop reads too (`net.eval() if not is_train`, joined
        there): the loop's two runs would not know what that code did for each truth."""
        candidates = self._loop_tests.get(id(loop))
        if candidates is None or candidates[0] is not loop:
            scope = self.called.get(self.stack[-1]) if self.stack else self.ctx.module
            candidates = self._loop_tests[id(loop)] = (loop, _invariant_tests(
                loop, scope, self.block_cache, self.names_cache))
        for key, node in candidates[1]:
            if key in state.conds:
                continue
            test = node.test
            while type(test) is cst.UnaryOperation and type(test.operator) is cst.Not:
                test = test.expression
            if self._known_truth(node.test, state, frame) is None and \
                    known_bool(self._peek(test, state, frame)) is None:
                return key  # (a truth already known here needs no split: `zero_grad=True`)
        return None

    def _retested(self, statements, index: int, state: State,
                  frame: Frame | None = None) -> tuple[str, int] | None:
        """A name an `if` here (or inside this statement) tests when a later statement of the same
        block tests it again with no assignment to it in between (`if not use_xla:
        loss.backward()` ... `if use_xla:`; a setting of the instance tested in a loop, then
        after it); or a name a local function defined here tests when the block tests it
        again (a `_backward()` helper that steps `if need_update:` before `if not need_update:
        continue`); with the index of the last statement testing it."""
        settings = self._instance_settings(frame) if frame is not None else None
        found = None
        for raw, offset in self._retest_candidates(statements, index, frame):
            key = setting_key(raw, settings)
            if key is None or key in state.conds:
                continue
            if raw.isidentifier() and frame is not None and \
                    self._name_truth(raw, state, frame) is not None:
                continue  # (a truth known here needs no split: `if optimizer:` given None)
            # the name tested furthest on: the split covers the others' tests, split in turn
            if found is None or index + offset > found[1]:
                found = key, index + offset
        return found

    def _retest_candidates(self, statements, index: int, frame: Frame | None) -> tuple:
        """(a name the statement at ``index`` tests, how many statements later the block last
        tests it again) for each such name: read from the tree once per statement and rest of
        its block (a split runs a slice of the block)."""
        statement = statements[index]
        klass = frame.klass if frame is not None else None
        cache = self.block_cache
        cache_key = ("retested", id(statement), len(statements) - index, id(klass))
        entry = cache.get(cache_key)
        if entry is not None and entry[0] is statement and entry[1] is klass:
            return entry[2]
        keys = sorted(statement_tests(statement, cache)[0])
        if isinstance(statement, cst.If):  # its own test first
            keys = test_keys(statement.test) + keys
        candidates = []
        for raw in dict.fromkeys(keys):  # the later statements are looked at only for a name
            # (`self.x` is assigned by `self.x = ...`, not by an assignment to another attribute)
            root = re.split(r"[=<> ]", raw, maxsplit=1)[0]
            root = "self." + root[5:].split(".", 1)[0] if root.startswith("self.") else \
                root.split(".", 1)[0]
            by_methods = klass is not None and raw.startswith("self.")
            last = None
            valued = value_test(raw)
            for later in range(index + 1, len(statements)):
                tested, assigned = statement_tests(statements[later], cache)
                if raw in assigned or root in assigned or \
                        valued is not None and valued[0] in assigned:
                    break
                if raw in tested or by_methods and \
                        raw in self._settings_tested_by_methods(statements[later], frame) or \
                        valued is not None and _tests_value_of(valued[0], tested):
                    # (`mode in ("a", "b")` ... `if mode == "a":`: one value, tested twice)
                    last = later
            if last is not None:
                candidates.append((raw, last - index))
        if isinstance(statement, cst.If):
            # `if args.convert_from is not None: args.evaluate = True` ... `if args.evaluate:
            # validate(); return`: the flag's later test agrees with this one's truth
            last = _last_test_of_flags(literal_flags(statement.body), statements, index, cache)
            if last is not None:
                candidates.extend((raw, last - index) for raw in test_keys(statement.test))
        candidates = tuple(candidates)
        cache[cache_key] = (statement, klass, candidates)
        return candidates

    def _settings_tested_by_methods(self, statement, frame: Frame) -> frozenset:
        """The attributes of ``self`` (as `self.attr`) that the methods ``statement`` calls on
        ``self`` test: `self._reset_parameters()` in `__init__` tests again what `__init__`
        tested to decide which weights to make."""
        klass = frame.klass
        entry = self.block_cache.get(("self-calls", id(statement)))
        if entry is not None and entry[0] is statement and entry[1] is klass:
            return entry[2]
        found = set()
        for node in walk(statement):
            if type(node) is cst.Call and type(node.func) is cst.Attribute and \
                    type(node.func.value) is cst.Name and node.func.value.value == "self":
                method = klass.methods.get(node.func.attr.value)
                if method is not None:
                    found.update(key for key in statement_tests(method, self.block_cache)[0]
                                 if key.startswith("self."))
        found = frozenset(found)
        self.block_cache[("self-calls", id(statement))] = (statement, klass, found)
        return found

    def _exec_split(self, key: str, statements, state: State, frame: Frame) -> None:
        """Run ``statements`` once with ``key`` true and once false, then join: the correlated
        tests then agree with each other on each path."""
        self.splits += 1
        self.entry_splits += 1
        self.split_serial += 1
        path, serial = self.split_path, self.split_serial
        returned = []  # the cases whose every path returned from the function
        try:
            outcomes = []
            cases = self._split_cases(key, statements, frame, state)
            # (a case that contradicts what this path knows does not run: the flag split on
            # inside a split on one of the tests it was made of)
            cases = [truths for truths in cases
                     if all(state.conds.get(known, truth) is truth
                            for known, truth in truths.items())] or [{}]
            for case, truths in enumerate(cases):
                branch = state.fork()
                branch.conds.update(truths)
                self.split_path = path + ((serial, case),)
                exits, jumps = len(frame.exits), _loop_jumps(self.loop_exits)
                self._exec_body(statements, branch, frame)
                outcomes.append(branch)
                if branch.dead and len(frame.exits) > exits and \
                        _loop_jumps(self.loop_exits) == jumps:
                    returned.append(case)
        finally:
            self.splits -= 1
            self.split_path = path
        live = [case for case, branch in enumerate(outcomes) if not branch.dead]
        if len(live) == 1 and len(returned) == len(outcomes) - 1:
            # (`if args.evaluate: validate(); return` on one case: the rest of the function
            # runs on the other case's path only, its steps exclusive with what that case did)
            self.split_path = path + ((serial, live[0]),)
        state.merge([branch for branch in outcomes if not branch.dead])

    def _split_cases(self, key: str, statements, frame: Frame, state: State) -> list[dict]:
        """The cases a split on ``key`` runs, each as the truths of the tests it decides: the
        key true, then false; for a test of a name's value against literals (`mode == "a"`,
        `mode in ("a", "b")`), one case per literal the statements compare the name with and
        one for any other value, each deciding every such test (`if self.use_replay in
        ("inequality", "both"): ...` then `if self.use_replay == "inequality": ... elif
        self.use_replay == "both": ... else:` agree on each path)."""
        valued = value_test(key)
        if valued is None:
            flagged = _flag_named(key, state, frame)
            if flagged is None:
                return [{key: True}, {key: False}]
            # (`per_task = True if (self.masks is not None and x_ is not None) else False`,
            # split on: the tests it was made of have its truth too)
            settings = self._instance_settings(frame)
            known = self._test_truth(flagged, state, frame, settings)
            return [{**_facts(flagged, truth, settings), key: truth} for truth in (True, False)
                    if known is None or truth is known]
        name = valued[0]
        settings = self._instance_settings(frame)
        keys = {key}
        for statement in statements:
            tested = set(statement_tests(statement, self.block_cache)[0])
            if isinstance(statement, cst.If):
                tested.update(test_keys(statement.test))
            for raw in tested:
                found = setting_key(raw, settings)
                if found is not None and found not in keys and value_test(found) is not None \
                        and value_test(found)[0] == name:
                    keys.add(found)
        tests = [(found, value_test(found)[1]) for found in sorted(keys)]
        literals = sorted(set().union(*(members for _, members in tests)))
        if len(literals) > MAX_SPLIT_VALUES:  # (a case per value would multiply the paths)
            return [{key: True}, {key: False}]
        cases = [{found: literal in members for found, members in tests} for literal in literals]
        cases.append({found: False for found, _ in tests})  # (a value none of them names)
        return cases

    def _exec_statement(self, node: cst.CSTNode, state: State, frame: Frame) -> None:
        kind = type(node)  # libcst node classes are final: `is` beats isinstance
        self._tick()
        if kind is cst.SimpleStatementLine:
            for small in node.body:
                self.statement = node
                self._exec_small(small, state, frame)
        elif kind is cst.If:
            self._exec_if(node, state, frame)
        elif kind in (cst.For, cst.While):
            self._exec_loop(node, state, frame)
        elif kind is cst.With:
            self._exec_with(node, state, frame)
        elif kind in (cst.Try, cst.TryStar):
            self._exec_try(node, state, frame)
        elif kind is cst.FunctionDef:
            self.def_contexts.setdefault(id(node), self.ctx)
            value = Value(kind="function", target=node, label=node.name.value,
                          env=closure_env(state, frame))
            if node.decorators:
                value = self._decorated(node, value, state, frame)
            state.locals[node.name.value] = value
        elif kind is cst.ClassDef:
            klass = self._define_class(node)
            klass.env = state.locals  # methods of a local class read the enclosing function's names
            state.locals[node.name.value] = Value(kind="class", target=klass, label=klass.name)
        elif kind is cst.Match:
            self._exec_branches([case.body for case in node.cases], state, frame,
                                exhaustive=False)
        elif isinstance(node, cst.BaseSmallStatement):
            # a one-line suite's statement (`if h is not None: h.detach_()`): no line of its
            # own for a fix to wrap
            self.statement = None
            self._exec_small(node, state, frame)
        elif kind is cst.SimpleStatementSuite:
            for small in node.body:
                self._exec_small(small, state, frame)

    def _exec_small(self, node: cst.BaseSmallStatement, state: State, frame: Frame) -> None:
        kind = type(node)  # libcst node classes are final: `is` beats isinstance
        if kind is cst.Expr:
            self._eval(node.value, state, frame)
        elif kind is cst.Assign:
            pairs = parallel_assignment(node)
            if pairs is not None:  # a, b = x, y: each name gets its own value
                values = [self._eval(value_node, state, frame) for _, value_node in pairs]
                for (target, value_node), value in zip(pairs, values):
                    self._assign(target, value, value_node, node, state, frame)
                return
            reads, rebinds = self.grad_reads, len(self.facts.rebind_leaf)
            value = self._eval(node.value, state, frame)
            # (`theta = [update(p, lr) for p in theta]` of `update = lambda p, lr: p - lr *
            # p.grad`: the value read a gradient, in code the statement does not spell; not a
            # helper's `w = w - lr * w.grad` the helper's own finding reports)
            self.assigned_reads_grad = self.grad_reads > reads and \
                len(self.facts.rebind_leaf) == rebinds
            try:
                for target in node.targets:
                    self._assign(target.target, value, node.value, node, state, frame)
            finally:
                self.assigned_reads_grad = False
        elif kind is cst.AnnAssign:
            if node.value is not None:
                value = self._eval(node.value, state, frame)
            else:
                value = self._annotation_value(node.annotation.annotation)
            self._assign(node.target, value, node.value or node.target, node, state, frame)
        elif kind is cst.AugAssign:
            self._exec_augassign(node, state, frame)
        elif kind is cst.Return:
            if node.value is not None:
                frame.returns.append(self._eval(node.value, state, frame))
            frame.exits.append(state.fork())
            state.dead = True
        elif kind in (cst.Continue, cst.Break):
            if self.loop_exits:
                exit_kind = "continues" if kind is cst.Continue else "breaks"
                self.loop_exits[-1][exit_kind].append(state.fork())
            state.dead = True
        elif kind is cst.Raise:
            state.dead = True
        elif kind is cst.Del:
            self._exec_del(node.target, state, frame)

    def _exec_del(self, target, state: State, frame: Frame) -> None:
        """`del buffer[:]` empties a container (an episode's saved log-probs: their graphs are
        gone with them); `del d["key"]` drops an entry; another `del x[i]` leaves what the
        container holds unknown."""
        if type(target) is cst.Tuple:
            for element in target.elements:
                self._exec_del(element.value, state, frame)
            return
        if type(target) is not cst.Subscript:
            return
        container = self._peek(target.value, state, frame) if type(target.value) is cst.Name \
            else self._eval(target.value, state, frame)
        if container.kind not in ("unknown", "alike"):
            return
        key = literal_key(target)
        whole = len(target.slice) == 1 and type(target.slice[0].slice) is cst.Slice and all(
            part is None for part in (target.slice[0].slice.lower, target.slice[0].slice.upper,
                                      target.slice[0].slice.step))
        if whole:
            emptied = Value(exact=True)
        elif isinstance(key, str) and container.exact and key in container.keys:
            index = container.keys.index(key)
            items = container.items[:index] + container.items[index + 1:]
            emptied = replace(self._collection_value(list(items)), items=items, exact=True,
                              keys=container.keys[:index] + container.keys[index + 1:])
        else:
            emptied = Value(opaque=True)  # (what is left may still hold graphs: unknown)
        self._rebind(target.value, emptied, state, frame)

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
        owner = _zeroed_where_present(chain, orelse)
        if owner is not None:
            # `if p.grad is not None: p.grad.zero_()`: a gradient that is None has nothing to
            # keep either, so the gradients are zero on both paths
            present, absent = state.fork(), state.fork()
            self._exec_body(chain[0][1], present, frame)
            self._zero(self._eval(owner, absent, frame), absent)
            state.merge([branch for branch in (present, absent) if not branch.dead])
            return
        plan: list[tuple] = []   # (body, what is known inside it)
        known: dict = {}         # the tests before this branch were false
        taken = False            # a branch is known to run: nothing after it can
        settings = self._instance_settings(frame)
        for test, body in chain:
            cond = condition_key(test, settings)
            truth = self._test_truth(test, state, frame, settings)
            if truth is False:
                continue
            inside = dict(known)
            flagged = _flag_test_of(test, state, frame)
            if flagged is not None:  # (`if per_task:` of `per_task = x is not None and ...`)
                inside.update(_facts(flagged[0], flagged[1], settings))
            if cond is not None:
                inside[cond[0]] = cond[1]
            plan.append((body, inside))
            if truth is True:
                taken = True
                break
            if flagged is not None:
                known.update(_facts(flagged[0], not flagged[1], settings))
            if cond is not None:
                known[cond[0]] = not cond[1]
        if not taken and orelse is not None:
            plan.append((orelse.body, known))
        exhaustive = taken or orelse is not None
        # (each `if` of a loop runs many times, and of a dependency once per linted file)
        periodic = any(tree_fact(self.names_cache, "periodic", test, is_periodic_test) or
                       self._tests_periodic_flag(test, state) for test, _ in chain)
        if not exhaustive and not periodic and len(plan) > 1 and \
                self._dispatches(chain, state):
            exhaustive = True
        if periodic:
            self.periodic_starts.append(len(self.trace))
            if orelse is None and len(chain) == 1 and _leaves_the_call(chain[0][1]):
                # `if self.micro % self.every: return`: what follows runs on some iterations
                # only, as if under the test (see the step's `zeroed_after`)
                frame.periodic_guard = True
        exclusive = next_order() if not periodic and all(
            self._configuration_flag(test, frame) for test, _ in chain) else None
        narrowed = _none_narrowing(chain, plan, orelse is not None and not taken, state) or \
            self._isinstance_narrowing(chain, plan, state, frame)
        unbound = frozenset() if exhaustive or periodic else \
            self._unbound_on_fallthrough(node, chain, frame)
        try:
            self._exec_branches(plan, state, frame, exhaustive, fallthrough=known,
                                exclusive=exclusive, narrowed=narrowed, unbound=unbound)
        finally:
            if periodic:
                self.periodic_starts.pop()

    def _unbound_on_fallthrough(self, node: cst.If, chain: list, frame: Frame) -> frozenset:
        """Names that every branch of an `if` chain without `else` binds, inside a loop whose
        iterations all take the same branch (each test reads only settings the loop never
        binds), where nothing else in the loop binds them and they were unbound when it began:
        on the path taking no branch they are unbound, as in the first iteration, which took
        it too. They are never the previous iteration's values (`if self.adv_loss == "hinge":
        d_loss = ...` with no `else`, then `d_loss.backward()`)."""
        # (`loop_names` holds the loops of the function being run, which come last in `loops`;
        # each enclosing loop in turn, innermost first: an epoch loop around the batch loop
        # binds the names before the batch loop's second run)
        if not self.loop_names or len(self.loops) < len(self.loop_names):
            return frozenset()
        cache = self.names_cache
        in_chain = tree_fact(cache, "fresh-bindings", node, fresh_binding_counts)
        every = set.intersection(*({name for name, count in tree_fact(
            cache, "fresh-bindings", body, fresh_binding_counts).items() if count}
            for _, body in chain))
        found: set = set()
        loops = self.loops[len(self.loops) - len(self.loop_names):]
        for loop, before in reversed(list(zip(loops, self.loop_names))):
            if type(loop) not in (cst.For, cst.While):
                break  # (a comprehension: a statement is in none)
            if id(node) not in tree_fact(cache, "ifs", loop, _ifs_under):
                break  # (the loop of a caller: a call's locals start unbound anyway)
            in_loop = tree_fact(cache, "bindings", loop, binding_counts)
            if not all(self._same_every_iteration(test, in_loop, frame) for test, _ in chain):
                break
            # (`loss += extra` after the chain binds nothing the chain left unbound)
            fresh = tree_fact(cache, "fresh-bindings", loop, fresh_binding_counts)
            found.update(name for name in every
                         if fresh.get(name) == in_chain[name] and name not in before)
        return frozenset(found)

    def _same_every_iteration(self, test, in_loop: dict, frame: Frame) -> bool:
        """Does ``test`` read only literals and names the loop never binds (`self.x` only if no
        method but `__init__` sets it), with at least one name?"""
        kind = type(test)
        if kind is cst.UnaryOperation and type(test.operator) is cst.Not:
            return self._same_every_iteration(test.expression, in_loop, frame)
        if kind is cst.BooleanOperation:
            return self._same_every_iteration(test.left, in_loop, frame) and \
                self._same_every_iteration(test.right, in_loop, frame)
        if kind is cst.Comparison:
            operands = [test.left] + [c.comparator for c in test.comparisons]
            return all(_literal_operand(o) or self._invariant_name(o, in_loop, frame)
                       for o in operands) and not all(_literal_operand(o) for o in operands)
        return self._invariant_name(test, in_loop, frame)

    @staticmethod
    def _invariant_name(node, in_loop: dict, frame: Frame) -> bool:
        name = dotted(node) if type(node) in (cst.Name, cst.Attribute) else None
        if not name:
            return False
        parts = name.split(".")
        if parts[0] in in_loop:
            return False
        if parts[0] == "self":
            klass = frame.klass
            return len(parts) > 1 and klass is not None and frame.instance is not None and \
                parts[1] not in klass.assigned_after_init()
        return True

    @staticmethod
    def _instance_settings(frame: Frame) -> tuple[str, frozenset] | None:
        """(the instance's symbol, the attributes of it only ``__init__`` sets): `self.args`
        tested in a method has the same truth at every call."""
        instance, klass = frame.instance, frame.klass
        if instance is None or klass is None or not instance.sym:
            return None
        return instance.sym, klass.settings()

    @staticmethod
    def _configuration_flag(test, frame: Frame) -> bool:
        """`if self.automatic_entropy_tuning:` where only `__init__` sets that attribute: the
        test has the same truth every time it runs."""
        while type(test) is cst.UnaryOperation and type(test.operator) is cst.Not:
            test = test.expression
        if type(test) is not cst.Attribute or type(test.value) is not cst.Name or \
                test.value.value != "self" or frame.klass is None or frame.instance is None:
            return False
        return test.attr.value not in frame.klass.assigned_after_init()

    def _tests_periodic_flag(self, test, state: State) -> bool:
        """`if not is_accumulating:` where `is_accumulating = iter_num % k != 0` was bound on
        this path: the test of a step every k iterations, as if spelled inline."""
        kind = type(test)
        if kind is cst.UnaryOperation and type(test.operator) is cst.Not:
            return self._tests_periodic_flag(test.expression, state)
        return kind is cst.Name and ("periodic-flag", test.value) in state.marks

    def _made_outside_torch(self, node) -> bool:
        """Is ``node`` a call of a class or function of an installed library other than torch
        (not of the project, whose code the analysis follows)?"""
        if type(node) is not cst.Call:
            return False
        qual = self.imports.qualify(node.func)
        return bool(qual) and not api.is_torch_function(qual) and (
            self.project is None or self.project.resolve(self.ctx.path, qual) is None)

    def _test_truth(self, test, state: State, frame: Frame, settings) -> bool | None:
        """The truth of an `if` test: known on this path (a split on the name it tests), or
        decided by :meth:`_known_truth`; of `and` / `or`, from its operands'."""
        kind = type(test)
        if kind is cst.UnaryOperation and type(test.operator) is cst.Not:
            inner = self._test_truth(test.expression, state, frame, settings)
            return None if inner is None else not inner
        if kind is cst.BooleanOperation:
            left = self._test_truth(test.left, state, frame, settings)
            right = self._test_truth(test.right, state, frame, settings)
            if type(test.operator) is cst.And:
                return False if False in (left, right) else True if left and right else None
            return True if True in (left, right) else False if left is right is False else None
        known = self._known_truth(test, state, frame)
        if known is not None:
            return known  # (`mode == "train"` given "eval": so on both runs of a split on it)
        cond = condition_key(test, settings)
        if cond is not None and cond[0] in state.conds:
            return state.conds[cond[0]] is cond[1]
        flagged = _flag_named(test.value, state, frame) if kind is cst.Name else None
        if flagged is not None:
            # `if per_task:` of `per_task = self.masks is not None and x_ is not None`: what
            # this path knows of those tests
            return self._test_truth(flagged, state, frame, settings)
        return None

    def _known_truth(self, test, state: State, frame: Frame) -> bool | None:
        """The truth of a test the analysis can decide from what it knows here: `h is None` /
        `h is not None` (:meth:`_none_test`), `loss.requires_grad` (a tensor that carries a
        graph or is a trained leaf, or one made without grad), `torch.is_grad_enabled()`, and
        `not` of those. Else None (both branches run)."""
        kind = type(test)
        if kind is cst.UnaryOperation and type(test.operator) is cst.Not:
            inner = self._known_truth(test.expression, state, frame)
            return None if inner is None else not inner
        if kind is cst.Comparison:
            found = self._none_test(test, state, frame)
            if found is None:
                found = self._length_test(test, state, frame)
            return found if found is not None else self._constant_test(test, state, frame)
        if kind is cst.Attribute and test.attr.value == "requires_grad" and \
                type(test.value) in (cst.Name, cst.Attribute):
            # (`if not self._centers._params.requires_grad:` too, of what the objects store)
            value = self._lookup(test.value.value, state, frame) if type(test.value) is cst.Name \
                else self._stored_attribute(test.value, state, frame)
            if value.kind != "tensor" or value.opaque:
                return None
            if value.needs_grad:
                return True
            return False if value.cut is not None or state.grad is False else None
        if kind is cst.Attribute and test.attr.value == "training" and type(test.value) is cst.Name:
            # `if self.training: loss.backward()` in a forward an `.eval()` caller runs
            return known_bool(self._attribute_of(self._lookup(test.value.value, state, frame),
                                                 "training", test, state))
        if kind is cst.Call and not test.args and \
                self.imports.qualify(test.func) == "torch.is_grad_enabled":
            return state.grad
        if kind is cst.Call and type(test.func) is cst.Name and test.func.value == "callable" \
                and len(test.args) == 1 and type(test.args[0].value) is cst.Name:
            # `if callable(hook):` of a method found by name (getattr(self, name, None))
            value = self._lookup(test.args[0].value.value, state, frame)
            if value.kind in ("function", "class"):
                return True
            return False if value.kind == "other" and value.qual == "None" else None
        tested_kind = _KIND_TESTS.get(self.imports.qualify(test.func)) if kind is cst.Call and \
            len(test.args) == 1 and type(test.args[0].value) is cst.Name else None
        if tested_kind is not None:
            # `if inspect.isclass(target):` of a registry's entry: a builder's two ways to make
            # it (`target(**kwargs)`, `lambda *a: target(*a, **kwargs)` of a function)
            value = self._lookup(test.args[0].value.value, state, frame)
            return value.kind == tested_kind if value.kind in ("function", "class") else None
        if kind is cst.Call and type(test.func) is cst.Name and test.func.value == "isinstance" \
                and len(test.args) == 2 and _local_or_entry(test.args[0].value):
            return self._tensor_test(test, state, frame)
        if kind is cst.Call and len(test.args) == 1 and type(test.args[0].value) is cst.Name and \
                self.imports.qualify(test.func) == "torch.is_tensor":
            # `torch.is_tensor(value)`: as `isinstance(value, torch.Tensor)`
            return _is_tensor(self._lookup(test.args[0].value.value, state, frame))
        if kind is cst.Call and type(test.func) is cst.Name and test.func.value == "hasattr" \
                and len(test.args) == 2 and type(test.args[0].value) is cst.Name and \
                string(test.args[1].value) in _TENSOR_API:
            # `if hasattr(data, "detach"):` of a tensor: every tensor has it
            value = self._lookup(test.args[0].value.value, state, frame)
            return True if value.kind == "tensor" and not value.opaque else None
        if kind is cst.Name and test.value in ("True", "False"):
            return test.value == "True"  # (`if True:` ... `elif ...:` never runs the elif)
        if kind is cst.Name:
            return self._name_truth(test.value, state, frame)
        if kind is cst.Attribute and (state.marks.get(STORED) or {}).get(dotted(test)) \
                is not None and not self._stored_attribute(test.value, state, frame).sym:
            # `args.evaluate = True` on this path, of an object with no identity here
            return known_bool(state.marks[STORED][dotted(test)])
        if kind is cst.Attribute:
            # `if self.cfg.importance_weights:` of a flag a configuration namespace holds
            # (`SimpleNamespace(importance_weights=False)`). (Not any object's: a branch ruled
            # out would take with it the evidence its code gives, `self.network.parameters()`
            # showing a network of a class not known to be one.)
            return self._held_flag(test, state, frame, records=False)
        return None

    def _held_flag(self, test: cst.Attribute, state: State, frame: Frame,
                   records: bool) -> bool | None:
        """`cfg.flag` of a configuration namespace, or (``records``: a conditional expression,
        `torch.no_grad() if self.cfg.freeze_encoder else nullcontext()`, whose two sides carry
        no evidence of what objects are) of a dataclass / NamedTuple instance, or a flag the
        object's own class sets to literals (see ClassInfo.literal_flags): the literal it holds
        on this path, else None."""
        owner = self._stored_attribute(test.value, state, frame)
        if not owner.sym:
            return None
        klass = owner.target
        if owner.qual in api.NAMESPACES or records and isinstance(klass, ClassInfo) and \
                "__init__" not in klass.methods and klass.declared_fields():
            return known_bool(state.heap.get((owner.sym, test.attr.value), UNKNOWN))
        if isinstance(klass, ClassInfo) and owner.kind in ("module", "instance") and \
                test.attr.value in klass.literal_flags():
            # `if module.automatic_optimization:` of a flag the object's own class set to a
            # literal (`self.automatic_optimization = False` in a subclass's `__init__`), not a
            # configuration it was given (`self.shared = config.get("shared", False)`: a
            # branch ruled out would take with it the evidence its code gives)
            return known_bool(state.heap.get((owner.sym, test.attr.value), UNKNOWN))
        return None

    def _stored_attribute(self, node, state: State, frame: Frame) -> Value:
        """What a name or ``a.b.c`` holds now, read from the objects' stored attributes only
        (no property runs, nothing is marked read); UNKNOWN where a link is not stored."""
        if type(node) is cst.Name:
            return self._lookup(node.value, state, frame)
        if type(node) is not cst.Attribute:
            return UNKNOWN
        owner = self._stored_attribute(node.value, state, frame)
        return state.heap.get((owner.sym, node.attr.value), UNKNOWN) if owner.sym else UNKNOWN

    def _entry_of_local(self, node: cst.Subscript, state: State, frame: Frame) -> Value:
        """`conf[0]` of a local whose items are known: that item; else UNKNOWN."""
        container = self._lookup(node.value.value, state, frame)
        index = literal_int(node.slice[0].slice.value)
        if container.exact and not container.keys and index is not None and \
                0 <= index < len(container.items):
            return container.items[index]
        return UNKNOWN

    def _name_truth(self, name: str, state: State, frame: Frame) -> bool | None:
        """The truth of `if name:`: a flag its caller passed as a literal (`run_steps(2,
        zero_grad=True)`); None or an optimizer (`if optimizer:` of a shared epoch that
        evaluates when given None); the parameters of a network known to hold some."""
        value = self._lookup(name, state, frame)
        if value.kind == "other" and value.qual == "None":
            return False
        if value.kind == "params" and value.holds and not value.some and not value.spent:
            # `if embed_params:` of `list(head.parameters())`, a network known to hold some
            return True
        return True if value.kind == "optimizer" else known_bool(value)

    def _tensor_test(self, test: cst.Call, state: State, frame: Frame) -> bool | None:
        """`isinstance(v, torch.Tensor)` (or `Variable`, which every tensor is since torch 0.4)
        of a value known to be a tensor, or known not to be one (a number, a module);
        `isinstance(v, np.ndarray)` of a tensor, which no tensor is; and `isinstance(conf,
        (list, tuple))` of a display, or of an optimizer or a network, which is neither (``v``
        a name, or `conf[0]` of one)."""
        spec = test.args[1].value
        classes = [element.value for element in spec.elements] if type(spec) is cst.Tuple \
            else [spec]
        subject = test.args[0].value
        value = self._lookup(subject.value, state, frame) if type(subject) is cst.Name else \
            self._entry_of_local(subject, state, frame)
        quals = [self._class_qual(c, state, frame) for c in classes]
        if all(qual == "numpy.ndarray" for qual in quals):
            return False if value.kind == "tensor" and not value.opaque and value.nodes else None
        if value.kind == "module" and value.sym:
            return self._layer_class_test(value, classes, state, frame)
        # (a dict whose every entry is known: a literal, `{"loss": loss}`)
        known_dict = value.exact and value.keys and len(value.keys) == len(value.items)
        if all(qual in _BUILTIN_CONTAINERS for qual in quals):
            # `isinstance(data, dict)` of a tensor (a collection walker's leaf): no tensor is one
            if known_dict:
                return "dict" in quals
            if value.sequence is not None and value.exact and not value.keys:
                return value.sequence in quals  # (a display or copy: which one is known)
            if value.kind in ("optimizer", "module"):
                return False  # (`isinstance(conf, list)` of the optimizer returned alone)
            known_tensor = value.kind == "tensor" and not value.opaque and not any(
                node.parts is not None for node in value.nodes)
            return False if known_tensor else None
        if not all(qual in api.TENSOR_CLASSES for qual in quals):
            return None
        return False if known_dict else _is_tensor(value)

    def _class_qual(self, spec: cst.BaseExpression, state: State, frame: Frame) -> str | None:
        """The class a test names: as imported, or held by a name (`isinstance(data, dtype)` in
        `apply_to_collection(outputs, torch.Tensor, fn)`)."""
        qual = self.imports.qualify(spec)
        if type(spec) is cst.Name and qual is None:
            if spec.value in _BUILTIN_CONTAINERS:
                return spec.value
            held = self._lookup(spec.value, state, frame)
            if held.kind == "qual" and held.qual:
                return held.qual
        return qual

    def _layer_class_test(self, module: Value, classes: list, state: State,
                          frame: Frame) -> bool | None:
        """`isinstance(m, nn.Conv2d)` of a network whose class is known (a torch layer, or a
        project class whose bases are all known): True if one of ``classes`` is among its
        classes; False if none is and each is a concrete torch layer or a project class (no
        base the analysis cannot read, no lazy layer, which subclasses its eager one)."""
        if isinstance(module.target, ClassInfo):
            mro = module.target.mro
            if any(base and not base.startswith("torch.") and base not in ("object",) and
                   all(base.rsplit(".", 1)[-1] != known.name for known in mro)
                   for klass in mro for base in klass.bases):
                return None  # (a base of another library: its own bases are not known)
            names = set(module.target.class_names())
        elif module.qual and module.qual.startswith("torch.nn."):
            names = {module.qual.rsplit(".", 1)[-1]}
        else:
            return None
        names.add("Module")
        verdicts = []
        for spec in classes:
            qual = self.imports.qualify(spec)
            spelt = dotted(spec)
            if qual and qual.startswith("torch.nn."):
                name = qual.rsplit(".", 1)[-1]
                if name in names:
                    return True
                if name not in api.PARAM_LAYERS and name not in api.PARAMETER_FREE_LAYERS or \
                        name == "Hardtanh" or any(known.startswith("Lazy") for known in names):
                    # (not a concrete layer, or one a layer subclasses: nn.ReLU6(nn.Hardtanh))
                    verdicts.append(None)
                    continue
                verdicts.append(False)
            elif spelt is not None and self._peek(spec, state, frame).kind == "class":
                name = spelt.rsplit(".", 1)[-1]
                if name in names:
                    return True
                verdicts.append(False)
            else:
                verdicts.append(None)
        return False if verdicts and all(verdict is False for verdict in verdicts) else None

    def _none_test(self, test, state: State, frame: Frame) -> bool | None:
        """The truth of `h is not None` / `h is None` where the value of the name ``h`` (or of
        an object's attribute, `self.state`) tells it: None itself, or a tensor carrying a
        graph (`if h is not None: h = h.detach()` in the second iteration of a truncated-backprop
        loop; on a path where `h` is None there is no graph to carry)."""
        found = none_test(test)
        if found is None:
            return None
        subject, negated = found
        if type(subject) is cst.Name:
            value = self._lookup(subject.value, state, frame)
        elif type(subject) is cst.Attribute and type(subject.value) is cst.Name:
            value = self._held(subject, state, frame)  # `if self.state is not None:`
        else:
            return None
        if value.kind == "other" and value.qual == "None":
            missing = True
        elif value.nodes or value.kind in ("optimizer", "module") and value.sym or \
                value.kind in ("function", "class") or \
                value.kind == "tensor" and not (value.nullable or value.opaque or value.leaf or
                                                value.grad_of is not None):
            # (an optimizer or a network made here: `optimizer is not None`; a method found by
            # name, `hook = getattr(cb, event, None)`, of a class that has it; a computed tensor
            # that is None on no path, `weights=b["w"] / n` given to a helper's `weights=None`;
            # not a layer's `bias` nor a `.grad`, which may be None)
            missing = False
        else:
            return None
        return missing is not negated

    def _length_test(self, test: cst.Comparison, state: State, frame: Frame) -> bool | None:
        """The truth of `len(out) == 1` / `len(prepared) > 1` where `out` is a tuple, list or
        dict whose items are all known (a home-made `prepare(*objs)` returning one object or
        several)."""
        if len(test.comparisons) != 1:
            return None
        left, comparison = test.left, test.comparisons[0]
        compare = _LENGTH_COMPARISONS.get(type(comparison.operator))
        if compare is None or type(comparison.comparator) is not cst.Integer or \
                type(left) is not cst.Call or type(left.func) is not cst.Name or \
                left.func.value != "len" or len(left.args) != 1 or \
                type(left.args[0].value) is not cst.Name:
            return None
        container = self._lookup(left.args[0].value.value, state, frame)
        if not container.exact:
            return None
        return compare(len(container.items), int(comparison.comparator.value, 0))

    def _constant_test(self, test: cst.Comparison, state: State, frame: Frame) -> bool | None:
        """The truth of `phase == Phase.TRAIN` / `mode != "train"` where both sides are known
        constants (a string literal, an enum member) on this path: a mode its caller passed
        (`main_loop(phase=Phase.VAL)` under no_grad runs no backward)."""
        if len(test.comparisons) != 1:
            return None
        operator = type(test.comparisons[0].operator)
        if operator in (cst.In, cst.NotIn):
            return self._constant_membership(test, state, frame)
        if operator not in (cst.Equal, cst.NotEqual, cst.Is, cst.IsNot):
            return None
        sides = (test.left, test.comparisons[0].comparator)
        if not all(type(side) in _CONSTANT_NODES for side in sides):
            return None  # (a call would run twice)
        left, right = (int_value(literal_int(side)) if type(side) is cst.Integer and
                       literal_int(side) is not None else self._eval(side, state, frame)
                       for side in sides)
        if not (is_constant(left) and is_constant(right)):
            return None
        return (left.qual == right.qual) is (operator in (cst.Equal, cst.Is))

    def _constant_membership(self, test: cst.Comparison, state: State,
                             frame: Frame) -> bool | None:
        """The truth of `mode in ("a", "b")` / `not in` where the name holds a known constant on
        this path and the collection is of literals: as `mode == "a" or mode == "b"`."""
        collection = test.comparisons[0].comparator
        if type(test.left) not in _CONSTANT_NODES or \
                type(collection) not in (cst.Tuple, cst.List, cst.Set) or \
                not all(type(element) is cst.Element and type(element.value) in _CONSTANT_NODES
                        for element in collection.elements):
            return None
        left = self._eval(test.left, state, frame)
        members = [self._eval(element.value, state, frame) for element in collection.elements]
        if not is_constant(left) or not all(map(is_constant, members)):
            return None
        found = any(member.qual == left.qual for member in members)
        return found is (type(test.comparisons[0].operator) is cst.In)

    def _dispatches(self, chain, state: State) -> bool:
        """`if loss_type == "l2": loss = ... elif loss_type == "huber": loss = ...` with no
        else: every branch binds a name nothing bound before (before the loops it runs in), so
        a path through none of them would fail on its first use: one branch runs."""
        # (before the outermost loop of this function: an inner loop's second run of the outer
        # one already sees what its first run bound)
        before = self.loop_names[0] if self.loop_names else set(state.locals)
        common = None
        for _, body in chain:
            bound = {target.target.value for statement in getattr(body, "body", ())
                     if type(statement) is cst.SimpleStatementLine
                     for small in statement.body if type(small) is cst.Assign
                     for target in small.targets if type(target.target) is cst.Name}
            common = bound if common is None else common & bound
            if not common:
                return False
        return any(name not in before for name in common)

    def _isinstance_narrowing(self, chain, plan, state: State, frame: Frame) -> dict:
        """`if isinstance(m, (nn.Conv2d, nn.Linear)): m.weight = ...` over `model.modules()`:
        inside, `m` is a layer of a torch class with parameters `weight` and `bias`, as a type
        checker narrows it, in each branch of an if / elif chain whose test is such a call. Only
        a name whose class is not known otherwise."""
        narrowed = {}
        bodies = {id(body): test for test, body in chain}
        for index, (body, _) in enumerate(plan):
            test = bodies.get(id(body))
            found = self._narrowed_layer(test, state, frame) if test is not None else None
            if found is not None:
                narrowed[index] = found
        return narrowed

    def _narrowed_layer(self, test, state: State, frame: Frame) -> tuple | None:
        """(the name, the layer it is) where ``test`` is `isinstance(m, nn.Linear)` (torch
        layers with parameters `weight` and `bias`) of a name whose class is not known
        otherwise; else None."""
        if type(test) is not cst.Call or type(test.func) is not cst.Name or \
                test.func.value != "isinstance" or len(test.args) != 2 or \
                type(test.args[0].value) is not cst.Name:
            return None
        name = test.args[0].value.value
        old = state.locals.get(name)
        if old is None or old.kind not in ("module", "unknown") or old.nodes or old.qual or \
                isinstance(old.target, ClassInfo):
            return None
        spec = self._eval(test.args[1].value, state, frame)
        quals = [item.qual for item in (spec.items or (spec,))]
        if quals and all(qual and qual.startswith("torch.nn.") and
                         qual.rsplit(".", 1)[-1] in api.PARAM_LAYERS for qual in quals):
            return name, replace(old, kind="module", qual=quals[0],
                                 sym=old.sym or self._new_sym(name))
        return None

    def _exec_branches(self, bodies, state: State, frame: Frame, exhaustive: bool,
                       fallthrough: dict | None = None, exclusive: int | None = None,
                       narrowed: dict | None = None, unbound: frozenset = frozenset()) -> None:
        """``bodies``: bodies, or (body, conditions known inside it) pairs. ``narrowed``: branch
        index (or "fallthrough", the path that took none) -> (a name, what it is known to be
        there). ``unbound``: names unbound on the path that took none (see
        ``_unbound_on_fallthrough``)."""
        outcomes = []
        uncertain = len(bodies) > 1 or not exhaustive  # (a body that may not run)
        self.branching += uncertain
        try:
            for index, entry in enumerate(bodies):
                body, known = entry if isinstance(entry, tuple) else (entry, None)
                branch = state.fork()
                if known:
                    branch.conds.update(known)
                if narrowed and index in narrowed:
                    name, value = narrowed[index]
                    branch.locals[name] = value
                self._exec_body(body, branch, frame)
                outcomes.append(branch)
        finally:
            self.branching -= uncertain
        live = [branch for branch in outcomes if not branch.dead]
        if exhaustive:
            state.merge(live, exclusive)
        else:
            if fallthrough:
                state.conds = {**state.conds, **fallthrough}
            if narrowed and "fallthrough" in narrowed:
                name, value = narrowed["fallthrough"]
                state.locals[name] = value
            for name in unbound:
                state.locals.pop(name, None)
            for other in live:
                state.absorb(other, exclusive)

    def _exec_loop(self, node, state: State, frame: Frame) -> None:
        self.loops.append(node)
        self.loop_branching.append(self.branching)
        exits = {"continues": [], "breaks": []}
        self.loop_exits.append(exits)
        self.loop_names.append(set(state.locals))
        span = LoopSpan(len(self.trace), next_order(), self.training_cuts)
        self.loop_spans.append(span)
        # A loop runs twice, so that what one iteration leaves (gradients, a graph, a running
        # sum) meets the next. A network's __init__ builds layers: the second run of its loops
        # repeats the first (nested loops of nested blocks made 2**depth runs: timm's CrossViT
        # alone cost 0.4 s), so there they run once.
        # A loop over callback objects (`for hook in self.hooks: getattr(hook, name)(self)`,
        # each a path of its own) runs once: a second run would call each hook again, as no
        # program does (its enclosing loop over batches runs twice).
        runs = 1 if self.building or 2 * self.body_runs > MAX_BODY_RUNS or \
            self._over_callbacks(node, state, frame) else 2
        enclosing, self.body_runs = self.body_runs, self.body_runs * runs
        used_up = None
        held: dict[str, set] = {}  # name -> the classes of the objects it held as a run began
        # (of a loop that backpropagates: the names and object attributes that held no graph as
        # each run began, see _gains_graph)
        graphless: set | None = None
        trains = isinstance(node, cst.For) and "backward" in names_in(node.body, self.names_cache)
        walked = outer_walk = None  # (see each_item_of: the loop's name, an outer loop's entry)
        try:
            run = -1
            while run + 1 < runs or runs > 1 and runs < MAX_STATE_RUNS and \
                    enclosing * (runs + 1) <= MAX_BODY_RUNS and (
                        _brings_new_state(state, held) or
                        run == 1 and graphless and _gains_graph(state, graphless)):
                run += 1
                if run == runs:  # (a state machine's next state: one more run, see below)
                    runs += 1
                    self.body_runs = enclosing * runs
                _note_states(state, held)
                if trains and run < 2:
                    starts = _graphless_keys(state)
                    graphless = starts if graphless is None else graphless & starts
                span.run_starts.append(len(self.trace))
                self.iteration = next(self.counter)
                self.iteration_began[id(node)] = next_order()
                if isinstance(node, cst.For):
                    iterated = self._eval(node.iter, state, frame)
                    if iterated.spent:
                        break  # (an iterator a pass used up: no item, the body never runs)
                    if run == 0 and iterated.one_shot:
                        used_up = iterated
                    if run == 0 and self._exec_unrolled(node, iterated, state, frame, exits,
                                                        enclosing):
                        break
                    if iterated.kind in ("params", "submodules"):
                        self.parameter_loops.add(id(node))
                    elif run == 0 and self._over_networks(node.iter, state, frame):
                        self.network_loops.add(id(node))
                    element = self._iterate(iterated)
                    start = _range_start(node.iter) if run == 0 and iterated is RANGE else None
                    if start is not None and type(node.target) is cst.Name:
                        # `for t in range(0, steps, r)`: the first run is the first item's (a
                        # decoder's `if t == 0: self.init_state(...)` resets what it carries)
                        element = int_value(start)
                    items = _unlisted_item_nodes(iterated)
                    if items:
                        self.item_nodes[id(node)] = items
                    elif self.item_nodes:
                        self.item_nodes.pop(id(node), None)
                    self._assign(node.target, element, node.iter, node, state, frame)
                    holder = _items_holder(node)
                    if holder is not None:
                        if walked is None:
                            walked = node.target.value
                            outer_walk = self.each_item_of.get(walked)
                        self.each_item_of[walked] = (holder, state.locals.get(walked))
                else:
                    self._eval(node.test, state, frame)
                if not self._exec_iteration(node, state, frame, exits):
                    break
        finally:
            if walked is not None:
                self.each_item_of.pop(walked, None)
                if outer_walk is not None:
                    self.each_item_of[walked] = outer_walk
            self.body_runs = enclosing
            self.loops.pop()
            self.loop_branching.pop()
            self.loop_exits.pop()
            self.loop_names.pop()
            self.loop_spans.pop()
            span.close(len(self.trace), next_order(), self.training_cuts)
        if used_up is not None:
            self._used_up(node.iter, used_up, state, frame)
        if exits["breaks"]:
            state.merge(([] if state.dead else [state.fork()]) + exits["breaks"])
        if node.orelse is not None and not state.dead:
            self._exec_body(node.orelse.body, state, frame)

    def _over_callbacks(self, loop, state: State, frame: Frame) -> bool:
        """Does ``loop`` walk a list of objects of several project classes, called in turn
        (hooks, callbacks), as its stored value shows before the loop runs?"""
        if type(loop) is not cst.For or type(loop.iter) not in (cst.Name, cst.Attribute):
            return False
        held = self._stored_attribute(loop.iter, state, frame)
        if held.kind != "unknown" or not held.items or held.keys or \
                not all(item.kind in ("instance", "choice") for item in held.items):
            return False
        element = self._iterate(held)
        return element.kind == "choice" and element.either and \
            all(item.kind == "instance" for item in element.items)

    def _exec_unrolled(self, node: cst.For, iterated: Value, state: State, frame: Frame,
                       exits: dict, enclosing: int = 1) -> bool:
        """A loop over a tuple, list or dict whose items are all known (`for key, (arch, kw) in
        CFG["nets"].items()`, `for net, opt in ((G, opt_g), (D, opt_d))`): its body runs once per
        item, in order, each item bound as itself rather than as one of them. False (nothing
        run) for any other loop."""
        # (one item: a stand-in for a data loader as often as a real list; not an entry of a
        # dict, a configuration: `for name, weight in objectives.items()`, nor a name of a
        # tuple of names, `hooks = ("after_step",)` dispatched by getattr)
        one_entry = len(iterated.items) == 1 and (bool(iterated.keys) or (
            type(node.iter) is cst.Call and type(node.iter.func) is cst.Attribute and
            node.iter.func.attr.value in ("items", "values", "keys")) or
            named_by(iterated.items[0]) is not None)
        if iterated.kind == "zip" and iterated.label == "enumerate" and \
                iterated.items[1].exact and not iterated.items[1].keys:
            # `for index, config in enumerate(configs)` over a known list: each item with its
            # index, known (`if optimizer_idx == 0:` in the step it is handed to)
            iterated = Value(kind="other", exact=True, items=tuple(
                Value(kind="other", exact=True, items=(int_value(index), item))
                for index, item in enumerate(iterated.items[1].items)))
        if not iterated.exact or not (1 < len(iterated.items) or one_entry) or \
                len(iterated.items) > MAX_UNROLLED:
            return False
        # (nested loops over literal lists, a test's grid of sizes: their items multiply; past
        # the cap an inner loop runs as any other loop does)
        runs = len(iterated.items) * enclosing  # (``enclosing``: the enclosing loops' runs)
        if runs > MAX_BODY_RUNS:
            return False
        elements = known_entries(iterated)
        self.unrolling.add(id(node))
        counted, self.body_runs = self.body_runs, runs
        holder = _items_holder(node) if not iterated.keys else None
        outer = self.item_aliases.get(node.target.value) if holder is not None else None
        try:
            for index, element in enumerate(elements):
                if index:
                    self.iteration = next(self.counter)
                    self.iteration_began[id(node)] = next_order()
                self._assign(node.target, element, node.iter, node, state, frame)
                if holder is not None:  # (see hazards._rebind)
                    self.item_aliases[node.target.value] = (holder, index,
                                                            state.locals.get(node.target.value))
                if not self._exec_iteration(node, state, frame, exits):
                    break
        finally:
            self.unrolling.discard(id(node))
            self.body_runs = counted
            if holder is not None:  # (an enclosing loop of the same name keeps its own)
                self.item_aliases.pop(node.target.value, None)
                if outer is not None:
                    self.item_aliases[node.target.value] = outer
        return True

    def _exec_iteration(self, node, state: State, frame: Frame, exits: dict) -> bool:
        """The loop's body once; the next iteration starts from its end or any `continue`.
        False when every path broke out or returned."""
        self._exec_body(node.body, state, frame)
        state.merge(([] if state.dead else [state.fork()]) + exits["continues"])
        exits["continues"] = []
        return not state.dead

    def _exec_try(self, node, state: State, frame: Frame) -> None:
        before = state.fork()
        returned = len(frame.exits)
        self._exec_body(node.body, state, frame)
        handled = []
        doubted = self._handed_to_torch(node.body) \
            if any(map(_catches_type_errors, node.handlers)) else ()
        for handler in node.handlers:
            branch = before.fork()
            if doubted and _catches_type_errors(handler):
                # `try: s = torch.log(d) except: s = np.log(d)`: the handler runs when torch
                # refused what it was handed, which is then maybe no tensor at all
                for name in doubted:
                    held = branch.locals.get(name)
                    if held is not None and held.kind in ("tensor", "unknown"):
                        branch.locals[name] = replace(held, opaque=True)
            self._exec_body(handler.body, branch, frame)
            if not branch.dead:
                handled.append(branch)
        state.merge(([] if state.dead else [state.fork()]) + handled)
        if node.orelse is not None:
            self._exec_body(node.orelse.body, state, frame)
        if node.finalbody is not None:
            if names_in(node.finalbody, self.names_cache).isdisjoint(_TRAINING_NAMES):
                # a `return` in the try runs the finally too: `torch.set_grad_enabled(previous)`
                # restores the caller's grad mode (one that trains runs once, below: its events
                # are not taken twice)
                for leaving in frame.exits[returned:]:
                    self._exec_body(node.finalbody.body, leaving, frame)
            self._exec_body(node.finalbody.body, state, frame)

    def _handed_to_torch(self, body) -> tuple[str, ...]:
        """The local names a `torch.*` function in ``body`` is handed (`torch.log(d)`)."""
        names = []
        for call in walk(body):
            if type(call) is cst.Call and (self.imports.qualify(call.func) or "").startswith(
                    "torch."):
                names.extend(arg.value.value for arg in call.args
                             if type(arg.value) is cst.Name and not arg.star)
        return tuple(dict.fromkeys(names))

    def _exec_with(self, node: cst.With, state: State, frame: Frame) -> None:
        if any(self._expects_raise(item.item) for item in node.items):
            # `with pytest.raises(...)` / `self.assertRaises(...)`: a test of code meant to fail
            # (a step without zero_grad that the library must refuse); what it does is the test's
            # point, not a pitfall, and where it stops is unknown
            return
        saved = state.grad
        toggled, exits = [], []
        for item in node.items:
            mode = self._grad_mode_of(item.item, state, frame)
            if mode is None and self._project_context_switches_on_a_test(item.item, state, frame):
                state.grad = None
                mode = None
            elif mode is None:
                mode = self._project_context_mode(item.item, state, frame)
            if mode is None:
                mode = self._held_context_mode(item.item, state, frame)
            if mode is not None:
                state.grad = mode
            elif self._sets_unknown_grad_mode(item.item):
                state.grad = None  # `set_grad_enabled(self.model.training)`: either mode
            elif self._toggled_optimizer(item.item, state, frame, toggled):
                continue
            else:
                parts = self._generator_context(item.item, state, frame)
                if parts is not None:  # enter: the generator's code up to its yield
                    callee, args, (enter, leave) = parts
                    value = self._call_evaluated(replace(callee, target=enter), item.item, args,
                                                 state, frame)
                    exits.append(lambda c=callee, a=args, f=leave, n=item.item:  # after its yield
                                 self._call_evaluated(replace(c, target=f), n, a, state, frame))
                else:
                    value = self._eval(item.item, state, frame)
                    held = context_mode(value)  # `with self.encoder_ctx():` of a grad context
                    if held is not NOT_A_CONTEXT and held is not KEEP:
                        state.grad = held
                    if _manages_context(value):  # a project class's __enter__ / __exit__
                        entered = self._call_dunder(value, "__enter__", [], state, frame)
                        # (left without an exception: `__exit__(None, None, None)`)
                        exits.append(lambda v=value: self._call_dunder(
                            v, "__exit__", [NONE, NONE, NONE], state, frame))
                        value = entered
                if item.asname is not None:
                    self._assign(item.asname.name, value, item.item, node, state, frame)
        self._exec_body(node.body, state, frame)
        state.grad = saved
        for leave in reversed(exits):  # each context's exit code, innermost first
            if not state.dead:
                leave()
        for module, optimizer, call in toggled:  # the context restores what it switched off
            self._toggle_optimizer(module, optimizer, False, call, state, frame)

    def _generator_context(self, expr, state: State, frame: Frame):
        """`with evaluating(model):` of a project `@contextmanager` generator: (the function
        value, the call's arguments, its code before and after its yield as two functions), or
        None. Its body runs on entry up to the yield (`model.eval()`), the with block runs, then
        the rest (a `finally:` that restores `model.train(was_training)`)."""
        if type(expr) is not cst.Call or any(arg.star for arg in expr.args):
            return None
        callee = self._peek(expr.func, state, frame)
        if type(expr.func) is cst.Attribute:  # `with self.optim_step("critic"):` of a method
            callee = self._context_method(expr.func, state, frame)
        function = callee.target if callee.kind == "function" else None
        if not isinstance(function, cst.FunctionDef) or not any(
                (dotted(decorator.decorator) or "").rsplit(".", 1)[-1] == "contextmanager"
                for decorator in function.decorators):
            return None
        parts = tree_fact(self.names_cache, "context-parts", function, split_at_yield)
        if parts is None:
            return None
        context = self.def_contexts.get(id(function))
        if context is not None:  # (another module's: its two parts read that module's names)
            self.def_contexts.update((id(part), context) for part in parts)
        args = [self._eval(arg.value, state, frame) for arg in expr.args]
        return callee, args, parts

    def _context_method(self, func: cst.Attribute, state: State, frame: Frame) -> Value:
        """`self.optim_step` (an instance's method, inherited or its own) bound to the instance,
        as a call of it runs it; UNKNOWN for anything else."""
        receiver = self._peek(func.value, state, frame)
        if receiver.kind not in ("instance", "module") or \
                not isinstance(receiver.target, ClassInfo):
            return UNKNOWN
        method = receiver.target.methods.get(func.attr.value)
        if not isinstance(method, cst.FunctionDef) or class_level_binding(method) is not None:
            return UNKNOWN
        return self._method_value(receiver, method, func)

    def _expects_raise(self, expr) -> bool:
        if not isinstance(expr, cst.Call):
            return False
        func = expr.func
        if isinstance(func, cst.Attribute) and func.attr.value in _RAISE_ASSERTIONS and \
                isinstance(func.value, cst.Name) and func.value.value == "self":
            return True
        return self.imports.qualify(func) in ("pytest.raises", "pytest.warns")

    def _toggled_optimizer(self, expr, state: State, frame: Frame, toggled: list) -> bool:
        """`with self.toggled_optimizer(opt):` (Lightning): toggled on entry, untoggled on exit."""
        if not (isinstance(expr, cst.Call) and isinstance(expr.func, cst.Attribute) and
                expr.func.attr.value in api.OPTIMIZER_TOGGLE_CONTEXTS and expr.args):
            return False
        module = self._eval(expr.func.value, state, frame)
        if not (module.sym and isinstance(module.target, ClassInfo) and
                module.target.derives_from(api.OPTIMIZER_TOGGLE_CONTEXTS[expr.func.attr.value])):
            return False
        optimizer = self._eval(expr.args[0].value, state, frame)
        if optimizer.kind != "optimizer":
            return False
        self._toggle_optimizer(module, optimizer, True, expr, state, frame)
        toggled.append((module, optimizer, expr))
        return True

    def _grad_mode_of(self, expr: cst.BaseExpression, state: State, frame: Frame) -> bool | None:
        """False for no_grad-like contexts, True for enable_grad, None for other contexts."""
        if type(expr) is cst.IfExp:
            # `torch.no_grad() if not training else nullcontext()`: the branch the test picks;
            # either, when both set the same mode
            truth = self._known_truth(expr.test, state, frame)
            if truth is not None:
                return self._grad_mode_of(expr.body if truth else expr.orelse, state, frame)
            body = self._grad_mode_of(expr.body, state, frame)
            return body if body == self._grad_mode_of(expr.orelse, state, frame) else None
        call = expr if isinstance(expr, cst.Call) else None
        qual = self.imports.qualify(call.func if call else expr)
        mode = api.context_grad_mode(qual)
        if mode is not None:
            return mode
        if qual in api.SET_GRAD_ENABLED and call and call.args:
            flag = literal_bool(call.args[0].value)
            if flag is None:
                # `set_grad_enabled(train)` of a flag this path knows, or of a test a split on
                # it fixed (`set_grad_enabled(phase == "train")`), read as an `if` reads it
                flag = self._test_truth(call.args[0].value, state, frame, None)
            if flag is None:
                held = self._peek(call.args[0].value, state, frame)
                if held.qual == GRAD_ASSUMED_ON.qual:
                    return ASSUMED_ON  # (the mode `torch.is_grad_enabled()` read, restored)
                flag = held.qual == "True" if held.qual in ("True", "False") else None
            return flag
        if qual == "torch.inference_mode" and call and call.args:
            flag = literal_bool(call.args[0].value)
            return None if flag is None else not flag
        return None

    def _sets_unknown_grad_mode(self, expr: cst.BaseExpression) -> bool:
        """A grad-mode context given a flag whose value is not known here, or one of two
        contexts picked by a test not known here (one of them a grad-mode context)."""
        if type(expr) is cst.IfExp:
            return any(self._sets_unknown_grad_mode(side) or api.context_grad_mode(
                self.imports.qualify(side.func if type(side) is cst.Call else side)) is not None
                for side in (expr.body, expr.orelse))
        return type(expr) is cst.Call and bool(expr.args) and self.imports.qualify(
            expr.func) in api.SET_GRAD_ENABLED | {"torch.inference_mode"}

    def _held_context_mode(self, expr: cst.BaseExpression, state: State,
                           frame: Frame) -> bool | None:
        """`with self.feature_ctx():` where an attribute or a name holds the context class
        (`self.feature_ctx = torch.no_grad`): the grad mode it sets, when every value it may
        hold sets the same one."""
        if type(expr) is not cst.Call or expr.args or \
                type(expr.func) not in (cst.Attribute, cst.Name):
            return None
        value = self._eval(expr.func, state, frame)
        held = value.items if value.kind == "choice" else (value,)
        if not held or any(item.kind != "qual" for item in held):
            return None
        modes = {api.context_grad_mode(item.qual) for item in held}
        return modes.pop() if len(modes) == 1 else None

    def _project_context_mode(self, expr: cst.BaseExpression, state: State,
                              frame: Frame) -> bool | None:
        """`with frozen_teacher():` of a project context manager built on torch.no_grad():
        the grad mode it sets (False / True), or None (it sets none, or it is not the
        project's: a library's context is taken as leaving the mode as it was)."""
        if not isinstance(expr, cst.Call) or not isinstance(expr.func, (cst.Name, cst.Attribute)):
            return None
        value = self._lookup(expr.func.value, state, frame) if type(expr.func) is cst.Name \
            else self._peek(expr.func, state, frame)  # (`phases.phase("eval", model)`)
        if value.kind != "function" or not isinstance(value.target, cst.FunctionDef):
            return None
        mode = self._function_grad_mode(value.target)
        return mode if isinstance(mode, bool) else None

    def _project_context_switches_on_a_test(self, expr: cst.BaseExpression, state: State,
                                            frame: Frame) -> bool:
        """`with phases.phase(name, model):` of a project function that switches the grad
        mode under a test (`if name != "train": stack.enter_context(torch.no_grad())`): which
        mode a call sets depends on its arguments, so it is not known here."""
        if type(expr) is not cst.Call or type(expr.func) not in (cst.Name, cst.Attribute):
            return False
        value = self._peek(expr.func, state, frame)
        if type(expr.func) is cst.Attribute and value.kind == "unknown":
            owner = self._peek(expr.func.value, state, frame)  # `phases.phase` of `import phases`
            value = self._project_value(f"{owner.qual}.{expr.func.attr.value}", state) \
                if owner.kind == "qual" else None
            if value is None:
                return False
        return value.kind == "function" and isinstance(value.target, cst.FunctionDef) and \
            tree_fact(self.names_cache, "switches-under-a-test", value.target,
                      _switches_under_a_test)

    def _decorated(self, node: cst.FunctionDef, value: Value, state: State,
                   frame: Frame) -> Value:
        """A function defined under decorators of the project (`@differentiates`,
        `@updates(optimizer)`), innermost first: what each returns (the wrapper that zeroes,
        calls the function and steps) is what the name holds. A decorator the analysis cannot
        read leaves the function as it is."""
        for decorator in reversed(node.decorators):
            expr = decorator.decorator
            root = expr.func if type(expr) is cst.Call else expr
            if type(root) is not cst.Name:
                return value
            held = self._lookup(root.value, state, frame)
            if held.kind != "function" or not isinstance(held.target, cst.FunctionDef) or \
                    not tree_fact(self.names_cache, "nested-defs", held.target, _nested_defs):
                return value  # (nor one that only registers it: `@register_model`)
            applied = self._eval(expr, state, frame)
            if applied.kind != "function" or not isinstance(applied.target, cst.FunctionDef) or \
                    type(expr) is cst.Call and \
                    not tree_fact(self.names_cache, "nested-defs", applied.target, _nested_defs):
                return value
            call = self._synthetic_call(decorator, expr, (cst.Arg(cst.Name(node.name.value)),))
            wrapped = self._call_evaluated(applied, call, [value], state, frame)
            if wrapped.kind != "function" or not isinstance(wrapped.target, cst.FunctionDef):
                return value
            value = replace(wrapped, label=node.name.value)
            self.wrappers[id(wrapped.target)] = wrapped.target
        return value

    def _function_grad_mode(self, function: cst.FunctionDef, depth: int = 0) -> bool | str | None:
        """What a project decorator or context manager does to the grad mode (see
        :func:`body_grad_mode`); one that names no grad context itself but enters a project
        context factory (`with inference_context(): return fn(*args)`, where the factory returns
        `torch.inference_mode()`) sets what that factory's context sets."""
        mode = body_grad_mode(function, self.names_cache)
        if mode is not KEEP or depth >= 2:
            return mode
        known = self.function_grad_modes.get(id(function))
        if known is not None and known[0] is function:
            return known[1]
        context = self._context_defining(function)
        if context is None:
            return mode
        entered = set()
        for node in walk(function):
            if type(node) is cst.WithItem and type(node.item) is cst.Call and \
                    type(node.item.func) is cst.Name:
                factory = self._module_function(context, node.item.func.value)
                if factory is not None and factory is not function:
                    entered.add(self._function_grad_mode(factory, depth + 1))
        entered.discard(KEEP)
        mode = entered.pop() if len(entered) == 1 else (None if entered else KEEP)
        self.function_grad_modes[id(function)] = (function, mode)  # (kept: its id stays its own)
        return mode

    def _context_defining(self, function: cst.FunctionDef):
        """The project module (as loaded here) that defines ``function`` at its top level."""
        name = function.name.value
        for context in (self.main, *self.contexts.values()):
            if context is not None and context.functions.get(name) is function:
                return context
        return None

    def _module_function(self, context, name: str) -> cst.FunctionDef | None:
        """The project function ``name`` means in ``context``: its own, or one it imports."""
        if name in context.functions:
            return context.functions[name]
        value = self._imported_member(context, name)
        return value.target if value is not None and value.kind == "function" else None

    def _module_class(self, context, name: str) -> ClassInfo | None:
        """The project class ``name`` means in ``context``: its own, or one it imports."""
        if name in context.classes:
            return context.classes[name]
        value = self._imported_member(context, name)
        return value.target if value is not None and value.kind == "class" else None

    def _imported_member(self, context, name: str) -> Value | None:
        """What the project module ``context`` imports as ``name``, if the project defines it."""
        qual = context.imports.aliases.get(name)
        return self._resolve(qual, context.path, 0) if qual and context.path else None

    def _decorator_grad_mode(self, decorator: cst.BaseExpression, state: State,
                             frame: Frame) -> bool | str | None:
        """The grad mode a decorated function's body runs in: False / True, ``KEEP`` (the
        caller's), or None where the decorator is code the analysis cannot read."""
        mode = self._grad_mode_of(decorator, state, frame)
        if mode is not None:
            return mode
        func = decorator.func if isinstance(decorator, cst.Call) else decorator
        known = builtin_decorator(dotted(func))
        if known is not None:
            return known
        if isinstance(func, cst.Attribute) and func.attr.value in OBJECT_REGISTERING and \
                registry_of(self._eval(func.value, state, frame)) is not None:
            return KEEP  # `@MODEL_REGISTRY.register()`: it only records the function
        if isinstance(func, cst.Attribute) and func.attr.value == "register":
            owner = self._eval(func.value, state, frame)
            if owner.kind == "function" and is_singledispatch(owner.target):
                return KEEP  # `@project.register`: an overload of a single-dispatch function
        qual = self.imports.qualify(func)
        value = self._eval(func, state, frame) if qual is None else self._project_value(qual, None)
        if value is not None and value.kind == "function" and value.target is not None:
            return self._function_grad_mode(value.target)
        if value is not None and value.kind == "class" and isinstance(value.target, ClassInfo):
            return body_grad_mode(value.target.node, self.names_cache)
        if isinstance(func, cst.Attribute) and value is not None and value.kind == "unknown":
            # `@REGISTRY.register("name")`: the method of a project object that registers
            owner = self._eval(func.value, state, frame)
            if owner.kind in ("instance", "module") and isinstance(owner.target, ClassInfo):
                method = owner.target.methods.get(func.attr.value)
                if method is not None:
                    return body_grad_mode(method, self.names_cache)
        if qual is not None and (value is None or value.kind == "qual"):
            return library_decorator(qual)
        return None

    def _exec_augassign(self, node: cst.AugAssign, state: State, frame: Frame) -> None:
        target_value = self._eval(node.target, state, frame)
        value = self._eval(node.value, state, frame)
        if type(node.target) is cst.Subscript and \
                type(node.target.value) in (cst.Name, cst.Attribute) and \
                is_numpy_array(self._eval(node.target.value, state, frame)):
            return  # `p[i] -= lr * loss` into a numpy array: it keeps the number
        if type(node.target) is cst.Name and target_value.saved_by is None:
            # `h += self.proj(h)`: the right side saved the tensor the name holds for backward
            now = state.locals.get(node.target.value)
            if now is not None and now.saved_by is not None and now.nodes == target_value.nodes:
                target_value = replace(target_value, saved_by=now.saved_by)
        if target_value.kind == "tensor" and leaf_memory(target_value) is not None:
            # (`b = conv.bias.view(na, -1); b[:, 4] += prior`: the parameter's memory)
            self._inplace(leaf_memory(target_value), node.target, node,
                          f"{op_text(node.operator)}=", state,
                          uses_grad=references_grad(node.value))
            return
        if self._augmented_by_method(node, target_value, value, state, frame):
            return
        if isinstance(node.operator, cst.AddAssign) and type(node.value) is cst.List and \
                value.exact and target_value.kind in ("unknown", "modules") and \
                not target_value.keys and (target_value.exact or target_value.kind == "modules"):
            # `self.steps += [Coupling(d), Reverse()]`: the list itself grows, as `extend` does
            self._mutated(target_value, "extend", self._synthetic_call(
                node, cst.Attribute(value=node.target, attr=cst.Name("extend")),
                (cst.Arg(value=node.value),)), [value], state, frame)
            return
        self._read_uninitialized(node, target_value, value)  # `counts += x` reads counts
        if target_value.kind == "tensor" and not target_value.leaf:
            self._inplace_on_saved(target_value, node.target, node, state)
        if "params" in (target_value.kind, value.kind) and \
                isinstance(node.operator, cst.AddAssign):
            # `bucket += [param]`: a list of parameters grows, as `list(...) + [...]` makes one;
            # no op runs on the parameters, which stay leaves
            result = Value(kind="params", reach=target_value.reach | value.reach)
            if isinstance(node.target, cst.Name):
                state.forget(node.target.value)
                state.locals[node.target.value] = result
            else:
                self._assign(node.target, result, node.value, node, state, frame)
            return
        # (as the binary operation it abbreviates: element-wise, so a sum of scalars is one)
        result = combine([target_value, value], node, state.grad, elementwise=True,
                         saving=type(node.operator) not in (cst.AddAssign, cst.SubtractAssign))
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

    def _augmented_by_method(self, node: cst.AugAssign, target: Value, value: Value,
                             state: State, frame: Frame) -> bool:
        """`meter += loss` (`self.tracks[k] += v`) of an object whose class defines the
        operator's method (`__iadd__`, else `__add__`): that method runs, given the value (a
        running mean that keeps `value.detach().cpu()`), not an accumulation of the tensor."""
        names = _AUGMENTED_METHODS.get(type(node.operator)) or ()
        objects = _plain_objects(target.items[0] if target.kind == "alike" and target.items
                                 else target)
        methods = []
        for obj in objects:
            method = next((obj.target.methods[name] for name in names
                           if name in obj.target.methods), None)
            if method is None:
                return False
            methods.append((obj, obj.target, method))
        if not methods:
            return False
        call = self._synthetic_call(node, node.target, (cst.Arg(node.value),))
        result = None
        for obj, klass, method in methods:
            made = self._follow(method, call, [value], state, frame, obj, klass)
            result = made if result is None else join(result, made)
        if type(node.target) is cst.Name:
            state.forget(node.target.value)
            state.locals[node.target.value] = result
        return True

    def _torch_op_call(self, value_node) -> bool:
        """Is ``value_node`` a call of a torch function that returns a plain tensor whatever it
        is given (`torch.log(freq / (1 - freq))`: never an `nn.Parameter`)?"""
        if type(value_node) is not cst.Call:
            return False
        qual = self.imports.qualify(value_node.func) or ""
        parts = qual.split(".")
        return len(parts) == 2 and parts[0] == "torch" and parts[1][:1].islower() and \
            parts[1] not in _TORCH_NON_OPS or qual.startswith("torch.nn.functional.")

    def _reads_gradient(self, value_node, target: str | None = None) -> bool:
        """Does ``value_node`` read a `.grad`, or a name other than ``target`` that the running
        code bound to one (`g = w.grad.detach().clone(); ...; w = w - lr * g`; not the power
        iteration's `noise = xi * normalized(noise)`, whose `noise = noise.grad` comes later)?"""
        if references_grad(value_node) or self.assigned_reads_grad:
            return True
        if value_node is None:
            return False
        scope = self._running_function() or self.ctx.module
        names = tree_fact(self.names_cache, "gradient-names", scope, gradient_names) - {target}
        return bool(names) and not names_in(value_node, self.names_cache).isdisjoint(names)

    # ------------------------------------------------------------------------------- assignment
    def _assign(self, target: cst.BaseExpression, value: Value, value_node, statement,
                state: State, frame: Frame) -> None:
        kind = type(target)  # (exact types: isinstance against libcst's ABCs is slow)
        if kind is cst.Name:
            name = target.value
            state.forget(name)
            if name in frame.given:
                frame.rebound.add(name)
            if value_node is not None and type(value_node) is cst.Comparison and \
                    is_periodic_test(value_node):
                state.marks[("periodic-flag", name)] = True
            else:
                state.marks.pop(("periodic-flag", name), None)
            _note_flag_test(name, value_node, state, frame)
            shared = self._shared_table(name, state, frame)
            old = state.locals.get(name) if shared is None else shared.get(name)
            if old is None and frame.globals is not None and frame.globals is not state.locals:
                old = frame.globals.get(name)
            if (old is not None and old.leaf and old.kind == "tensor" and not value.leaf
                    and state.grad and value.kind == "tensor" and value.needs_grad
                    and (references_grad(value_node) or type(statement) in _ASSIGNMENTS and
                         self._reads_gradient(value_node, name))):
                self.facts.rebind_leaf.append(RebindLeafFact(statement, self.statement, name,
                                                             value_node, old.made,
                                                             self._last_backward(old)))
                value = replace(value, rebound=True)  # AGL003 reports it; not its consequences
                self.rebound_nodes |= value.nodes
            elif old is not None and old.rebound and value.kind in ("tensor", "unknown") and \
                    references_grad(value_node):
                # the same update on the next iteration (`theta = theta - lr * theta.grad`
                # again, `params = [p - lr * p.grad for p in params]`): still AGL003's
                # consequence, and so is the chain of graphs it grows
                value = replace(value, rebound=True, items=tuple(
                    replace(item, rebound=True) if item.kind == "tensor" else item
                    for item in value.items))
                self.rebound_nodes |= value.nodes
            elif old is not None and type(value_node) in _COMPREHENSIONS_OF_ITEMS and \
                    state.grad and self._reads_gradient(value_node, name) and \
                    self._rebinding_listed_leaves(old, value, name, value_node, statement):
                # (AGL003 reports it; the next iteration's `.grad` of a non-leaf is its
                # consequence)
                value = replace(value, rebound=True, items=tuple(
                    replace(item, rebound=True) for item in value.items))
                self.rebound_nodes |= value.nodes
            elif old is not None and type(statement) in _ASSIGNMENTS:
                self._check_lost_update(old, value, name, statement, state)
                value = self._rebinding_owned_leaf(old, value, name, statement, state, frame)
                if old.items and value.items:  # `params = draw_start(gen)` of new leaves
                    self._replacing_owned_entries(old, value, statement, name, state, frame)
            if (type(value_node) is cst.BinaryOperation and type(value_node.operator) is cst.Add
                    and type(value_node.left) is cst.Name and value_node.left.value == name
                    and old is not None):
                right = value_node.right
                value = self._accumulate(statement, target, right, self._peek(right, state, frame),
                                         value, state)
            elif old is not None and type(statement) is cst.Assign:
                value = self._running_combination(target, old, value, value_node, statement,
                                                  state, frame)
            value = _checked_when_trained(old, value, value_node, statement, name, state)
            if frame.name == "<module>" and is_empty_registry(value_node) and self.ctx.path and (
                    registering_functions(self.ctx.module, name) or is_registry_object(value_node)):
                value = registry_value(self.ctx.path, name)  # `MODELS = {}`, filled later
            if shared is not None:
                # `nonlocal theta; theta = theta - lr * theta.grad` in a closure: the enclosing
                # function's name, which the closure's next call reads
                shared[name] = self._bind(value, name, frame)
            else:
                state.locals[name] = self._bind(value, name, frame)
        elif kind is cst.Tuple or kind is cst.List:
            elements = [el.value for el in target.elements]
            values = unpack(value, value_node, len(elements),
                            starred=any(type(e) is cst.StarredElement for e in target.elements))
            for element, (item_value, item_node) in zip(elements, values):
                if isinstance(element, cst.StarredElement):
                    element = element.value
                self._assign(element, item_value, item_node, statement, state, frame)
        elif kind is cst.Attribute:
            self._assign_attribute(target, value, value_node, statement, state, frame)
        elif kind is cst.Subscript:
            base = self._eval(target.value, state, frame)
            if is_numpy_array(base):
                return  # `scores[i] = loss`: numpy keeps the number, not the tensor
            if base.kind == "module" and value.kind == "module" and value.fresh:
                # backbone[2] = nn.Linear(...): a layer of a Sequential / ModuleList swapped
                self._replaced_layer(base, "[...]", statement, label_of(target), state, frame)
                if value.sym and value.sym != base.sym:
                    self.parents.setdefault(value.sym, base.sym)
                    self._part_added(base, value, state)
                # (`self.heads[name] = nn.Linear(...)`; `return self.heads[name]`: that layer)
                _remember_entry(target, replace(value, fresh=False), state)
                return
            if base.kind == "module" and base.qual in _PARAMETER_CONTAINERS and \
                    value.kind in ("tensor", "unknown") and not value.opaque:
                # `self.thresholds[i] = torch.stack([lo, hi])`: the container wraps it in a new
                # Parameter, in place of the one an optimizer built before holds
                self.facts.parameter_slots.add(statement)
                self._replaced_layer(base, "[...]", statement, label_of(target), state, frame)
                return
            listed = is_tensor_list(base)
            if base.kind == "tensor" and not listed and leaf_memory(base) is not None:
                self._inplace(leaf_memory(base), target.value, statement, "[...] =", state,
                              uses_grad=references_grad(value_node))
                if base.uninit is not None:  # (`self.weight[i] = layer.weight.T` under no_grad)
                    self._initialised(target.value, state)
            elif base.kind == "tensor" and not listed:
                self._inplace_on_saved(base, target.value, statement, state)
                if base.uninit is not None:
                    self._initialised(target.value, state)
                    base = replace(base, uninit=None)
                self._written_into(target.value, base, [value], state, frame,
                                   kept=(statement, value_node, value))
            else:
                key = self._eval(target.slice[0].slice.value, state, frame) if len(
                    target.slice) == 1 and isinstance(target.slice[0].slice, cst.Index) else None
                if type(statement) is cst.Assign:
                    # `sums[key] = sums.get(key, 0.0) + value * n` (a log buffer's running sums)
                    value = self._running_combination(target, None, value, value_node, statement,
                                                      state, frame, _reads_entry, (cst.Add,))
                    value = self._rebinding_listed_leaf(target, base, key, value, value_node,
                                                        statement, state)
                    index = _known_entry(base, key)
                    if index is not None:  # `params["w"] = torch.randn(..., requires_grad=True)`
                        self._replacing_owned_entries(base.items[index], value, statement,
                                                      label_of(target), state, frame)
                    # `params["shift"] = torch.zeros(k, requires_grad=True).unsqueeze(1)`: an
                    # entry meant to be trained that is no leaf (AGL020 once it is trained)
                    value = _checked_when_trained(None, value, value_node, statement,
                                                  label_of(target), state)
                self._store_item(target, base, value, state, frame, key)
                _remember_entry(target, value, state)

    def _check_lost_update(self, old: Value, value: Value, name: str, statement,
                           state: State) -> None:
        """`for avg, p in zip(average.parameters(), model.parameters()): avg = d * avg + (1 - d) * p`:
        the loop variable that held a parameter is rebound to a new tensor nobody reads before
        the next iteration rebinds it, so the update meant for the parameter is lost (AGL003)."""
        loop = self.loops[-1] if self.loops else None
        if not (old.kind == "tensor" and old.leaf and old.param and value.kind == "tensor"
                and not value.leaf and type(loop) is cst.For and name in bound_names(loop.target)
                and self.statement is not None
                and not any(site is statement for site, *_ in self.facts.lost_updates)
                and unread_after(loop, self.statement, name)):
            return
        self.facts.lost_updates.append((statement, self.statement, name, state.grad is False))

    def _rebinding_listed_leaf(self, target: cst.Subscript, base: Value, key: Value | None,
                               value: Value, value_node, statement, state: State) -> Value:
        """`self.params[i] = p - self.lr * self.velocity[i]` of a hand-written optimizer, grad
        on: a trained leaf of a shared list replaced by a non-leaf computed from it (AGL003,
        as `w = w - lr * w.grad`): the model's list now holds a tensor whose .grad stays None."""
        # (leaves never bound to a name, `{"omega": torch.full(..., requires_grad=True)}`,
        # reach nothing: a rebinding that reads their gradient is the update)
        gradient_step = self._reads_gradient(value_node)
        if base.shallow:
            return value  # (`fast = dict(params); fast[k] = params[k] - lr * g`: params keeps
            # its leaves, the copy holds the computed weights)
        if not (state.grad and value.kind == "tensor" and not value.leaf and base.items and (
                value.needs_grad and value.reach or gradient_step)):
            return value
        # (`params[name] = params[name] - lr * params[name].grad` over a dict of leaves too)
        if base.keys and len(base.keys) != len(base.items):
            return value
        index = _known_entry(base, key)
        olds = [base.items[index]] if index is not None else base.items
        leaves = [old for old in olds if old.sym and old.sym in value.reach or
                  old.sym is None and gradient_step]
        if self._rebound_trained_leaf(leaves, statement, label_of(target), value_node) or \
                gradient_step and any(old.rebound for old in olds):
            # (the same update again, the next iteration: still AGL003's consequence)
            return replace(value, rebound=True)
        return value

    def _store_item(self, target: cst.Subscript, base: Value, value: Value, state: State,
                    frame: Frame, key_value: Value | None = None) -> None:
        """`d["loss"] = loss`, `losses[i] = loss`, `self.activations[name] = output`: the
        container (a name, or an attribute of an object) now holds the value."""
        if value.kind == "module" and frame.name == "__init__" and self.empty_containers:
            # `self.heads[name] = nn.Linear(...)` into the `self.heads = {}` of `__init__`
            self._filled_in_init(target.value, Value(kind="modules", sym=value.sym,
                                                     items=(value,)), state, frame)
        if isinstance(target.value, cst.Name):
            table, key_of = state.locals, target.value.value
        elif isinstance(target.value, cst.Attribute) and (base.kind in ("unknown", "tensor") or
                                                          base.exact):
            owner = self._peek(target.value.value, state, frame)
            if owner.sym is None or (owner.sym, target.value.attr.value) not in state.heap:
                return
            table, key_of = state.heap, (owner.sym, target.value.attr.value)
        else:
            return
        key = literal_key(target)
        if not isinstance(key, str) and key_value is not None and named_by(key_value):
            key = named_by(key_value)  # `nets[role] = ...` in a loop over known names
        if isinstance(key, str) and (base.keys or base.exact and not base.items):
            # d["loss"] = loss: that entry only
            keys, items = list(base.keys), list(base.items)
            if key in keys:
                items[keys.index(key)] = value
            else:
                keys.append(key)
                items.append(value)
            state.write(table, {key_of: replace(
                self._collection_value(items), items=tuple(items), keys=tuple(keys),
                exact=base.exact)})
            if table is state.locals:
                changed_argument(frame, key_of)
        elif value.kind == "tensor" and (value.leaf and not value.nodes or
                                         value.trained_check is not None) and (
                base.exact and not base.items and not base.nodes or
                base.kind == "alike" and base.items[0].kind == "tensor" and (
                    base.items[0].leaf or base.items[0].trained_check is not None)):
            # `params[f"W{i}"] = torch.randn(a, b).requires_grad_()` of a from-scratch network's
            # weights: leaves, each entry standing for the others (the first one seen; one meant
            # to be trained that is no leaf, `glorot(a, b)` returning `(rand(...,
            # requires_grad=True) * 2 - 1) * limit`, stands for them once seen: AGL020's)
            if value.sym is None and value.leaf:  # (`torch.zeros(b, requires_grad=True)`)
                value = replace(value, sym=self._new_sym(label_of(target)))
            if base.kind != "alike" or value.trained_check is not None and \
                    base.items[0].trained_check is None:
                state.write(table, {key_of: Value(kind="alike", items=(value,))})
            if table is state.locals:
                changed_argument(frame, key_of)
        elif value.kind in ("instance", "choice") and _plain_objects(value) and (
                base.exact and not base.items and not base.nodes or
                base.kind == "alike" and _plain_objects(base.items[0])):
            # `self.tracks[name] = RunningMean()` under keys known at run time: objects of
            # those classes, each entry standing for the others
            if base.kind != "alike":
                state.write(table, {key_of: Value(kind="alike", items=(value,))})
            if table is state.locals:
                changed_argument(frame, key_of)
        elif is_tensor_list(base):
            # `weights[i] = weights[i].detach()` of a list of tensors, at an index not known:
            # each entry it held before is maybe replaced, so maybe no longer carried
            joined = join(base, value)
            state.write(table, {key_of: replace(
                joined, sequence="list", maybe=joined.maybe | (base.nodes - value.nodes))})
        elif base.kind != "module":
            # a container now holds the value too (losses[i] = loss)
            state.write(table, {key_of: join(base, value) if base.kind == "tensor" else
                                replace(base, nodes=base.nodes | value.nodes,
                                        reach=base.reach | value.reach,
                                        retains=base.retains or value.retains, exact=False)})

    def _bind(self, value: Value, label: str, frame: Frame) -> Value:
        if value.kind in ("module", "optimizer", "instance", "helper") or value.leaf:
            if value.sym is None:
                # (`for name, param in model.named_parameters()`: a parameter of the model)
                value = replace(value, sym=self._param_sym(value.reach, label) if value.param
                                else self._new_sym(label))
            if value.kind == "optimizer":
                self.facts.optimizers[value.sym] = value.named(label)
            return value.named(label)
        self._register_held_optimizers(value, label)
        return value

    def _register_held_optimizers(self, value: Value, label: str) -> None:
        """`optimizers = {"task": Adam(...), "critic": Adam(...)}`: each optimizer a container
        holds is known from here on, before its first step (a backward in between leaves it
        gradients to apply)."""
        if not value.items or value.kind in ("module", "optimizer", "params", "tensor"):
            return  # (not a list, tuple or dict of objects)
        for index, item in enumerate(value.items[:16]):
            if item.kind == "optimizer" and item.sym and item.sym not in self.facts.optimizers:
                key = value.keys[index] if value.keys and index < len(value.keys) else index
                spelt = f'{label}["{key}"]' if isinstance(key, str) else f"{label}[{key}]"
                self.facts.optimizers[item.sym] = item.named(item.label or spelt)

    def _running_combination(self, target, old: Value | None, value: Value, value_node,
                             statement, state: State, frame: Frame, reads=None,
                             operators=(cst.Add, cst.Subtract)) -> Value:
        """`self.smoothed = beta * self.smoothed + (1 - beta) * loss` (a running average, an
        exponential smoothing), `sums[k] = sums.get(k, 0.0) + v * n` (``reads``: which side
        reads the old value; ``old`` None: that side's value): the new value combines the old
        one with a term, as `+=` does; kept across iterations, it chains every iteration's
        graph (AGL010). So does `torch.cat([self.recent, loss.reshape(1)])[-k:]`: a window of
        the last values, whose new tensor's graph reaches every earlier one's."""
        joined = value_node
        while type(joined) is cst.Subscript:
            joined = joined.value
        concatenated = type(joined) is cst.Call and bool(joined.args) and \
            joined.args[0].keyword is None and \
            type(joined.args[0].value) in (cst.List, cst.Tuple) and \
            self.imports.qualify(joined.func) in api.CONCATENATIONS
        if concatenated:
            sides = tuple(element.value for element in joined.args[0].value.elements)
        elif type(value_node) is cst.BinaryOperation and type(value_node.operator) in operators:
            sides = (value_node.left, value_node.right)
        else:
            return value
        holds = [(reads or _mentions)(side, target) for side in sides]
        if holds.count(True) != 1 or len(sides) < 2:
            return value
        if old is None:
            old = self._peek(sides[holds.index(True)], state, frame)
        term = sides[holds.index(False)]
        added = replace(value, nodes=value.nodes - old.nodes)
        return self._accumulate(statement, target, term, added, value, state, joined=concatenated)

    def _assign_attribute(self, target: cst.Attribute, value: Value, value_node, statement,
                          state: State, frame: Frame) -> None:
        attr = target.attr.value
        _forget_entries(dotted(target), state)  # (`self.hidden = []`: a new container)
        base = self._eval(target.value, state, frame)
        if attr == "data":  # AGL016: a tensor's storage swapped, or a plain attribute set
            plain = base.kind in NOT_TENSORS or value.kind in NOT_TENSORS or \
                type(value_node) in NOT_TENSOR_LITERALS
            (self.facts.data_not_tensor if plain else self.facts.data_maybe_tensor).add(target)
        label = label_of(target)
        state.forget(dotted(target) or label)
        if attr == "grad":
            if base.kind == "tensor" and base.nodes and not base.leaf:
                # `master.grad = ...` of a non-leaf copy (fp32 master weights): its gradient
                # is the program's own, not left None (AGL008)
                self.facts.grad_assigned.add(made_site(base))
            if value_node is not None and _zeroes_gradient(value_node):
                self._zero(base, state)  # p.grad = None, p.grad = torch.zeros_like(p): zeroed
            elif value.kind == "tensor":
                # p.grad = g: a gradient set anew (fp16 master weights, per-sample clipping),
                # which the step then applies: nothing accumulates and nothing is lost
                self._zero(base, state, overwritten=True)
            return
        if attr == "requires_grad":
            flag = literal_bool(value_node) if value_node is not None else None
            if flag is None:
                flag = known_bool(value)  # `p.requires_grad = flag` in a requires_grad() helper
            if base.kind in ("tensor", "unknown"):
                mark_grad_switch(state, target.value, flag)
            if flag and base.kind == "unknown" and not base.nodes and not base.items and \
                    base.sym not in self.module_like:
                # `img.requires_grad = True` of a batch from a loader: only a tensor takes it,
                # and it is now a leaf that asks for its gradient (an attack, a saliency map)
                base = Value(kind="tensor")
            if base.kind == "module" and not base.opaque and flag is not None and (
                    base.qual or isinstance(base.target, ClassInfo) or
                    base.sym in self.module_like):
                # (a module of known class or shown by its use; not any attribute of a library
                # model, `model.pos_embed`, which may well be a parameter)
                # nn.Module has no requires_grad: this sets a plain attribute, nothing is frozen
                built = self.facts.made_at.get(base.sym)
                links = ((built, "the module is built here"),) if built is not None else ()
                self.facts.requires_grad_module.append((statement, label_of(target.value), flag,
                                                        links))
                return
            if flag is False and base.param and base.uninit is not None:
                # `self.weight = nn.Parameter(torch.empty(o, i)); self.weight.requires_grad =
                # False`: a frozen placeholder whose values are loaded (LoRA's pre-trained
                # weight), as `nn.Parameter(torch.empty(...), requires_grad=False)`
                self._rebind(target.value, replace(base, uninit=None, leaf=False), state, frame)
                return
            antifix = None
            if flag and base.cut is not None and not base.nodes:
                # `loss.requires_grad = True` on a tensor cut from the model: the anti-fix if this
                # very tensor is then backpropagated (AGL018); `x = y.detach()` followed by
                # `x.requires_grad = True` is how a new leaf is made, and is fine
                antifix = (statement, base.cut, label_of(target.value))
                base = replace(base, cut=None)
            if flag is not False and base.param and base.reach:
                # unfrozen again (fine-tuning a backbone), or maybe: a flag not known here
                # (restoring a saved `requires_grad`) leaves whether it is frozen unknown
                self._unfreeze(base.reach, state)
                return
            if flag and base.kind == "tensor" and not base.nodes:
                base = replace(base, antifix=antifix)
                self._rebind(target.value, replace(base, leaf=True, reach=EMPTY, made=statement,
                                                   sym=base.sym or self._new_sym(label)),
                             state, frame)
            elif flag is False and base.param and base.reach:
                self._freeze(base.reach, state)
            elif base.kind == "tensor" and base.nodes and not base.leaf and (
                    flag is False or flag is True and not base.opaque and state.grad):
                # (True too: `delta.requires_grad = True` on the step's `delta = (delta + a *
                # g).clamp(...)` of a PGD loop raises, as False does; requires_grad_() does not)
                self.facts.requires_grad_false.append((statement, label_of(target.value),
                                                       made_by_op(base)))
            return
        if attr == "data" and base.uninit is not None:  # `z.data = z1 * a + z2 * (1 - a)`
            self._initialised(target.value, state)
        if attr != "data" and base.sym is None and dotted(target):
            # (an object with no identity here, a network's output of unknown class: what its
            # name's attribute holds is known by spelling, until the name is bound again)
            state.marks = {**state.marks, STORED: {**state.marks.get(STORED, {}),
                                                   dotted(target): value}}
        if attr == "data" or base.sym is None:
            return
        if base.kind == "module" and type(statement) is not cst.AugAssign and \
                self._is_registered_param(base, attr, state) and \
                not _first_set_in_init(base, attr, state, frame) and \
                (value.kind == "tensor" and not value.opaque or
                 value.kind in ("tensor", "unknown") and self._torch_op_call(value_node)) and \
                not value.param and \
                not is_none(value_node) and not self._made_outside_torch(value_node):
            # (an opaque value may be a parameter: weight tying; so may what a library's own
            # class makes, bitsandbytes' Params4bit subclassing nn.Parameter)
            owned = any(opt.owns and overlaps(frozenset({base.sym}), opt.owns, self.parents)
                        for opt in self.facts.optimizers.values())
            self.facts.assign_param.append(AssignParamFact(statement, target, value_node, attr,
                                                           base.label or "module",
                                                           self.facts.made_at.get(base.sym),
                                                           owned))
            return  # torch refuses the assignment (TypeError): the parameter stays
        held = value
        if base.kind == "module" and frame.name == "__init__" and \
                type(value_node) is cst.Call and _is_named_tuple(value):
            # `self.heads = Heads(spf=nn.Linear(w, 1), ...)` of a typing.NamedTuple: a tuple
            held = replace(value, exact=True, items=tuple(
                state.heap.get((value.sym, field.target.value), UNKNOWN)
                for field in value.target.declared_fields()))
        if base.kind == "module" and frame.name == "__init__" and (
                type(value_node) in _PLAIN_CONTAINERS or
                # `self.heads = build_heads(...)`: a helper's list comprehension of layers; a
                # local one (`heads = {k: block() for k in kinds}`)
                type(value_node) in (cst.Call, cst.Name) and (
                    held.kind == "modules" or held.exact and bool(held.items))) and \
                _holds_networks(held, self.parents) and \
                any(self._holds_parameters(item, state, either=True) for item in held.items):
            self.facts.plain_module_containers[statement] = frozenset(
                item.sym for item in held.items if item.sym)
            if held is not value:
                self.facts.module_tuples.add(statement)
        elif base.kind == "module" and frame.name == "__init__" and \
                type(value_node) in (cst.List, cst.Dict) and value.exact and not value.items:
            # `self.blocks = []`, filled by the appends after it (see Calls._filled_in_init)
            self.empty_containers[(base.sym, attr)] = statement
        elif base.kind == "module" and frame.name == "__init__" and value.kind == "params" and \
                value.made is not None and not value.reach and \
                type(value_node) in (cst.Call, cst.Name):
            # `self.gains = make_gains(n)`: a helper's list of `nn.Parameter`s made for it
            self.facts.plain_parameter_containers.add(statement)
        elif base.kind == "module" and frame.name == "__init__" and value.kind == "instance" \
                and isinstance(value.target, ClassInfo) and not value.target.is_module and \
                value.sym and not value.target.is_optimizer:
            self._hidden_in_object(statement, target, value, state)
        old = state.heap.get((base.sym, attr))
        value = _checked_when_trained(old, value, value_node, statement, label, state)
        if base.kind == "module" and value.trained_check is not None and \
                value.trained_check[2] in self.parameter_copies:
            # `self.gain = nn.Parameter(torch.ones(n)).cuda()`: meant as the module's
            # parameter, which it is not (neither registered nor a leaf)
            self._treated_as_trained(value, statement, "stored on the module, which does not "
                                                       "register it: no Parameter")
        if old is not None and isinstance(statement, cst.Assign):
            value = self._running_combination(target, old, value, value_node, statement, state,
                                              frame)
        if (old is not None and old.leaf and old.kind == "tensor" and not value.leaf and state.grad
                and value.kind == "tensor" and value.needs_grad and references_grad(value_node)):
            self.facts.rebind_leaf.append(RebindLeafFact(statement, self.statement, label,
                                                         value_node, old.made,
                                                         self._last_backward(old)))
            value = replace(value, rebound=True)
        elif old is not None and base.kind != "module" and \
                isinstance(statement, (cst.Assign, cst.AnnAssign)):
            value = self._rebinding_owned_leaf(old, value, label, statement, state, frame,
                                               attribute=True)
        if (base.kind == "module" or base.kind == "unknown" and base.sym in self.module_like) \
                and (value.kind == "module" or value.param) and \
                (value.fresh or value.kind == "module" and value.sym is not None) and \
                not (value.kind == "module" and holds_no_parameter(value)):
            # (a model of unknown class shown a module by its use: `model.parameters()` given
            # to an optimizer in a helper; not a loss or an activation, `self.loss =
            # nn.MSELoss()` after the optimizer: nothing in it to train; a module built into a
            # name first, `grown = nn.Embedding(...)`, as well as one built in place)
            self._replaced_layer(base, attr, statement, label, state, frame, new=value)
        if base.kind == "module" and value.kind == "module" and value.sym and value.sym != base.sym:
            self.parents.setdefault(value.sym, base.sym)  # self.fc = nn.Linear(...)
            for alternative in value.alts:  # (`self.embed = A(d) if flag else B(d)`: either)
                self.parents.setdefault(alternative.sym, base.sym)
            self._part_added(base, value, state)
        if value.uninit is not None and isinstance(base.target, ClassInfo) and (
                (base.kind == "module" and self._written_by_init_hook(base.target, attr)) or
                (self._allocates_uninitialized(value.uninit) and
                 self._written_by_a_method(base.target, attr)) or
                self._written_by_an_importer(base.target, attr) or
                self._rebound_by_a_method(base.target, attr)):
            # the model's init hook writes it once built; or `torch.empty` memory that a method
            # of the class initialises (`reset_parameters()`, `init_weights()`) or replaces
            # (`setTarget()`): whether and when it runs is the framework's or the caller's
            # business, and the evidence of a bug is too thin
            value = replace(value, uninit=None)
        sym = f"{base.sym}.{attr}"
        if value.kind in ("module", "optimizer", "instance", "helper") or value.leaf:
            if value.sym is None:
                value = replace(value, sym=sym)
            if value.kind == "optimizer":
                self.facts.optimizers[value.sym] = value.named(label)
            value = value.named(label)
        else:
            self._register_held_optimizers(value, label)
        state.writable_heap()[(base.sym, attr)] = value

    def _rebinding_listed_leaves(self, old: Value, value: Value, name: str, value_node,
                                 statement) -> bool:
        """`params = [p - lr * p.grad for p in params]` (or a dict comprehension over
        `params.items()`) of trained leaves, grad on: every leaf rebound to a computed tensor,
        whose .grad stays None after the next backward (AGL003, as `w = w - lr * w.grad`)."""
        carried = value.nodes or any(item.nodes for item in value.items)
        return bool(carried) and name in names_in(value_node) and \
            self._rebound_trained_leaf(old.items, statement, name, value_node)

    def _rebound_trained_leaf(self, olds, statement, label: str, value_node) -> bool:
        """Report (AGL003) the first of ``olds`` that is a leaf a backward trained, now replaced
        by ``value_node``'s computed tensor; False when none is (a tensor built up from its
        start value, never trained)."""
        for old in olds:
            if old.kind != "tensor" or not old.leaf:
                continue
            backward = self._last_backward(old)
            if backward is not None:
                self.facts.rebind_leaf.append(RebindLeafFact(statement, self.statement, label,
                                                             value_node, old.made, backward))
                return True
        return False

    def _last_backward(self, leaf: Value):
        """The site of the latest backward whose loss reached ``leaf`` (evidence: whose
        gradient the leaf's update read), or None. A leaf with no name of its own (an item of
        a dict literal) is reached by no known loss: the latest backward, whose gradient the
        caller saw read."""
        if leaf.sym is None:
            return next((fact.site for kind, fact in reversed(self.trace)
                         if kind == "backward"), None) if leaf.leaf else None
        return next((fact.site for kind, fact in reversed(self.trace)
                     if kind == "backward" and leaf.sym in reach_of(fact.loss)), None)

    def _shared_table(self, name: str, state: State, frame: Frame) -> dict | None:
        """Where an assignment to ``name`` declared `nonlocal` / `global` in the running
        function goes: the enclosing function's locals (its closure's), or the module's."""
        declared = frame.shared.get(name)
        if declared == "nonlocal" and frame.enclosing is not None and name in frame.enclosing:
            return frame.enclosing
        if declared == "global" and frame.globals is not None and \
                frame.globals is not state.locals and frame.globals is self.main.globals:
            return frame.globals  # (not another module's names, kept for every file's run)
        return None

    def _hidden_in_object(self, statement, target: cst.Attribute, value: Value,
                          state: State) -> None:
        """`self.calibration = MachineCalibration(n)` of a plain class whose `__init__` stores
        `nn.Parameter`s on itself: a module registers neither the object nor what it holds
        (AGL011, where a backward reaches them and no optimizer is given them). Not networks it
        holds: an EMA helper's shadow copy is kept out of `parameters()` on purpose."""
        held = [part for (owner, _), part in state.heap.items() if owner == value.sym and
                part.kind == "tensor" and part.param and part.leaf]
        if held:
            syms = frozenset(part.sym for part in held if part.sym) | {value.sym}
            self.facts.hidden_parameters.append((statement, target, value.target.name, syms))

    def _filled_in_init(self, container: cst.CSTNode, changed: Value, state: State,
                        frame: Frame) -> None:
        """`self.blocks.append(Block(d))` (or `self.heads[name] = Head()`) in a module's
        `__init__`, into the plain list (dict) its `self.blocks = []` made: the networks it now
        holds are hidden there, as in a display (AGL011, reported at that assignment)."""
        if type(container) is not cst.Attribute:
            return
        base = self._peek(container.value, state, frame)
        statement = self.empty_containers.get((base.sym, container.attr.value)) \
            if base is not None and base.kind == "module" else None
        if statement is not None and _holds_networks(changed, self.parents) and \
                any(self._holds_parameters(item, state, either=True) for item in changed.items):
            self.facts.plain_module_containers[statement] = \
                self.facts.plain_module_containers.get(statement, frozenset()) | frozenset(
                    item.sym for item in changed.items if item.sym)

    def _holds_parameters(self, value: Value, state: State, either: bool = False) -> bool:
        """Is ``value`` a network known to hold parameters (a premise of AGL011, unknown is not
        known): a torch layer that has some (`nn.Linear`), or a project network shown to (see
        ``_known_trainable``); of a network that is one of several (`HEADS[kind](...)`), each
        of them, or with ``either``, one of them (an entry of `{n: CRITERIA[n]() for n in
        names}`, a container that holds whichever the names pick)."""
        if value.kind != "module" or value.opaque:
            return False
        if value.frozen or value.sym and self._is_frozen(value.sym):
            return False  # (a frozen teacher kept out of `parameters()` on purpose)
        if api.holds_parameters(value.qual):
            return True
        if not value.sym:
            return False
        shown = (self._alternative_trainable(value, sym, state)
                 for sym in alternatives(value.sym))
        return any(shown) if either else all(shown)

    def _alternative_trainable(self, value: Value, sym: str, state: State) -> bool:
        """Is the network ``sym``, one of those ``value`` may be, shown to hold parameters?"""
        klass = value.target if isinstance(value.target, ClassInfo) else self._instance_class(sym)
        return klass is not None and self._known_trainable(replace(value, sym=sym), klass, state)

    def _instance_class(self, sym: str) -> ClassInfo | None:
        """The project class of the network ``sym`` the analysis built."""
        for path, qualname, made in self.facts.instances:
            if made == sym:
                context = self.contexts.get(path)
                return context.classes.get(qualname.rsplit(".", 1)[-1]) \
                    if context is not None else None
        return None

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


def _first_set_in_init(module: Value, attr: str, state: State, frame: Frame) -> bool:
    """``self.w = torch.randn(m, d)`` in the module's own ``__init__``, before anything set
    ``self.w``: a plain attribute for now (the parameter the class makes of it comes later)."""
    instance = frame.instance
    return frame.name == "__init__" and instance is not None and instance.sym == module.sym and \
        (module.sym, attr) not in state.heap


# runs of a loop whose body hands itself the next state (`state = state.run(ctx)`, each state
# an object of another class): it runs on while each run brings a class it has not met
MAX_STATE_RUNS = 8


def _instance_classes(value: Value) -> set:
    if value.kind in ("instance", "module") and isinstance(value.target, ClassInfo):
        return {id(value.target)}
    if value.kind == "choice":
        return set().union(*map(_instance_classes, value.items))
    return set()


def _note_states(state: State, held: dict) -> None:
    """Record the classes of the objects the names hold as a run of a loop begins."""
    for name, value in state.locals.items():
        classes = _instance_classes(value)
        if classes:
            held.setdefault(name, set()).update(classes)


def _graphless_keys(state: State) -> set:
    """The local names and object attributes (heap keys) whose values carry no graph."""
    return {name for name, value in state.locals.items() if not value.nodes} | \
        {key for key, value in state.heap.items() if not value.nodes}


def _gains_graph(state: State, graphless: set) -> bool:
    """Does a name or attribute that held no graph as the first two runs of a training loop
    began hold one now? Its graph was built in the second run from what the first left (a
    memory flushed from the messages the last batch stashed), and only a third run meets it
    carried into the next iteration."""
    return not state.dead and (
        any(value.nodes and name in graphless for name, value in state.locals.items()) or
        any(value.nodes and key in graphless for key, value in state.heap.items()))


def _brings_new_state(state: State, held: dict) -> bool:
    """Does a name the loop's runs began with now hold an object of a class it never held as
    a run began (a state machine's `state = state.run(ctx)` returning `FitSurrogate()`)?"""
    return not state.dead and any(
        not _instance_classes(state.locals[name]) <= classes
        for name, classes in held.items() if name in state.locals)


def _note_flag_test(name: str, value_node, state: State, frame: Frame) -> None:
    """`flag = x is not None and y` / `flag = True if <test> else False` in ``frame``: while
    ``name`` holds it, a test of ``name`` is that test (see Statements._split_cases); a flag
    made of a name bound again no longer says what that name holds."""
    test = value_node
    if type(test) is cst.IfExp and type(test.body) is cst.Name and \
            type(test.orelse) is cst.Name and \
            (test.body.value, test.orelse.value) == ("True", "False"):
        test = test.test
    is_test = (type(test) in (cst.Comparison, cst.BooleanOperation) or
               type(test) is cst.UnaryOperation and type(test.operator) is cst.Not) and \
        name not in _names_tested(test)  # (`flag = flag or x`: what it held before, not known)
    flags = state.marks.get(FLAG_TESTS)
    if not flags and not is_test:
        return
    kept = {flag: entry for flag, entry in (flags or {}).items() if flag != name and not (
        entry[0] is frame and name in _names_tested(entry[1]))}
    if is_test:
        kept[name] = (frame, test)
    # (new tables: the marks are shared with the caller and the paths forked from this one)
    state.marks = {**state.marks, FLAG_TESTS: kept}


def _flag_named(name: str, state: State, frame: Frame):
    """The test the flag ``name`` of ``frame`` was made of on this path, or None."""
    entry = (state.marks.get(FLAG_TESTS) or {}).get(name)
    return entry[1] if entry is not None and entry[0] is frame else None


def _flag_test_of(test, state: State, frame: Frame) -> tuple | None:
    """(the test a flag was made of, the truth ``test`` gives it) where ``test`` is the flag's
    name, or `not` of it; else None."""
    truth = True
    while type(test) is cst.UnaryOperation and type(test.operator) is cst.Not:
        test, truth = test.expression, not truth
    found = _flag_named(test.value, state, frame) if type(test) is cst.Name else None
    return (found, truth) if found is not None else None


def _names_tested(test) -> set:
    return {node.value for node in walk(test) if type(node) is cst.Name}


def _facts(test, truth: bool, settings) -> dict:
    """The truths of the plain tests ``test`` is made of where ``test`` has ``truth`` (`a and
    b` true: both true; false: not known which; `a or b` false: both false)."""
    kind = type(test)
    if kind is cst.UnaryOperation and type(test.operator) is cst.Not:
        return _facts(test.expression, not truth, settings)
    if kind is cst.BooleanOperation:
        if (type(test.operator) is cst.And) is not truth:
            return {}
        return {**_facts(test.left, truth, settings), **_facts(test.right, truth, settings)}
    cond = condition_key(test, settings)
    return {cond[0]: cond[1] is truth} if cond is not None else {}


def _tests_value_of(name: str, tested) -> bool:
    """Does one of the ``tested`` keys compare ``name``'s value with literals?"""
    return any(value_test(raw) is not None and value_test(raw)[0] == name for raw in tested)


def _known_entry(container: Value, key: Value | None) -> int | None:
    """The index in ``container.items`` of the entry a known key (a string of a dict whose
    keys are known, an integer of a list) names, or None."""
    named = named_by(key) if key is not None else None
    if container.keys and len(container.keys) == len(container.items) and named in container.keys:
        return container.keys.index(named)
    index = known_int(key) if key is not None and not container.keys else None
    return index if index is not None and 0 <= index < len(container.items) else None


def _loop_jumps(loop_exits: list) -> int:
    """How many `break` / `continue` states the function's loops being run have taken."""
    return sum(len(exits["breaks"]) + len(exits["continues"]) for exits in loop_exits)


def _last_test_of_flags(flags: frozenset, statements, index: int, cache: dict) -> int | None:
    """The index of the last statement after ``index`` that tests one of ``flags`` (names set
    to a literal) before a simple statement binds it again, or None."""
    last = None
    for later in range(index + 1, len(statements)):
        if not flags:
            break
        tested, assigned = statement_tests(statements[later], cache)
        if not flags.isdisjoint(tested):
            last = later
        if type(statements[later]) is cst.SimpleStatementLine:
            flags = flags - assigned
    return last


def _items_holder(loop: cst.For) -> str | None:
    """The local name whose items a loop binds one by one to a plain name (`for t in tensors:`,
    `for t in params.values():`), or None."""
    if type(loop.target) is not cst.Name:
        return None
    source = loop.iter
    if type(source) is cst.Call and not source.args and type(source.func) is cst.Attribute and \
            source.func.attr.value == "values":
        source = source.func.value
    return source.value if type(source) is cst.Name else None


def _ifs_under(loop) -> frozenset:
    return frozenset(id(node) for node in walk(loop.body) if type(node) is cst.If)


def _literal_operand(node) -> bool:
    """A literal a test compares with: a string, a number, True / False / None, or a tuple,
    list or set of them."""
    kind = type(node)
    if kind in (cst.SimpleString, cst.Integer, cst.Float, cst.ConcatenatedString):
        return True
    if kind is cst.Name:
        return node.value in ("True", "False", "None")
    if kind in (cst.Tuple, cst.List, cst.Set):
        return all(_literal_operand(element.value) for element in node.elements)
    return False


def _invariant_tests(loop, scope, block_cache: dict, names_cache: dict) -> list[tuple]:
    """(key, `if` node) of each test inside ``loop`` that may be split on: of a name the loop
    never assigns, nor the rest of ``scope`` (its function, or module) reads, around an update."""
    tested, assigned = statement_tests(loop, block_cache)
    found = []
    for node in walk(loop.body):
        if type(node) is not cst.If:
            continue
        cond = condition_key(node.test)
        key = cond[0] if cond is not None else None
        if key is None or key not in tested or key in assigned or \
                re.split(r"[.=<>]", key, maxsplit=1)[0] in assigned or \
                names_in(node, names_cache).isdisjoint(_TRAINING_NAMES):
            continue
        spelled = re.split(r"==|>|<", key, maxsplit=1)[0]
        inside = sum(1 for used in walk(loop) if _spells(used, spelled))
        # (a function's body: its parameter `use_amp=False` is no read of it, nor is the
        # statement that sets it, `search = search or nevergrad is not None`)
        body = scope.body if type(scope) is cst.FunctionDef else scope
        if scope is None or sum(1 for used in walk(body) if _spells(used, spelled)) - \
                _setting_reads(body, spelled) == inside:
            found.append((key, node))
    return found


def _setting_reads(scope, name: str) -> int:
    """How often ``name`` is spelt in the statements of ``scope`` that assign ``name``."""
    count = 0
    for node in walk(scope):
        if type(node) is cst.Assign and any(_spells(target.target, name)
                                            for target in node.targets) or \
                type(node) in (cst.AugAssign, cst.AnnAssign) and _spells(node.target, name):
            count += sum(1 for used in walk(node) if _spells(used, name))
    return count


def _spells(node, name: str) -> bool:
    return type(node) in (cst.Name, cst.Attribute) and dotted(node) == name


def _switches_under_a_test(function: cst.FunctionDef) -> bool:
    """Does ``function`` switch the grad mode only on some paths (a no_grad() under an `if`)?"""
    return any(type(node) is cst.If and not names_in(node).isdisjoint(GRAD_SWITCHES)
               for node in walk(function.body))


def _is_named_tuple(value: Value) -> bool:
    """An object of a `class Heads(typing.NamedTuple)` the analysis read: a plain tuple."""
    return value.kind == "instance" and value.sym is not None and \
        isinstance(value.target, ClassInfo) and \
        any(base in api.RECORD_FACTORIES for base in value.target.bases)


def _holds_networks(value: Value, parents: dict) -> bool:
    """Is every item of a plain container a network the analysis knows (`[Block(d) ...]`, a
    registry's class called) and registered nowhere else (`[self.b1, self.b2]` only lists
    registered ones)? One unknown item, and whether it holds networks is unknown."""
    items = value.items if value.kind == "modules" or value.items else ()
    return bool(items) and all(item.kind == "module" and not item.opaque and item.sym and
                               not any(sym in parents or _part_of_another(sym)
                                       for sym in alternatives(item.sym))
                               for item in items)


def _leaves_the_call(body) -> bool:
    """Does the block end by returning (`return False`, `return`)?"""
    statements = getattr(body, "body", ())
    last = statements[-1] if statements else None
    if type(last) is cst.SimpleStatementLine:
        return type(last.body[-1]) is cst.Return
    return False


def _part_of_another(sym: str) -> bool:
    """`Darknet#0.module_list.<part>.0`: a network reached through another one's attribute
    (`[layer[0] for layer in self.module_list]`), registered there."""
    return "." in sym.rsplit(":", 1)[-1]


def _zeroed_where_present(chain, orelse) -> cst.BaseExpression | None:
    """``p`` for `if p.grad is not None:` (no other branch) whose body zeroes ``p.grad``
    (`p.grad.zero_()`, `p.grad.data.zero_()`, `p.grad = None`, after a `detach_()` or not)."""
    if len(chain) != 1 or orelse is not None:
        return None
    test, body = chain[0]
    found = none_test(test)
    if found is None or not found[1] or type(found[0]) is not cst.Attribute or \
            found[0].attr.value != "grad":
        return None
    owner = dotted(test.left.value)
    if owner is None:
        return None
    grad = f"{owner}.grad"
    for statement in getattr(body, "body", ()):
        if type(statement) is not cst.SimpleStatementLine:
            continue
        for small in statement.body:
            if type(small) is cst.Expr and type(small.value) is cst.Call and \
                    type(small.value.func) is cst.Attribute and \
                    small.value.func.attr.value == "zero_" and \
                    dotted(small.value.func.value) in (grad, f"{grad}.data"):
                return test.left.value
            if type(small) is cst.Assign and len(small.targets) == 1 and \
                    dotted(small.targets[0].target) == grad and _zeroes_gradient(small.value):
                # (`p.grad = Variable(data.new().resize_as_(data).zero_())`: zeros anew)
                return test.left.value
    return None


def _zeroes_gradient(expr) -> bool:
    """Does assigning ``expr`` to a `.grad` zero it: None, or a value made by zeroing
    (`x.zero_()`, `torch.zeros_like(g)`, `g.new_zeros(...)`)?"""
    if is_none(expr):
        return True
    for node in walk(expr):
        if type(node) is cst.Call:
            func = node.func
            name = func.attr.value if type(func) is cst.Attribute else \
                func.value if type(func) is cst.Name else None
            if name in ("zero_", "zeros", "zeros_like", "new_zeros"):
                return True
    return False


def _none_narrowing(chain, plan, has_else: bool, state: State) -> dict:
    """`if hidden is not None: hidden.detach_()`: where the test says a local name is None, it
    holds None (not the tensor it may hold elsewhere), as a type checker narrows it. Only for a
    single test (no elif) that runs either way."""
    if len(chain) != 1 or len(plan) != (2 if has_else else 1):
        return {}
    found = none_test(chain[0][0])
    if found is None or type(found[0]) is not cst.Name or found[0].value not in state.locals:
        return {}
    subject, negated = found
    return {(1 if has_else else "fallthrough") if negated else 0: (subject.value, NONE)}


def _checked_when_trained(old: Value | None, value: Value, value_node, statement, label: str,
                          state: State) -> Value:
    """``value`` as bound by the assignment ``statement`` to ``label``: a tensor meant to be
    trained that is no leaf (`torch.randn(..., requires_grad=True) / 10`, or a leaf rebound to
    an op on it) carries the AGL020 fact, reported once the program treats it as trained."""
    if type(statement) not in _ASSIGNMENTS or value.rebound:
        return value  # (a rebound leaf is AGL003's)
    if value.nonleaf_from is not None:
        return replace(value, nonleaf_from=None,
                       trained_check=(statement, label, value.nonleaf_from))
    if _leaf_rebound_to_op(old, value, value_node, state):
        return replace(value, trained_check=(statement, label, value_node))
    return value


def _leaf_rebound_to_op(old: Value | None, value: Value, value_node, state: State) -> bool:
    """`self.codes = self.codes * std` after `self.codes = torch.randn(..., requires_grad=True)`:
    the name now holds the result of an op on a leaf that is not a parameter, so it is no leaf
    itself; treated as trained (given to an optimizer, its .grad read) it is AGL020's. (A
    rebinding from the leaf's own gradient, `w = w - lr * w.grad`, is AGL003's.)"""
    return old is not None and old.kind == "tensor" and old.leaf and not old.param and \
        old.trained_check is None and value.kind == "tensor" and not value.leaf and \
        bool(value.nodes) and not value.opaque and not value.rebound and \
        value.trained_check is None and state.grad is True and not references_grad(value_node)


def _local_or_entry(node) -> bool:
    """A name, or an entry of one by a literal index (`conf[0]`)."""
    return type(node) is cst.Name or type(node) is cst.Subscript and \
        type(node.value) is cst.Name and len(node.slice) == 1 and \
        type(node.slice[0].slice) is cst.Index and literal_int(node.slice[0].slice.value) is not None


def _is_tensor(value: Value) -> bool | None:
    """Is ``value`` a tensor: known one, known not (a number, a module), or None."""
    if value.kind == "tensor":
        # (not the output itself of a network of unknown class: it may be a tuple or a dict;
        # nor an output of a network's call, `out, state = self.rnn(x, state)` of an LSTM,
        # whose state is a tuple: what ops make is a tensor)
        newest = max(value.nodes, key=lambda node: node.order) if value.nodes else None
        return None if newest is not None and (newest.parts is not None or
                                               newest.module is not None) else True
    return False if value.kind in ("other", "module", "optimizer") else None


def _manages_context(value) -> bool:
    """An object of a project class that defines both ``__enter__`` and ``__exit__``."""
    return value.kind in ("instance", "module") and isinstance(value.target, ClassInfo) and \
        "__enter__" in value.target.methods and "__exit__" in value.target.methods


def _reads_entry(expr: cst.BaseExpression, target: cst.Subscript) -> bool:
    """Is ``expr`` the entry ``target`` names, read as `d[k]` or `d.get(k, default)`?"""
    if type(expr) is cst.Subscript:
        return expr.deep_equals(target)
    if type(expr) is not cst.Call or type(expr.func) is not cst.Attribute or \
            expr.func.attr.value != "get" or not expr.args or len(target.slice) != 1 or \
            not isinstance(target.slice[0].slice, cst.Index):
        return False
    return expr.func.value.deep_equals(target.value) and \
        expr.args[0].value.deep_equals(target.slice[0].slice.value)


def _mentions(expr: cst.BaseExpression, target: cst.BaseExpression) -> bool:
    """Does ``expr`` contain ``target`` (a name or an attribute, spelt the same)?"""
    if type(target) is cst.Name:
        return target.value in names_in(expr)
    return any(type(inner) is type(target) and inner.deep_equals(target) for inner in walk(expr))


def _nested_defs(function: cst.FunctionDef) -> bool:
    """Does ``function`` define a function inside it (a decorator's wrapper, a decorator
    factory's decorator)? One that defines none returns what it was given, or a value the
    analysis keeps no better than the function itself (a registration)."""
    return any(type(node) is cst.FunctionDef and node is not function for node in walk(function))


def _plain_objects(value: Value) -> tuple:
    """The objects ``value`` is, when it is an object of a project class that is no module or a
    choice of such objects; else ()."""
    items = value.items if value.kind == "choice" else (value,)
    return items if items and all(item.kind == "instance" and
                                  isinstance(item.target, ClassInfo) for item in items) else ()


def _range_start(iterated) -> int | None:
    """The first item of the builtin `range(n)` / `range(a, n[, step])` call ``iterated`` of a
    literal start, else None."""
    if type(iterated) is not cst.Call or not 1 <= len(iterated.args) <= 3 or \
            any(arg.keyword is not None or arg.star for arg in iterated.args):
        return None
    return 0 if len(iterated.args) == 1 else literal_int(iterated.args[0].value)


# exceptions a torch function raises when handed what is no tensor (`torch.log(3)`)
_TYPE_ERROR_CATCHERS = frozenset({"Exception", "BaseException", "TypeError"})


def _catches_type_errors(handler: cst.ExceptHandler) -> bool:
    """Does ``handler`` catch the TypeError a torch function raises on a number or an array
    (a bare `except:`, `except Exception`, `except (TypeError, ValueError)`)?"""
    caught = handler.type
    if caught is None:
        return True
    names = [el.value for el in caught.elements] if type(caught) is cst.Tuple else [caught]
    return any(dotted(name) in _TYPE_ERROR_CATCHERS for name in names)


def _remember_entry(target: cst.Subscript, value: Value, state: State) -> None:
    """`self.hidden[i] = h` at an index not known: a read of `self.hidden[i]` before `i` or the
    container changes is that value (not every entry the container may hold); any other entry
    once remembered of the container may be the one just written."""
    spelt = entry_spelling(target)
    container = dotted(target.value)
    if container is None:
        return
    stored = {key: held for key, held in (state.marks.get(STORED) or {}).items()
              if not key.startswith(container + "[")}
    if spelt is not None:
        stored[spelt] = value
    state.marks = {**state.marks, STORED: stored}


def _forget_entries(container: str | None, state: State) -> None:
    """The container spelt ``container`` is bound anew: no entry remembered of it holds."""
    stored = state.marks.get(STORED)
    if container and stored and any(key.startswith(container + "[") for key in stored):
        state.marks = {**state.marks, STORED: {key: held for key, held in stored.items()
                                               if not key.startswith(container + "[")}}


def _unlisted_item_nodes(iterated: Value) -> frozenset:
    """The graph nodes of the items of a container of tensors (or of the containers a `zip`
    pairs) whose items are not known one by one (`all_log_pis.append(log_pi)` in a loop over
    agents): which of them an item carries, and whether two items share any, is not known."""
    parts = iterated.items if iterated.kind == "zip" else (iterated,)
    return frozenset().union(*(part.nodes for part in parts
                               if part.kind == "unknown" and part.nodes and not part.items))
