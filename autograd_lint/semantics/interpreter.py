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

import builtins
from contextlib import contextmanager
import itertools
import os
import re
import sys

import libcst as cst

from . import torch_api as api
from .hazards import HazardFacts
from .class_reading import example_arguments, legacy_attributes, registered_parameters
from .syntax import is_evaluation_name, literal_bool, root_name
from .names import ImportMap, dotted
from .project import MAX_IMPORTERS, Project
from .project_values import MAX_REGISTRY_IMPORTERS, ProjectValues
from .registries import (OBJECT_REGISTERING, dispatch_overloads, is_empty_registry,
                         is_registry_object, is_singledispatch, module_values,
                         registered_by_decorator, registered_here, registry_writers)
from .script_runs import ScriptRun, merge_facts, sym_prefix
from .callers_grad import calls_without_grad
from .state import (ASSUMED_ON, Budget, ClassInfo, Frame, Heap, ModuleContext, State,
                    attributes_set)
from .values import Facts, Value, alternatives, next_order
from .walk import names_in, tree_fact, walk
from .statements import Statements
from .expressions import Expressions
from .calls import Calls
from .events import AutogradEvents
from ..budget import model_time_up

# A function is analysed on its own only if it uses one of these names.
TRIGGER_NAMES = frozenset({
    "backward", "manual_backward", "step", "zero_grad", "grad", "requires_grad", "requires_grad_",
    "Parameter", "parameters", "named_parameters", "weight", "bias", "autograd", "eval", "numpy"})
MAX_STEPS_PER_ENTRY = 200_000
_TRAINING_CALLS = frozenset({"backward", "manual_backward", "step", "zero_grad"})
# words without which a file turns grad off nowhere (see _called_upstream_without_grad)
_GRAD_OFF_WORDS = frozenset({"no_grad", "inference_mode", "set_grad_enabled"})
# Statements are a poor measure of work: nested loops (each body runs twice) or a looping helper
# called from many places multiply autograd events, and each costs state copies. The time an
# entry may take is bounded by the model's share of the file's time budget (budget.model_time_up);
# this cap bounds the work where there is no budget (`--time-budget 0`): a 50,000-line training
# script has about 30,000 events, a looping helper called 1,000 times 128,000 (some shapes cost
# more than linear time per event: each fork of the state copies what the backwards freed). An
# entry stopped either way is reported, never skipped silently.
MAX_EVENTS_PER_ENTRY = 40_000
TIME_CHECK_TICKS = 64  # how often (in ticks) the CPU clock is read
# definitions of other files followed to decide whether an importer is worth running
MAX_LEADS = 400


class Interpreter(Statements, Expressions, Calls, AutogradEvents, ProjectValues, HazardFacts):
    def __init__(self, module: cst.Module, imports: ImportMap, path: str | None = None,
                 project: Project | None = None, sym_prefix: str = "") -> None:
        self.module = module
        self.sym_prefix = sym_prefix           # see script_runs.sym_prefix
        self.project = project if path else None
        self.main = ModuleContext(path, module, imports, self.project.caches_for(path, module)
                                  if self.project is not None else None)
        self.ctx = self.main                   # the module whose code is being run
        self.contexts: dict[str, ModuleContext | None] = {}   # project modules by path
        if path:
            self.contexts[os.path.abspath(path)] = self.main
        self.def_contexts: dict[int, ModuleContext] = {}      # id(def) -> the module defining it
        self.resolved: dict[tuple, Value | None] = {}         # (module path, qual) -> its value
        self.registries: dict[tuple, tuple] = {}  # (module path, name) -> what it may hold
        self.calls_cut = 0  # calls not followed: too deep, or recursive
        self.training_cuts = 0  # those of them that may differentiate or train
        self.changed_arguments: dict = {}  # see Calls._arguments_changed
        # calls summarised (see summaries.py); objects read from outside the call being run
        # (globals, other modules, enclosing scopes, attributes), and the library objects read
        # from globals while a summarised call runs: (globals, name, value)
        self.summaries: dict[tuple, object] = {}
        self.shared_reads = 0
        self.filled: set = set()  # (per entry: see _run_entry)
        # allocations of garbage memory registered as a module's buffer (see _uninitialized_read)
        self.buffer_origins: set = set()
        self.grad_read_at = -1  # trace position of the last `.grad` read (per entry)
        self.summary_reads: list | None = None
        # network constructors summarised (see constructors.py), the run being recorded's
        # ownership of symbols, and the networks it built
        self.constructor_summaries: dict[tuple, object] = {}
        self.ownership = None
        self.created_log: list | None = None
        self._loop_tests: dict = {}  # id(loop) -> (loop, the tests it may be split on)
        self.nonleaf_reported: set = set()  # AGL020 statements treated as trained
        self.dependencies: dict[str, str] = {}  # project files read: path -> content digest
        self._names_from_main: dict[str, set[str]] = {}       # importer -> names it takes from us
        self.project_seconds = 0.0             # spent on other files (for --profile)
        self.project_depth = 0
        self.facts = Facts()
        self.called: dict[int, cst.FunctionDef] = {}  # function defs followed from a call, by id
        self.followed_grad: dict[int, set] = {}  # function id -> grad modes it was followed in
        self.heavy_runs: dict[int, int] = {}  # function id -> its heavy runs in this entry
        self.deep_runs: dict[int, int] = {}   # function id -> its runs past SHALLOW_CALL_DEPTH
        self._script_facts: list[Facts] = []   # what the scripts importing this file showed
        self.scripts_run: list[str] = []       # (their paths)
        self._project_names: frozenset | None = None  # see _calls_into_project
        self._local_names: dict[int, frozenset] = {}  # see _runs_differently_here
        self.module_like: set[str] = set()     # symbols used as modules (.parameters() ...)
        # method name -> for each call of it on an object of unknown class: was grad off?
        self.unresolved_calls: dict[str, set[bool]] = {}
        self.has_parameters: set[str] = set()  # symbols asked for .parameters()
        self.frozen_syms: set[str] = set()     # modules whose parameters were set requires_grad=False
        # module -> graph nodes its parameters joined by an in-place op with a graph-carrying
        # operand outside no_grad (an EMA update `t.mul_(d).add_((1 - d) * s)`)
        self.param_graphs: dict[str, frozenset] = {}
        self.loaded_syms: set[str] = set()     # objects torch.load / torch.jit.load returned
        self.trace: list = []                  # backward / step / zero events of the current entry
        self.handed_unseen: list = []          # (trace index, graph nodes) handed to unseen code
        self.given_unseen: list = []           # (trace index, graph nodes) any unseen code got
        self.local_keepers: set = set()        # keepers of sums / lists a function made itself
        self.returned_keepers: set = set()     # ... which the function returned to its caller
        self.entry_keepers: set = set()        # ... which the entry's own function made
        self.enclosing_spans: dict = {}        # keeper -> the loop around the one it outlives
        self.loops: list[cst.CSTNode] = []
        self.counter = itertools.count()
        self.optimizers_built = 0  # (no optimizer yet: no layer swap can make one stale)
        # networks built while an optimizer existed: sym -> (the call, how many optimizers were
        # built before it, the calls followed to it); and the calls followed to each optimizer
        # built, and the split path it was built on (see HazardFacts._check_untrained_networks)
        self.late_networks: dict[str, tuple] = {}
        self.optimizer_calls: dict[str, tuple] = {}
        self.optimizer_paths: dict[str, tuple] = {}
        self.param_groups_added = False  # (`opt.add_param_group(...)`: what it holds grew)
        # (module symbol, attribute) -> `self.blocks = []` in its `__init__` (a plain container)
        self.empty_containers: dict[tuple, cst.CSTNode] = {}
        self.depth = 0
        self.steps = 0
        self.stack: list[int] = []
        self.call_nodes: list = []             # the calls being followed, outermost first
        self.statement: cst.CSTNode | None = None
        self.loop_exits: list[dict] = []       # per enclosing loop: states at continue / break
        self.loop_names: list[set] = []        # names bound before each enclosing loop
        self.unrolling: set[int] = set()       # loops run item by item (over known items)
        self.body_runs = 1                     # how often the loop body being run runs in all
        # a loop name -> (the local whose item it holds, the index, the value bound): see _rebind
        self.item_aliases: dict[str, tuple] = {}
        self.package_networks: dict[str, Value | None] = {}  # see _package_network
        self.grad_reads = 0                    # `.grad` reads evaluated so far
        self.assigned_reads_grad = False       # the value being assigned read a `.grad`
        # a name a loop not run item by item binds to each item of a local in turn -> (that
        # local, the value bound): an in-place detach of the name detaches every item
        self.each_item_of: dict[str, tuple] = {}
        self.loop_spans: list = []             # LoopSpan of each enclosing loop of the function
        # loop statement id -> the creation order its current iteration began at (kept across
        # calls: a callback's zeroing is in its caller's iteration)
        self.iteration_began: dict[int, int] = {}
        self.parameter_loops: set[int] = set()  # loops over a model's parameters or submodules
        self.item_nodes: dict[int, frozenset] = {}  # loop -> graph nodes of items not known one by one
        self.network_loops: set[int] = set()    # loops over a collection of networks
        self.lambdas: dict[int, cst.FunctionDef] = {}  # lambda -> the function it stands for
        self.partial_calls: dict[tuple, cst.Call] = {}  # (partial(...), call of it) -> one call
        self.frames: list[Frame] = []          # functions being run, innermost last
        self.pending: list[tuple] = []         # facts confirmed or dropped at the entry's end
        self._zeroed_syms: set[str] = set()    # objects zero_grad() was called on
        self.parents: dict[str, str] = {}      # module symbol -> the module it is a part of
        self.forward_hooks: dict[str, list] = {}  # module symbol -> [(hook, its instance)]
        # (optimizer symbol, "pre" / "post") -> the hooks its step() runs before / after itself
        self.step_hooks: dict[tuple[str, str], list] = {}
        self.forward_pre_hooks: dict[str, list] = {}  # (the same, run before forward)
        # (optimizer, loop) stepped under such a test -> the tested names' truths on that path
        self.periodic_steps: dict = {}
        # where in the trace each enclosing `if (i + 1) % k == 0:` block (accumulation) began
        self.periodic_starts: list[int] = []
        self.function_grad_modes: dict = {}    # id -> (project decorator / context, its mode)
        # id of a node -> (the node, the call it makes unspelt: a decorator's, a factory's)
        self.synthetic_calls: dict = {}
        self.wrappers: dict = {}               # id -> a function a project decorator returned
        self.rebound_nodes: set = set()        # graphs of leaves rebound by an update (AGL003)
        self.parameter_copies: set = set()     # ops on a Parameter just built: no Parameter
        self.branching = 0                     # branches of unknown tests being run, nested
        self.loop_branching: list[int] = []    # `branching` where each enclosing loop began
        self.reevaluating = None               # an LBFGS step(closure) whose closure is being run
        self.forward_depth = 0                 # > 0 while following a user module's forward
        self.iteration = -1                    # id of the loop iteration being run
        self.building = 0                      # networks' __init__ being run (nested)
        self.splits = 0                        # blocks being run once per truth of a test
        self.entry_splits = 0                  # splits the entry being run made
        self.split_serial = 0                  # splits run so far (each one's id)
        self.split_path: tuple = ()            # (split id, case) of each split being run
        self.event_paths: dict = {}            # id(a step's fact) -> its split_path
        self._defs: dict[str, cst.CSTNode] | None = None  # see _definitions
        self._matters: dict[str, bool] = {}    # see _matters_itself
        self._helper_memo: dict[str, bool] = {}  # see _imported_function_matters
        self._reach_memo: dict[str, bool] = {}  # see _reaches
        self._filled: frozenset[str] | None = None  # see _registries_filled_here
        self._upstream: frozenset[str] | None = None  # project files importing this one
        self._upstream_grad: dict[str, bool] = {}  # see _called_upstream_without_grad
        self._leading: dict[tuple[str, str], bool] = {}  # see _leads
        self._leaves: dict[int, tuple] = {}     # see _is_small_leaf: id -> (def, answer)
        self._quiet: dict[int, tuple] = {}      # see _cut_trains_nothing: id -> (def, answer)
        # a method run with no caller: (the order it began at, its class); see _run_method
        self.method_entry: tuple | None = None
        self._short: dict[int, tuple] = {}      # see _is_short: id -> (def, answer)

    # The module being run decides what names mean: its imports, classes and functions.
    @property
    def imports(self) -> ImportMap:
        return self.ctx.imports

    @property
    def names_cache(self) -> dict:
        return self.ctx.names_cache

    @property
    def block_cache(self) -> dict:
        return self.ctx.block_cache

    @property
    def classes(self) -> dict[str, ClassInfo]:
        return self.ctx.classes

    @property
    def functions(self) -> dict[str, cst.FunctionDef]:
        return self.ctx.functions

    # ------------------------------------------------------------------------------------ driving
    def run(self, as_script: bool = False) -> Facts:
        """Run the file's code and collect the facts. ``as_script``: run as a script that
        imports the file being linted (see :mod:`.script_runs`): its own code only (not the
        files importing it), and its functions that call into the project run on their own."""
        if not as_script:
            shared = self._own_script_run()
            if shared is not None:  # a script some file it imports already had run
                return self._run_from_script(shared)
        self._collect_definitions()
        state = State({}, Heap({}), True, {}, {}, {})
        frame = Frame("<module>", None, None, None)
        frame.globals = self.main.globals = state.locals
        self._run_entry(lambda: self._exec_module_body(state, frame))
        globals_ = state.locals
        if not as_script:
            with self._project_clock():
                self._run_importers()
        # Methods of classes, then plain functions, that nothing in the project called. Only code
        # that mentions autograd at all is worth running (most library code does not). A method
        # runs on the class defining it and on the classes of this file that no other class here
        # extends (the concrete ones): a class in the middle of a chain of subclasses runs its
        # own methods only, so a chain of n classes runs each inherited method twice, not n times.
        extended = {id(base) for klass in self.classes.values() for base in klass.base_infos}
        for klass in list(self.classes.values()):
            triggers = TRIGGER_NAMES | klass.param_attrs | klass.legacy_attrs
            methods = klass.own_methods if id(klass) in extended else klass.methods
            # (and a method that calls one that trains: `self.optimize(self.dis_opt, d_loss)` of
            # a helper that backpropagates, which a driver method names but never spells
            # `backward`)
            training = self._training_callers(klass.methods)
            wanted = [(name, method) for name, method in list(methods.items())
                      if name != "__init__" and (name in training or is_evaluation_name(name) or
                                                 not names_in(method, self.names_cache)
                                                 .isdisjoint(triggers)) and
                      self._runs_differently_here(method, klass)]
            if not wanted:
                continue
            # methods the class's other methods call run last: by then a caller has run them
            # with the arguments it passes (a test's `self.run_steps(2, zero_grad=True)`)
            wanted.sort(key=lambda item: any(
                item[0] in names_in(other, self.names_cache)
                for other_name, other in methods.items() if other_name != item[0]))
            instance, init_state = self._entry_instance(klass, state, globals_)
            for name, method in wanted:
                if id(method) in self.called:
                    continue
                entry_state = init_state.fork()
                if self._called_only_without_grad(name, methods, entry_state) or \
                        self._called_upstream_without_grad(name, method) or \
                        name in api.FRAMEWORK_NO_GRAD_METHODS and \
                        klass.derives_from(api.FRAMEWORK_NO_GRAD_METHODS[name]):
                    # `_generate()` of a @torch.no_grad() `generate()`; an `evaluate()` another
                    # file's hook calls in `with torch.inference_mode():`; a Lightning
                    # `validation_step`, which the framework's evaluation loop runs so
                    entry_state.grad = False
                else:
                    entry_state.grad = self._entry_grad(method, klass)
                    if entry_state.grad is ASSUMED_ON and self._called_unresolved_without_grad(name):
                        entry_state.grad = False  # `unit.load_from(w)` under another file's no_grad
                runs = 2 if name in api.FRAMEWORK_LOOP_METHODS and klass.derives_from(
                    api.FRAMEWORK_LOOP_METHODS[name]) else 1
                self._run_entry(lambda m=method, n=runs: self._run_method(
                    m, n, entry_state, globals_, instance, klass))
        training = self._training_callers(self.functions)
        wanted = {name for name, function in self.functions.items()
                  if name in training or is_evaluation_name(name) or
                  not names_in(function, self.names_cache).isdisjoint(TRIGGER_NAMES) or
                  as_script and self._calls_into_project(function)}
        # (a function another one calls runs last, as methods do: by then its caller ran it)
        called_by_others = self._called_by_others(wanted)
        # and the callers that lead to it from the top of the module run first, though nothing
        # in them is worth running for itself: `calculate_fid(paths)` builds the frozen
        # Inception network that `get_activations(files, model)`, three helpers down, runs
        wanted |= self._top_callers({name for name in called_by_others - training
                                     if self._evaluates(self.functions[name])})
        for name, function in sorted(self.functions.items(),
                                     key=lambda item: item[0] in called_by_others):
            if id(function) not in self.called and name in wanted:
                entry_state = state.fork()
                entry_state.grad = False if self._called_upstream_without_grad(name, function) \
                    else self._entry_grad(function, None)
                self._run_entry(lambda f=function, s=entry_state: self._call_function(
                    f, [], {}, s, globals_, None, None, entry=True))
        return self._finish(self.main.classes)

    def _evaluates(self, function: cst.FunctionDef) -> bool:
        """Does ``function`` put a network in eval mode or run as an evaluation (what its
        callers hand it, a frozen network or a trained one, decides whether that is AGL009)?"""
        return is_evaluation_name(function.name.value) or \
            "eval" in names_in(function, self.names_cache)

    def _top_callers(self, names: set) -> set:
        """The functions of this module that lead to one of ``names`` (calling it, or calling a
        function that does, as far as it goes) and that no function of the module calls."""
        if not names:
            return set()
        leading = _calling_closure(self.functions, names, self.names_cache) - names
        return leading - self._called_by_others(leading)

    def _called_by_others(self, names: set) -> set:
        """Those of ``names`` that another function of this module names (calls)."""
        return {name for name in names if any(
            name in names_in(other, self.names_cache)
            for other_name, other in self.functions.items() if other_name != name)}

    def _training_callers(self, functions: dict) -> set:
        """The names of ``functions`` that backpropagate or step, and of those that call
        them (only these: the other triggers, `weight` or `.eval()`, mark code worth running
        on its own, not its callers)."""
        return _calling_closure(functions, {
            name for name, function in functions.items()
            if not names_in(function, self.names_cache).isdisjoint(_TRAINING_CALLS)},
            self.names_cache)

    def _runs_differently_here(self, method: cst.FunctionDef, klass: ClassInfo) -> bool:
        """Is running ``method`` on ``klass`` (a class of this file) worth it: is the method
        this file's, or does an inherited one of another file name something a class of this
        file defines (`self.compute_loss(...)` overridden here, `self.head` built here)? One
        that names nothing of this file runs the same on every subclass: it runs as an entry
        in its own file, not again for each subclass in each file (diffusers' 2,000-line
        `ModelMixin.from_pretrained`, inherited by hundreds of models)."""
        owner = next((c for c in klass.mro if c.own_methods.get(method.name.value) is method),
                     None)
        if owner is None or owner.context is self.main:
            return True
        local = self._local_names.get(id(klass))
        if local is None:
            local = self._local_names[id(klass)] = _names_defined_here(klass, self.main)
        return "*" in local or not names_in(method, self.names_cache).isdisjoint(local)

    def _entry_grad(self, function: cst.FunctionDef, klass: ClassInfo | None):
        """The grad mode a function nothing here calls runs in: on if it trains (a backward or
        a step in it, or in a method of its class it calls), else assumed on
        (:data:`~.state.ASSUMED_ON`)."""
        names = names_in(function, self.names_cache)
        if not names.isdisjoint(_TRAINING_CALLS):
            return True
        if self._grad_turned_off(klass):
            return None  # (whether grad is still off when it runs is unknown)
        if klass is not None:
            for name in names:
                method = klass.methods.get(name)
                if method is not None and method is not function and \
                        not names_in(method, self.names_cache).isdisjoint(_TRAINING_CALLS):
                    return True
        return ASSUMED_ON

    def _grad_turned_off(self, klass: ClassInfo | None) -> bool:
        """Does the module's top-level code, or a method of ``klass``, switch grad off for the
        whole process (`torch.set_grad_enabled(False)` as a statement: a detector's __init__)?"""
        scopes = [statement for statement in self.module.body
                  if type(statement) is cst.SimpleStatementLine]
        if klass is not None:
            scopes.extend(klass.methods.values())
        return any("set_grad_enabled" in names_in(scope, self.names_cache) and
                   tree_fact(self.names_cache, "grad-off", scope, self._switches_grad_off)
                   for scope in scopes)

    def _switches_grad_off(self, scope) -> bool:
        for node in walk(scope):
            if type(node) is cst.Expr and type(node.value) is cst.Call and \
                    self.imports.qualify(node.value.func) in api.SET_GRAD_ENABLED and \
                    node.value.args and literal_bool(node.value.args[0].value) is False:
                return True
        return False

    def _in_evaluation(self, state: State) -> bool:
        """Does code run with grad assumed on (see :data:`~.state.ASSUMED_ON`) inside a
        network's own evaluation method (a detector's `simple_test`, a `predict()`), whose
        callers choose the grad mode? (An evaluation helper outside the network, `predict(img)`
        of an app, is where a `no_grad()` belongs: it is still reported.)"""
        return state.grad is ASSUMED_ON and any(
            frame.klass is not None and frame.klass.is_module and (
                is_evaluation_name(frame.name) or _tests_a_model(frame.name))
            for frame in self.frames)

    def _weights_in_unknown_mode(self, value: Value, state: State) -> bool:
        """Is ``value`` read with grad assumed on (see :data:`~.state.ASSUMED_ON`) where
        whether grad is on is its caller's to decide: a leaf itself (a network's weight, no
        graph), or anything in a method of a class a registry decorator registers (called
        through the registry, by code the analysis cannot follow)? `weight.cpu().numpy()`
        fails only with grad on, and an exporter is mostly called under `torch.no_grad()`."""
        if state.grad is not ASSUMED_ON:
            return False
        return value.leaf and not value.nodes or any(
            frame.klass is not None and not frame.klass.is_module and
            registered_by_decorator(frame.klass.node) for frame in self.frames)

    def _finish(self, classes: dict) -> Facts:
        """The facts for the rules: this run's, then those of the scripts it took in."""
        self.facts.classes = classes
        self.facts.parents = self.parents
        self.facts.dependencies = self.dependencies
        for facts in self._script_facts:
            merge_facts(self.facts, facts)
        # (networks listed in a plain container that a later `nn.Sequential(*blocks)` registers)
        self.facts.plain_module_containers = {
            statement: syms for statement, syms in self.facts.plain_module_containers.items()
            if not syms or not all(any(alt in self.parents for alt in alternatives(sym))
                                   for sym in syms)}
        return self.facts

    def _entry_instance(self, klass: ClassInfo, state: State, globals_: dict):
        """An instance of ``klass`` for its methods run as entries, built by its ``__init__`` with
        the arguments of one instantiation seen in the file: (instance, the state after it)."""
        init_state = state.fork()
        instance = self._new_instance(klass, "self", init_state)
        init = klass.methods.get("__init__")
        if init is not None:
            positional, keywords = example_arguments(klass)
            with self._building(klass):
                self._run_entry(lambda: self._call_function(init, positional, keywords,
                                                            init_state, globals_, instance, klass))
        return instance, init_state

    @contextmanager
    def _building(self, klass: ClassInfo):
        """While a network's ``__init__`` runs, its loops run once (see ``_exec_loop``)."""
        building = klass.is_module
        self.building += building
        try:
            yield
        finally:
            self.building -= building

    def _called_only_without_grad(self, name: str, methods: dict, state: State) -> bool:
        """Do the class's own methods that use ``name`` exist and all run with grad disabled
        (decorated @torch.no_grad() / @torch.inference_mode())? Then so does the method, as far
        as the class shows (fairseq's private `_generate()`)."""
        frame = Frame("<class>", None, None, None)
        callers = [method for other, method in methods.items()
                   if other != name and name in names_in(method, self.names_cache) and
                   any(type(node) is cst.Attribute and node.attr.value == name and
                       type(node.value) is cst.Name and node.value.value == "self"
                       for node in walk(method.body))]
        return bool(callers) and all(
            any(self._grad_mode_of(decorator.decorator, state, frame) is False
                for decorator in caller.decorators) or
            self._used_only_without_grad(caller.body, name, False, state, frame)
            for caller in callers)

    def _used_only_without_grad(self, node, name: str, off: bool, state: State,
                                frame: Frame) -> bool:
        """Is every `self.<name>` under ``node`` inside a `with torch.no_grad():` (or another
        block that turns grad off)? ``off``: grad is off where ``node`` is."""
        kind = type(node)
        if kind is cst.SimpleStatementLine and name not in names_in(node, self.names_cache):
            return True  # (most lines of the caller: not walked)
        if kind is cst.Attribute and node.attr.value == name and type(node.value) is cst.Name \
                and node.value.value == "self":
            return off
        if kind is cst.With:
            inner = off or any(self._grad_mode_of(item.item, state, frame) is False
                               for item in node.items)
            return all(self._used_only_without_grad(item, name, off, state, frame)
                       for item in node.items) and \
                self._used_only_without_grad(node.body, name, inner, state, frame)
        return all(self._used_only_without_grad(child, name, off, state, frame)
                   for child in node.children)

    def _take_unresolved_calls(self, run: ScriptRun) -> None:
        for name, modes in run.unresolved_calls.items():
            self.unresolved_calls.setdefault(name, set()).update(modes)

    def _called_unresolved_without_grad(self, name: str) -> bool:
        """Was ``obj.name(...)`` called on objects of unknown class, and every time with grad
        off? Then a method of that name that nothing resolved a call to runs so: ViT's
        `unit.load_from(weights)`, over a network's child modules, inside the caller's
        `with torch.no_grad():` (another file's)."""
        return self.unresolved_calls.get(name) == {True}

    def _run_method(self, method: cst.FunctionDef, runs: int, state: State, globals_: dict,
                    instance: Value, klass: ClassInfo) -> None:
        """A method nothing in the project calls, run on its own; ``runs`` times in a row when
        its framework calls it once per batch (Lightning's ``training_step``)."""
        self.method_entry = (next_order(), klass)
        try:
            for _ in range(runs):
                if runs > 1:
                    self.iteration = next(self.counter)
                self._run_method_once(method, state, globals_, instance, klass)
        finally:
            self.method_entry = None

    def _run_method_once(self, method: cst.FunctionDef, state: State, globals_: dict,
                         instance: Value, klass: ClassInfo) -> None:
        result = self._call_function(method, [], {}, state, globals_, instance, klass, entry=True)
        if not is_evaluation_name(method.name.value):
            # what it returns, or keeps on its object, goes to a caller not seen, which may
            # backpropagate it: a forward whose graph it carries is no evaluation for sure
            escaped = _graph_nodes([result, *(state.heap.get(key) for key in _written(state.heap))])
            if escaped:
                self.handed_unseen.append((len(self.trace), escaped))

    def _run_importers(self) -> None:
        """Run the project's scripts that import this file, so that its functions and classes
        meet the objects their callers really pass (``train_one_epoch(model, optimizer, ...)``
        from ``train.py``). Only their events in this file count; a function they call is not run
        again on its own with unknown arguments. Of a library module that imports this file, the
        functions and methods that call a helper here that acts by itself (an in-place EMA
        update, a zeroing, a backward) are run on their own, as this file would run them."""
        if self.project is None:
            return
        importers = self._importers()
        if not importers or not self._any_reaches():
            return  # (no code here that a caller's objects could make matter)
        ran: set[str] = set()  # modules a script already run here loaded (and ran, as it needed)
        for path in importers:
            loaded = self.project.load(path)
            self.dependencies[path] = loaded.digest
            if loaded.module is None or path in ran:
                continue
            context = ModuleContext(path, loaded.module, loaded.imports, loaded.caches)
            calls = _script_calls(loaded.module, context.names_cache)
            if path in self.contexts and (calls is None or not self._is_shared_tree()):
                # (its module is already in this analysis; a script whose module an earlier
                # importer's run read, for a registry or a constant, still runs as a script)
                continue
            with self._in_context(context):
                if calls is None:
                    self._run_library_importer(context)
                    continue
                if not self._takes_from_main() or not self._calls_may_lead(calls):
                    continue  # it cannot reach this file's code that matters: not worth running
                if not self._is_shared_tree():
                    self._run_importer_here(context)
                    continue
            script = self._script_run(path, loaded)
            self.scripts_run.append(path)
            self.called.update(script.called)
            self._take_unresolved_calls(script)
            self.dependencies.update(script.dependencies)
            self._script_facts.append(script.facts)
            ran |= script.loaded

    def _is_shared_tree(self) -> bool:
        """Is the tree linted the project's tree of this file (what a script's shared run
        meets)? Not for an editor's buffer or stdin: their scripts run here, on this tree."""
        cached = self.project.cached(self.main.path)
        return cached is not None and cached.module is self.module

    def _run_importer_here(self, context: ModuleContext) -> None:
        """Run the importer being set up in this analysis, its functions that call into this
        file on their own (`def main(args)` of a CLI)."""
        state = self._run_importer_module(context)
        for function in list(context.functions.values()):
            if id(function) not in self.called and self._calls_into_main(function):
                self._run_entry(lambda f=function: self._call_function(
                    f, [], {}, state.fork(), context.globals, None, None, entry=True))

    def _script_run(self, path: str, loaded) -> ScriptRun:
        """The run of the script at ``path`` as its own main module, made once per process and
        shared by every file it imports (see :mod:`.script_runs`)."""
        runs = self.project.script_runs
        run = runs.get(path, self.project.digest)
        if run is None:
            script = Interpreter(loaded.module, self.project.with_star_imports(
                path, loaded.imports, loaded.module), path, self.project, sym_prefix=sym_prefix(path))
            facts = script.run(as_script=True)
            dependencies = dict(facts.dependencies)
            dependencies[path] = loaded.digest
            run = ScriptRun(path, facts, script.called, dependencies,
                            frozenset(p for p in script.contexts if p), script.unresolved_calls)
            runs.put(run)
        return run

    def _own_script_run(self) -> ScriptRun | None:
        """This file's run as a script (a `__main__` block, a top-level loop), shared with the
        files it imports: made once, whichever of them is linted first."""
        if self.project is None or not self.main.path or \
                _script_calls(self.module, self.names_cache) != ("*",) or \
                not self._is_shared_tree():  # (an editor's buffer: not the file's text)
            return None
        path = os.path.abspath(self.main.path)
        return self._script_run(path, self.project.cached(path))

    def _run_from_script(self, shared: ScriptRun) -> Facts:
        """The facts of this file as a script: its shared run, then the files importing it."""
        self._script_facts.append(shared.facts)
        self.called.update(shared.called)
        self._take_unresolved_calls(shared)
        self.dependencies.update((p, d) for p, d in shared.dependencies.items()
                                 if p != os.path.abspath(self.main.path))
        self._collect_definitions()
        with self._project_clock():
            self._run_importers()
        return self._finish(shared.facts.classes)

    def _calls_into_project(self, function: cst.FunctionDef) -> bool:
        """Does ``function`` use a name this module imports from another project file?"""
        if self.project is None or self.main.path is None:
            return False
        if self._project_names is None:  # (as `_calls_into_main` keeps its names per importer)
            path = self.main.path
            self._project_names = frozenset(
                local for local, qual in self.imports.aliases.items()
                if self.project.resolve(path, qual) is not None)
        return not names_in(function, self.names_cache).isdisjoint(self._project_names)

    def _run_importer_module(self, context: ModuleContext) -> State:
        """Take the importer being set up into the analysis and run its module code: the state
        its functions and methods then start from."""
        self.contexts[context.path] = context
        self._collect_definitions()
        state = State(context.globals, context.heap, True, {}, {}, {})
        frame = Frame("<module>", context.globals, None, None)
        self._run_entry(lambda: self._exec_module_body(state, frame))
        return state

    def _run_library_importer(self, context: ModuleContext) -> None:
        """``update_ema(self.ema_params, self.master_params)`` in a trainer class of another
        module: its functions and methods that call one of this file's helpers that act by
        themselves run as entries (their classes built as this file builds its own)."""
        main = os.path.abspath(self.main.path)
        helpers = set()  # `from utils import update_ema`: the local names
        through = {}     # `import utils` / `from pkg import utils`: local -> helper names
        # `from .models import EdgeModel` / `import models`: local -> the names of the methods of
        # this file's classes that train (backward, step or zero_grad in their own code): a
        # trainer class of the importer that builds one and calls `self.net.backward(g, d)`
        # runs its update here, which a method run on its own with unknown losses cannot show
        training = {}
        for local, qual in self.imports.aliases.items():
            found = self.project.resolve(context.path, qual)
            if found is None or found[0] != main:
                continue
            rest = found[1]
            if len(rest) == 1 and rest[0] in self.main.functions and self._matters_itself(rest[0]):
                helpers.add(local)
            elif not rest:
                acting = {name for name in self.main.functions if self._matters_itself(name)}
                if acting:
                    through[local] = acting
            methods = self._training_methods(self.main.classes.values() if not rest else (
                [self.main.classes[rest[0]]] if len(rest) == 1 and rest[0] in self.main.classes
                else []))
            if methods:
                training[local] = methods
        if not helpers and not through and not training:
            return
        cache = context.names_cache

        def calls_helper(definition, scope=None) -> bool:
            used = names_in(definition, cache)
            around = names_in(scope, cache) if scope is not None else used
            return not used.isdisjoint(helpers) or any(
                local in used and not used.isdisjoint(acting) for local, acting in through.items()
            ) or any(local in around and not used.isdisjoint(methods)
                     for local, methods in training.items())

        state = self._run_importer_module(context)
        for function in list(context.functions.values()):
            if id(function) not in self.called and calls_helper(function):
                self._run_entry(lambda f=function: self._call_function(
                    f, [], {}, state.fork(), context.globals, None, None, entry=True))
        for klass in list(context.classes.values()):
            wanted = [method for name, method in klass.own_methods.items() if name != "__init__"
                      and calls_helper(method, klass.node)]
            if not wanted:
                continue
            instance, init_state = self._entry_instance(klass, state, context.globals)
            for method in wanted:
                if id(method) not in self.called:
                    self._run_entry(lambda m=method: self._run_method(
                        m, 1, init_state.fork(), context.globals, instance, klass))

    def _training_methods(self, classes) -> frozenset[str]:
        """The names of the methods of ``classes`` (of this file) whose own code backpropagates,
        steps or zeroes gradients."""
        cache = self.main.names_cache
        return frozenset(name for klass in classes for name, method in klass.own_methods.items()
                         if name != "__init__" and
                         not names_in(method, cache).isdisjoint(_TRAINING_CALLS))

    def _calls_may_lead(self, calls: tuple[str, ...]) -> bool:
        """Can the top-level calls of the importer being set up lead into this file's code? A
        library module's `register_model_deprecations(...)` (imported from a file that does not
        lead here) or `print(...)` cannot; its own `main()`, a value it built or a name a star
        import brings may."""
        aliases = self.imports.aliases
        for name in calls:
            qual = aliases.get(name)
            if qual is None:
                if name not in _BUILTIN_NAMES:
                    return True
            elif self._leads_to_main(self.ctx.path, qual):
                return True
        return False

    def _importers(self) -> list[str]:
        """The files importing this one, and those importing it through a package's
        ``__init__.py`` re-export (`from agents import A2CAgent`)."""
        return self.project.importer_walk(self.main.path, 2 * MAX_IMPORTERS,
                                          choose=self._most_telling_importers)

    def _most_telling_importers(self, candidates: list[str]) -> list[str]:
        """At most :data:`MAX_IMPORTERS` of a module's importers: those that spell a name of
        this file's code that matters first (a training loop calling
        `misc.copy_params_and_buffers`, not a sibling using `misc.profiled_function`)."""
        if len(candidates) <= MAX_IMPORTERS:
            return candidates
        return sorted(candidates, key=lambda path: not self._may_call_in(path))[:MAX_IMPORTERS]

    def _may_call_in(self, path: str) -> bool:
        """Does the importer at ``path`` spell the name of a definition here that matters (or
        re-export this file: a package's ``__init__.py``)?"""
        if os.path.basename(path) == "__init__.py":
            return True
        digest, spelled = self.project.identifiers(path)
        self.dependencies[path] = digest  # (whether it is chosen depends on its text)
        return any(name in spelled and self._matters_itself(name) for name in self._definitions())

    def _calls_into_main(self, function: cst.FunctionDef) -> bool:
        """Does ``function`` (of the importer being run) use a name it imports that can lead into
        this file's code that matters here (see :meth:`_leads_to_main`)?"""
        imported = self._names_from_main.get(self.ctx.path)
        if imported is None:
            path = self.ctx.path
            imported = self._names_from_main[path] = {
                local for local, qual in self.imports.aliases.items()
                if self._leads_to_main(path, qual)}
            if any(self._leads_to_main(path, f"{star}.*") for star in self.imports.star_modules):
                imported.add("*")  # (the names a star import brings are not listed)
        return "*" in imported or not names_in(function, self.names_cache).isdisjoint(imported)

    def _definitions(self) -> dict[str, cst.CSTNode]:
        """This file's top-level functions, classes and values (`NAME = value`), by name."""
        if self._defs is None:
            self._defs = module_values(self.main.module)
            self._defs.update(self.main.functions)
            self._defs.update((name, klass.node) for name, klass in self.main.classes.items())
        return self._defs

    def _matters_itself(self, name: str) -> bool:
        """Can the definition ``name`` produce facts here when a caller runs it, by its own code:
        autograd names, an evaluation name, in-place operations or writes to an argument's
        attributes, a module or optimizer class (`round_channels(...)` cannot)?"""
        known = self._matters.get(name)
        if known is None:
            node = self._definitions()[name]
            klass = self.main.classes.get(name)
            used = names_in(node, self.main.names_cache)
            known = self._matters[name] = bool(
                (klass is not None and (klass.is_module or klass.is_optimizer)) or
                _matters_by_its_code(name, node, used) or self._reads_garbage(used) or
                self._hands_to_a_helper_that_matters(node) or
                any(_matters_by_its_code(name, overload, names_in(overload, self.main.names_cache))
                    for overload in self._overloads_of(node)))
        return known

    def _overloads_of(self, node: cst.CSTNode) -> list:
        """The functions registered for ``node`` when it is a `@singledispatch` function (each
        an `_` of its own, which no name of the module keeps)."""
        if type(node) is not cst.FunctionDef or not is_singledispatch(node):
            return []
        return dispatch_overloads(self.main.module, node.name.value)

    def _reads_garbage(self, used: frozenset[str]) -> bool:
        """Does a definition use a module-level tensor of uninitialized memory (`_gain =
        torch.FloatTensor(1, n)`, never filled)? Whether a caller's run reads it is AGL015's."""
        return any(value.uninit is not None for name in used
                   for value in [self.main.globals.get(name)] if value is not None)

    def _hands_to_a_helper_that_matters(self, node: cst.CSTNode) -> bool:
        """Does the function ``node`` hand one of its arguments to a function of another project
        file whose own code matters (`prepare_for_serving(model)`, which calls
        `model.train(False)`)? What that helper does to the argument is seen here."""
        if type(node) is not cst.FunctionDef:
            return False
        params = {param.name.value for param in node.params.params} - {"self", "cls"}
        for inner in walk(node.body):
            if type(inner) is not cst.Call or type(inner.func) is not cst.Name or not any(
                    type(arg.value) is cst.Name and arg.value.value in params
                    for arg in inner.args):
                continue
            qual = self.main.imports.aliases.get(inner.func.value)
            if qual is not None and self._imported_function_matters(qual):
                return True
        return False

    def _imported_function_matters(self, qual: str) -> bool:
        known = self._helper_memo.get(qual)
        if known is None:
            known = self._helper_memo[qual] = False
            found = self.project.resolve(self.main.path, qual) if self.project else None
            if found is not None and len(found[1]) == 1:
                loaded = self.project.load(found[0])
                function = next((statement for statement in (loaded.module.body if loaded.module
                                                             else ())
                                 if type(statement) is cst.FunctionDef and
                                 statement.name.value == found[1][0]), None)
                if function is not None:
                    self.dependencies[found[0]] = loaded.digest
                    known = self._helper_memo[qual] = _matters_by_its_code(
                        function.name.value, function, names_in(function, loaded.caches[0]))
        return known

    def _reaches(self, name: str) -> bool:
        """Does the definition ``name`` lead into code that matters here: its own, or that of a
        definition it uses, directly or not (a `build_model()` that instantiates the file's
        network, or looks it up in a registry dict of them)? Worked out on demand, per name."""
        known = self._reach_memo.get(name)
        if known is None:
            definitions, cache = self._definitions(), self.main.names_cache
            seen, pending, known = {name}, [name], False
            while pending:  # (the definitions it uses, transitively: one of them must matter)
                current = pending.pop()
                if self._matters_itself(current):
                    known = True
                    break
                node = definitions[current]
                names = names_in(node, cache) | self._registered(current)
                if type(node) is cst.ClassDef:  # (its methods inherited from a base class here)
                    names = names.union(*(names_in(base.value, cache) for base in node.bases))
                for used in names:
                    if used in definitions and used not in seen:
                        seen.add(used)
                        pending.append(used)
            self._reach_memo[name] = known
        return known

    def _registered(self, name: str) -> frozenset[str]:
        """The definitions of this file that a registry ``name = {}`` of it holds (decorated
        with a function that stores them in it): a lookup in it leads to them."""
        definition = self._definitions().get(name)
        if type(definition) is cst.FunctionDef and is_singledispatch(definition):
            # (a call runs one of the functions registered for it: what they use)
            return frozenset().union(*(names_in(overload, self.main.names_cache)
                                       for overload in dispatch_overloads(self.main.module, name)))
        if not is_empty_registry(definition):
            return frozenset()
        return frozenset(node.name.value for node in registered_here(self.main.module, name))

    def _registries_filled_here(self) -> frozenset[str]:
        """Project modules whose registry dict this file's definitions are put in by a
        decorator imported from there (`@register_model` of `registry.py`): a lookup there
        may lead here."""
        if self._filled is None:
            found, known = set(), {}  # (known: decorator -> the module it fills, or None)
            for statement in self.main.module.body:
                if not isinstance(statement, (cst.ClassDef, cst.FunctionDef)) or \
                        not self._reaches(statement.name.value):
                    continue
                for decorator in statement.decorators:
                    expression = decorator.decorator
                    qual = self.main.imports.qualify(expression.func if isinstance(
                        expression, cst.Call) else expression)
                    if qual not in known:
                        where = self.project.origin(self.main.path, qual) if qual else None
                        known[qual] = where[0] if where is not None and \
                            _fills_registry(self.project.load(where[0]).module, where[1]) else None
                    if known[qual] is not None:
                        found.add(known[qual])
            self._filled = frozenset(found)
        return self._filled

    def _any_reaches(self) -> bool:
        """Does any of this file's code matter when a caller runs it?"""
        return any(self._matters_itself(name) for name in self._definitions())

    def _reaches_main(self, rest: tuple[str, ...]) -> bool:
        """Can ``rest`` (a name's path inside this file: () for the module itself) lead a caller
        into code that matters here? A name no definition binds is kept when any code matters."""
        if rest and rest[0] in self._definitions():
            return self._reaches(rest[0])
        return self._any_reaches()

    def _takes_from_main(self) -> bool:
        """Does the importer being set up take a name that can lead into this file's code that
        matters (directly, by a star import, through re-exports, or through another project
        file's code that uses this file)? If not, running it cannot change this file's findings."""
        path = self.ctx.path
        return any(self._leads_to_main(path, qual) for qual in self.imports.aliases.values()) \
            or any(self._leads_to_main(path, f"{star}.*") for star in self.imports.star_modules)

    def _leads_to_main(self, importer: str, qual: str) -> bool:
        """Can the name ``qual`` that ``importer`` imports lead a caller into this file's code
        that matters here?"""
        star = qual.endswith(".*")
        found = self.project.resolve(importer, qual[:-2] if star else qual)
        if found is None:
            return False
        path, rest = found
        if path == os.path.abspath(self.main.path):
            return self._reaches_main(() if star else rest)
        if path in self._registries_filled_here():
            # `create(name)` of a registry this file's definitions are put in; not a function
            # there that only registers (`register_model_deprecations(...)` beside timm's models)
            return star or not rest or self._may_read_registry(path, rest[0])
        if self._upstream is None:
            self._upstream = self.project.upstream_of(self.main.path)
        if path not in self._upstream:
            # no file it comes from imports this one; but a registry dict there may hold what
            # a file importing this one registers in it (`@register_arch` in models.py, which
            # builds this file's blocks, filling registry.py's `ARCHITECTURES`)
            return len(rest) == 1 and self._registry_filled_upstream(path, rest[0])
        if star or not rest:
            return True  # a module that uses this file, taken whole (`import pkg`)
        return self._leads(path, rest[0])

    def _may_read_registry(self, path: str, name: str) -> bool:
        """Can the top-level ``name`` of the registry module ``path`` hand out what its
        registries hold? A function that only stores into them, or never names them (directly
        or through the module's other functions), cannot; anything else may."""
        loaded = self.project.load(path)
        if loaded.module is None:
            return True
        functions = tree_fact(loaded.caches[0], "registry-readers", loaded.module,
                              _registry_readers)
        return functions is None or name not in functions[0] or name in functions[1]

    def _called_upstream_without_grad(self, name: str, function: cst.FunctionDef) -> bool:
        """Do this file and the project files importing it call ``name``, and every call of it
        run with grad off (read from their code, see :mod:`.callers_grad`)? Then a function or
        method of that name that runs with no caller (nothing called it, or its callers' chain
        was cut: an FID helper four calls under a `with torch.no_grad():`) runs with grad off.
        Not one that backpropagates or steps (calls are matched by name: a GAIL discriminator's
        `update()` is no running mean's `update()` called under no_grad)."""
        if not names_in(function, self.names_cache).isdisjoint(_TRAINING_CALLS):
            return False
        known = self._upstream_grad.get(name)
        if known is not None:
            return known
        own = calls_without_grad(self.main.module, self.main.imports, name, self.names_cache)
        verdicts = [] if own is None else [own]
        if self.project is None or self.main.path is None or own is False:
            known = self._upstream_grad[name] = bool(verdicts) and all(verdicts)
            return known
        if self._upstream is None:
            self._upstream = self.project.upstream_of(self.main.path)
        called = re.compile(rf"\b{re.escape(name)}\s*\(")
        for path in sorted(self._upstream):
            words = self.project.identifiers(path)[1]
            if name not in words or not called.search(self.project.text(path) or ""):
                continue
            if words.isdisjoint(_GRAD_OFF_WORDS):
                verdicts.append(False)  # (called, and nothing there turns grad off)
                break
            loaded = self.project.load(path)
            if loaded.module is None:
                continue
            verdict = calls_without_grad(loaded.module, loaded.imports, name, loaded.caches[0])
            if verdict is not None:
                verdicts.append(verdict)
        known = self._upstream_grad[name] = bool(verdicts) and all(verdicts)
        return known

    def _registry_filled_upstream(self, path: str, name: str) -> bool:
        loaded = self.project.load(path)
        if loaded.module is None or \
                not is_empty_registry(module_values(loaded.module).get(name)):
            return False
        self.dependencies[path] = loaded.digest
        return any(importer in self._upstream for importer in
                   self.project.importers_of(path, limit=MAX_REGISTRY_IMPORTERS))

    def _leads(self, path: str, name: str) -> bool:
        """Does the top-level ``name`` of ``path`` (a project file that imports this one) use a
        name that leads into this file's code that matters? Its own definitions are followed."""
        key = (path, name)
        known = self._leading.get(key)
        if known is None:
            if len(self._leading) > MAX_LEADS:
                return True  # followed far enough: it may
            self._leading[key] = False  # (a cycle of definitions adds nothing)
            known = self._leading[key] = self._definition_leads(path, name)
        return known

    def _definition_leads(self, path: str, name: str) -> bool:
        context = self._context_for(path)
        if context is None:
            return True  # unreadable: it may
        node = context.functions.get(name)
        if node is None and name in context.classes:
            node = context.classes[name].node
        if node is None:
            alias = context.imports.aliases.get(name)
            if alias is not None:  # a re-export (`from .models import Net` in a package)
                return self._leads_to_main(path, alias)
            if name in context.globals:
                return True  # a module value (a registry dict) may hold this file's objects
            return any(self._leads_to_main(path, f"{star}.{name}")
                       for star in context.imports.star_modules)
        used_names = names_in(node, context.names_cache)
        if type(node) is cst.ClassDef:  # (what it inherits leads where its bases lead)
            used_names = used_names.union(*(names_in(base.value, context.names_cache)
                                            for base in node.bases))
        for used in used_names:
            alias = context.imports.aliases.get(used)
            if alias is not None:
                if self._leads_to_main(path, alias):
                    return True
            elif used != name and (used in context.functions or used in context.classes or
                                   used in context.globals):
                if self._leads(path, used):
                    return True
        return any(self._leads_to_main(path, f"{star}.*")
                   for star in context.imports.star_modules)

    def _exec_module_body(self, state: State, frame: Frame) -> None:
        """Module code: each top-level statement has its own step budget, so a long script (50,000
        lines of straight code) is analysed to its end; a statement that exhausts its budget is
        left there and the next one runs (the interpreter's stacks unwind through ``finally``)."""
        statements = self.ctx.module.body
        index = 0
        while index < len(statements):
            if state.dead:
                return
            statement = statements[index]
            self.steps = 0
            retested = self._retested(statements, index, state) \
                if isinstance(statement, cst.If) else None
            try:
                if retested is not None:  # up to its last test, once per truth of the test
                    key, last = retested
                    self._exec_split(key, statements[index:last + 1], state, frame)
                    index = last + 1
                    continue
                self._exec_statement(statement, state, frame)
            except Budget:  # left there (the paths were forks): the next statement runs
                if retested is not None:
                    index = retested[1] + 1
                    continue
            index += 1

    def _run_entry(self, body) -> None:
        self.trace = []
        self.handed_unseen = []
        self.given_unseen = []
        self.local_keepers, self.returned_keepers, self.entry_keepers = set(), set(), set()
        self.enclosing_spans = {}
        self.filled = set()  # allocations of garbage memory written in place (see _initialised)
        self.grad_read_at = -1
        self.pending = []
        self.event_paths = {}
        self.steps = 0
        self.entry_splits = 0
        self.heavy_runs = {}
        self.deep_runs = {}
        self._entry_stopped = False
        try:
            body()
        except (Budget, RecursionError):
            pass
        self._pair_backwards_with_steps()
        self._settle_pending()

    def _collect_definitions(self) -> None:
        """The current module's top-level functions and classes (also under `if TYPE_CHECKING:`
        and version guards)."""
        for statement in self.ctx.module.body:
            guarded = isinstance(statement, cst.If)
            for definition in statement.body.body if guarded else (statement,):
                if isinstance(definition, cst.FunctionDef):
                    if guarded:
                        self.functions.setdefault(definition.name.value, definition)
                    else:
                        self.functions[definition.name.value] = definition
                    self.def_contexts.setdefault(id(definition), self.ctx)
                elif isinstance(definition, cst.ClassDef):
                    self._define_class(definition)

    def _define_class(self, node: cst.ClassDef) -> ClassInfo:
        bases = [self.imports.qualify(arg.value) or dotted(arg.value) for arg in node.bases
                 if arg.keyword is None]
        infos = [self._class_of(arg.value) for arg in node.bases if arg.keyword is None]
        is_module = False
        is_optimizer = False
        for base, info in zip(bases, infos):
            if info is not None:
                is_module |= info.is_module
                is_optimizer |= info.is_optimizer
            elif base and (base in api.MODULE_BASES or api.is_module_class(base)):
                is_module = True
            elif base in api.OPTIMIZER_BASES or api.is_optimizer_class(base):
                is_optimizer = True  # (`class NonNegAdam(torch.optim.Adam)` too)
        klass = ClassInfo(node, node.name.value, bases, is_module, is_optimizer)
        klass.base_infos = [info for info in infos if info is not None]
        klass.context = self.ctx
        for info in reversed(klass.base_infos):  # the first base wins, as in Python's MRO
            klass.methods.update(info.methods)
        for statement in node.body.body:
            if isinstance(statement, cst.FunctionDef):
                klass.methods[statement.name.value] = statement
                klass.own_methods[statement.name.value] = statement
                self.def_contexts.setdefault(id(statement), self.ctx)
        imports, names_cache = self.imports, self.names_cache

        def walked(_) -> tuple[set[str], set[str]]:
            params = registered_parameters(node, imports, names_cache)
            legacy = legacy_attributes(node, imports, names_cache) if not names_in(
                node, names_cache).isdisjoint(api.LEGACY_CONSTRUCTORS) else set()
            return params, legacy

        def attributes():  # walked only for the classes the analysis meets (most of a library's not)
            # kept with the tree: the same class read for the next linted file (a dependency's)
            # is not walked again
            return tree_fact(names_cache, "attributes", node, walked)
        klass.attributes = attributes
        self.classes[klass.name] = klass
        return klass

    def _tick(self) -> None:
        self.steps += 1
        self._ticks += 1
        if self.steps > MAX_STEPS_PER_ENTRY:
            self._stop_entry("steps")
        if len(self.trace) > MAX_EVENTS_PER_ENTRY:
            self._stop_entry("events")
        if self._out_of_time or (self._ticks % TIME_CHECK_TICKS == 0 and model_time_up()):
            self._out_of_time = True
            self._stop_entry("time")

    _ticks = 0
    _out_of_time = False     # the model's time is spent: every entry stops (sticky)
    _entry_stopped = False   # this entry's stop is recorded

    def _stop_entry(self, why: str) -> None:
        """Stop the current entry, and note where (once per entry): the rest of it is not
        analysed, which the engine reports."""
        if not self._entry_stopped:
            self._entry_stopped = True
            self.facts.stops.append((self.statement, self.ctx.path, why))
        raise Budget()

    def _new_sym(self, hint: str = "v") -> str:
        return f"{self.sym_prefix}{hint}#{next(self.counter)}"

    def _new_optimizer_sym(self, hint: str, node: cst.CSTNode) -> str:
        """The symbol of an optimizer built by the call ``node`` (kept as evidence)."""
        self.optimizers_built += 1
        sym = self._new_sym(hint)
        self.facts.built_at[sym] = node
        self.optimizer_calls[sym] = tuple(self.call_nodes)
        self.optimizer_paths[sym] = self.split_path
        return sym

    def _new_instance(self, klass: ClassInfo, label: str, state: State) -> Value:
        kind = "module" if klass.is_module else "instance"
        return Value(kind=kind, sym=self._new_sym(klass.name), label=label, target=klass)

    # -------------------------------------------------------------------------------- statements


def _matters_by_its_code(name: str, node: cst.CSTNode, used: frozenset[str]) -> bool:
    """Autograd names, an evaluation name, a mode switch, in-place operations or writes to an
    argument's attributes, or a call of an argument, under the definition ``node``."""
    return is_evaluation_name(name) or not used.isdisjoint(TRIGGER_NAMES) or \
        ("train" in used and _switches_mode(node)) or _edits_in_place(node, used) or \
        _calls_an_argument(node)


def _switches_mode(node: cst.CSTNode) -> bool:
    """`model.train(False)`, `net.train(mode=training)`: a mode switch that may be eval()."""
    return any(type(inner) is cst.Call and type(inner.func) is cst.Attribute and
               inner.func.attr.value == "train" and inner.args for inner in walk(node))


def _calls_an_argument(node: cst.CSTNode) -> bool:
    """A function that calls what it is given (`disc(gen(z))` of a helper handed the two
    networks): with a caller's networks, that builds graphs whose facts land here."""
    if type(node) is not cst.FunctionDef:
        return False
    params = {param.name.value for param in node.params.params} | \
        {param.name.value for param in node.params.kwonly_params}
    params.discard("self")
    params.discard("cls")
    if not params:
        return False
    params |= _parts_of_arguments(node, params)
    # (an argument, or an attribute or item of one: `critic.net(x)`, `nets["g"](z)`)
    return any(type(inner) is cst.Call and root_name(inner.func) in params
               for inner in walk(node.body))


def _parts_of_arguments(node: cst.FunctionDef, params: set) -> set:
    """Local names bound to parts of the arguments (`g, d = generator.net, critic.net`,
    `net = players["g"].net`): calling them calls what the caller handed in."""
    found = set()
    for inner in walk(node.body):
        if type(inner) is not cst.Assign or len(inner.targets) != 1:
            continue
        target, value = inner.targets[0].target, inner.value
        pairs = [(target, value)]
        if type(target) in (cst.Tuple, cst.List) and type(value) in (cst.Tuple, cst.List) and \
                len(target.elements) == len(value.elements):
            pairs = [(t.value, v.value) for t, v in zip(target.elements, value.elements)]
        for name, part in pairs:
            if type(name) is cst.Name and type(part) in (cst.Attribute, cst.Subscript) and \
                    root_name(part) in params:
                found.add(name.value)
    return found


def _edits_in_place(node: cst.CSTNode, used: frozenset[str]) -> bool:
    """An in-place method or function called (`p.add_(...)`, `torch.relu_(x)`), or an augmented
    assignment or a write of an attribute or item of a function's argument (`param -= lr * grad`,
    `model.weight = w`; a local counter's `n += 1`, a method's writes to its own instance and a
    `**kwargs` dict's items do not count), under ``node``. A name that only ends with `_`
    (`transforms_`, a parameter) is no in-place call."""
    if any(_is_inplace_name(name) for name in used) and _calls_inplace(node):
        return True
    if type(node) is cst.ClassDef:
        return any(_edits_an_argument(statement, method=True) for statement in node.body.body
                   if type(statement) is cst.FunctionDef)
    return _edits_an_argument(node, method=False)


def _is_inplace_name(name: str) -> bool:
    return name.endswith("_") and bool(name.strip("_")) and not name.startswith("__")


def _calls_inplace(node: cst.CSTNode) -> bool:
    """An in-place name under ``node`` spelled as an attribute (`x.mul_`, `F.relu_`) or called
    (`relu_(x)`), not only bound (a parameter or variable named `input_`)."""
    for inner in walk(node):
        kind = type(inner)
        if kind is cst.Attribute:
            if _is_inplace_name(inner.attr.value):
                return True
        elif kind is cst.Call and type(inner.func) is cst.Name and _is_inplace_name(
                inner.func.value):
            return True
    return False


# Annotations of arguments whose items and attributes no autograd fact depends on: writing
# `feature_cfg["out_indices"] = ...` into an `Optional[Dict]` argument is no in-place edit of a
# tensor or module (`List[torch.Tensor]` names torch: not plain).
_PLAIN_ANNOTATIONS = frozenset({
    "Optional", "Union", "None", "Dict", "dict", "Mapping", "MutableMapping", "List", "list",
    "Tuple", "tuple", "Set", "set", "Sequence", "str", "int", "float", "bool", "bytes", "Path",
    "typing", "pathlib", "Namespace", "argparse"})


def _edits_an_argument(function: cst.CSTNode, method: bool) -> bool:
    arguments, edited = set(), set()
    own = None  # a method's first parameter: its instance
    if method and type(function) is cst.FunctionDef:
        positional = [*function.params.posonly_params, *function.params.params]
        own = positional[0] if positional else None
    for inner in walk(function):
        kind = type(inner)
        if kind is cst.Parameters:  # (`*args` and `**kwargs` are made for the call)
            for param in (*inner.posonly_params, *inner.params, *inner.kwonly_params):
                if param is not own and not _plain_annotation(param):
                    arguments.add(param.name.value)
        elif kind is cst.AugAssign:
            edited.add(root_name(inner.target))
        elif kind is cst.Assign:
            for target in inner.targets:
                if type(target.target) in (cst.Attribute, cst.Subscript):
                    edited.add(root_name(target.target))
                    if own is not None and _of_held_object(target.target, own.name.value):
                        return True  # `self.model.head = nn.Linear(...)`: a given model's part
    return not arguments.isdisjoint(edited)


def _of_held_object(target: cst.BaseExpression, own: str) -> bool:
    """`self.model.head` (not `self.head`): an attribute of an object the instance holds."""
    return type(target) is cst.Attribute and type(target.value) is cst.Attribute and \
        root_name(target) == own


def _plain_annotation(param: cst.Param) -> bool:
    annotation = param.annotation
    if annotation is None:
        return False
    names = {node.value for node in walk(annotation.annotation) if type(node) is cst.Name}
    return bool(names) and names <= _PLAIN_ANNOTATIONS


def _registry_readers(module: cst.Module) -> tuple[frozenset, frozenset] | None:
    """(the module's top-level functions, those that may read its registry dicts: a lookup
    `MODELS[name]`, `MODELS.get(name)`, `MODELS.values()`, or a call of another such function of
    the module); None where a registry object (`Registry("MODEL")`) is there, whose lookups are
    its methods."""
    values = module_values(module)
    if any(is_registry_object(value) for value in values.values()):
        return None
    registries = {name for name, value in values.items() if is_empty_registry(value)}
    functions = {statement.name.value: statement for statement in module.body
                 if isinstance(statement, cst.FunctionDef)}
    readers, calls = set(), {}
    for name, function in functions.items():
        stored, called = set(), set()  # (walked parent first: a store's targets after it)
        for node in walk(function):
            if type(node) is cst.Assign:
                stored.update(id(target.target) for target in node.targets)
            elif type(node) is cst.AugAssign:
                stored.add(id(node.target))
            elif type(node) is cst.Subscript and id(node) not in stored and \
                    type(node.value) is cst.Name and node.value.value in registries:
                readers.add(name)
            elif type(node) is cst.Call and type(node.func) is cst.Attribute and \
                    type(node.func.value) is cst.Name and node.func.value.value in registries and \
                    node.func.attr.value in _REGISTRY_READS:
                readers.add(name)
            elif type(node) is cst.Call and type(node.func) is cst.Name and \
                    node.func.value in functions:
                called.add(node.func.value)
        calls[name] = called
    grown = True
    while grown:  # (a function calling a reader reads too)
        grown = False
        for name, called in calls.items():
            if name not in readers and not called.isdisjoint(readers):
                readers.add(name)
                grown = True
    return frozenset(functions), frozenset(readers)


_REGISTRY_READS = frozenset({"get", "values", "items", "pop", "setdefault", "copy", "__getitem__"})


def _fills_registry(module: cst.Module | None, rest: tuple[str, ...]) -> bool:
    """Is the decorator at ``rest`` inside ``module`` one that fills a registry: a function
    storing into one of its dicts, or `R.register` of its registry object `R = Registry(...)`?"""
    if len(rest) == 1:
        return _fills_a_registry(module, rest[0])
    return len(rest) == 2 and rest[1] in OBJECT_REGISTERING and module is not None and \
        is_registry_object(module_values(module).get(rest[0]))


def _fills_a_registry(module: cst.Module | None, function: str) -> bool:
    """Is ``function`` of ``module`` a decorator that puts what it decorates in one of the
    module's registry dicts (`MODELS = {}`)?"""
    if module is None:
        return False
    writers = registry_writers(module)
    if not any(function in functions for functions in writers.values()):
        return False
    return any(is_empty_registry(value) and function in writers.get(name, ())
               for name, value in module_values(module).items())


_BUILTIN_NAMES = frozenset(dir(builtins))


# names that make a top-level loop or `with` the work of a script, not a module's set-up
_SCRIPT_WORK_NAMES = TRIGGER_NAMES | {"no_grad", "inference_mode", "set_grad_enabled", "train",
                                      "fit", "run"}
# modules whose functions, called in a top-level loop, set a library module up (`for k in cfgs:
# cfgs[k + "_gap"] = dataclasses.replace(cfgs[k], ...)`): they run no model
_SET_UP_MODULES = frozenset(sys.stdlib_module_names) | {"torch", "numpy", "np"}


def _script_calls(module: cst.Module, cache: dict | None = None) -> tuple[str, ...] | None:
    """What a module does when run: ``("*",)`` for a script (a `__main__` block, a loop or a
    `with` at top level doing a script's work), the names its top-level calls start from
    (`main()`, `logging.x()`), or None for a module that only defines things (no caller worth
    running). With the tree's node cache, read once per tree."""
    if cache is None:
        return _read_script_calls(module)
    return tree_fact(cache, "script-calls", module, _read_script_calls)


def _read_script_calls(module: cst.Module) -> tuple[str, ...] | None:
    roots = []
    for statement in module.body:
        if isinstance(statement, (cst.For, cst.While, cst.With)):
            if _script_work(statement, module):
                return ("*",)
            continue
        if isinstance(statement, cst.If) and isinstance(statement.test, cst.Comparison) and \
                dotted(statement.test.left) == "__name__":
            return ("*",)
        if isinstance(statement, cst.SimpleStatementLine):
            for small in statement.body:
                if isinstance(small, cst.Expr) and isinstance(small.value, cst.Call):
                    roots.append(_call_root(small.value) or "*")
                    # (and the names the calls in its arguments start from: `print(
                    # utils.sample(net))`; not `"{}".format(x)`)
                    roots.extend(root for arg in small.value.args for call in walk(arg.value)
                                 if type(call) is cst.Call for root in [_call_root(call)] if root)
    return tuple(dict.fromkeys(roots)) or None


def _call_root(call: cst.Call) -> str | None:
    """The name a call starts from (`utils` of `utils.sample(net).cpu()`), or None."""
    callee = call.func
    while isinstance(callee, (cst.Attribute, cst.Call, cst.Subscript)):
        callee = callee.func if isinstance(callee, cst.Call) else callee.value
    return callee.value if isinstance(callee, cst.Name) else None


def _script_work(statement: cst.CSTNode, module: cst.Module) -> bool:
    """Is a top-level loop or `with` a script's work: it names autograd (`backward`, `step`,
    `no_grad`, ...) or calls what the module defines, builds at top level or imports from
    outside the standard library (`train(epoch)`, `net(x)`, `engine.fit()`)? A timm model file's
    `for n in cfgs: cfgs[n.replace(...)] = copy.deepcopy(cfgs[n])` only sets the module up."""
    if not names_in(statement).isdisjoint(_SCRIPT_WORK_NAMES):
        return True
    own = _own_callables(module)
    return any(type(node) is cst.Call and root_name(node.func) in own for node in walk(statement))


def _own_callables(module: cst.Module) -> frozenset[str]:
    """The names the module's top level binds to something that may run a model: its functions
    and classes, what it builds by a call, what it imports from outside the standard library."""
    found = set()
    imports = ImportMap()  # (the top level's only)
    for statement in module.body:
        if isinstance(statement, (cst.FunctionDef, cst.ClassDef)):
            found.add(statement.name.value)
        elif isinstance(statement, cst.SimpleStatementLine):
            for small in statement.body:
                if isinstance(small, cst.Assign) and type(small.value) is cst.Call:
                    found.update(name for target in small.targets
                                 for name in [root_name(target.target)] if name)
                elif isinstance(small, cst.Import):
                    imports.add_import(small)
                elif isinstance(small, cst.ImportFrom):
                    imports.add_import_from(small)
    found.update(local for local, qual in imports.aliases.items()
                 if qual.startswith(".") or qual.split(".")[0] not in _SET_UP_MODULES)
    return frozenset(found)


def _tests_a_model(name: str) -> bool:
    """`simple_test`, `forward_test` of a detector (not `test_...`, a pytest test)."""
    return not name.startswith("test") and "test" in name.lower().split("_")


def _names_defined_here(klass: ClassInfo, main: ModuleContext) -> frozenset:
    """The names the classes of ``main`` in ``klass``'s MRO define: their methods, the
    attributes those methods set on ``self`` ("*" for a `setattr`), their class-level names
    bound to anything but plain data (`_keep_in_fp32_modules = ["norm"]` steers an inherited
    loader's branches, but brings no code or object of this file into it)."""
    found = set()
    for owner in klass.mro:
        if owner.context is not main:
            continue
        found.update(owner.own_methods)
        for method in owner.own_methods.values():
            found |= tree_fact(main.names_cache, "attributes-set", method, attributes_set)
        for statement in owner.node.body.body:
            if type(statement) is cst.SimpleStatementLine:
                for small in statement.body:
                    targets = [t.target for t in small.targets] if type(small) is cst.Assign \
                        else [small.target] if type(small) is cst.AnnAssign else []
                    if targets and not _plain_data(small.value):
                        found.update(t.value for t in targets if type(t) is cst.Name)
    return frozenset(found)


_PLAIN_ATOMS = (cst.SimpleString, cst.ConcatenatedString, cst.Integer, cst.Float)
_PLAIN_CONTAINERS = (cst.List, cst.Tuple, cst.Set)


def _plain_data(node) -> bool:
    """Is ``node`` a literal (a string, a number, True / False / None) or a list, tuple, set or
    dict of them?"""
    kind = type(node)
    if kind in _PLAIN_ATOMS:
        return True
    if kind is cst.Name:
        return node.value in ("True", "False", "None")
    if kind is cst.UnaryOperation:
        return _plain_data(node.expression)
    if kind in _PLAIN_CONTAINERS:
        return all(type(e) is cst.Element and _plain_data(e.value) for e in node.elements)
    if kind is cst.Dict:
        return all(type(e) is cst.DictElement and _plain_data(e.key) and _plain_data(e.value)
                   for e in node.elements)
    return False


def _calling_closure(functions: dict, seeds: set, cache: dict) -> set:
    """``seeds`` and the names of ``functions`` that call one of them, as far as it goes."""
    found = set(seeds)
    if not found:
        return found
    rest = {name: function for name, function in functions.items() if name not in found}
    while rest:
        more = {name for name, function in rest.items()
                if not names_in(function, cache).isdisjoint(found)}
        if not more:
            break
        found |= more
        for name in more:
            del rest[name]
    return found


def _written(heap) -> list:
    """The heap keys written on this path since its heap was copied (an entry's own writes:
    its state is a fork of the one its instance was built in)."""
    return list(heap.written) if isinstance(heap, Heap) else []


def _graph_nodes(values, depth: int = 2) -> frozenset:
    """The graph nodes ``values`` surely carry, and their items' (a dict of losses), ``depth``
    deep."""
    found = set()
    for value in values:
        if value is None:
            continue
        if value.kind == "tensor" and not value.opaque:
            # (a tensor; not what an unseen call may have passed a graph on to, a reward)
            found |= value.nodes - value.maybe
        if depth and value.items:
            found |= _graph_nodes(value.items, depth - 1)
    return frozenset(found)
