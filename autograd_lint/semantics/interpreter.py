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
import os

import libcst as cst

from . import torch_api as api
from .hazards import HazardFacts
from .helpers import example_arguments, is_evaluation_name, legacy_attributes, registered_parameters
from .names import ImportMap, dotted
from .project import MAX_IMPORTERS, Project
from .project_values import ProjectValues
from .state import Budget, ClassInfo, Frame, ModuleContext, State
from .values import Facts, Value
from .walk import names_in
from .statements import Statements
from .expressions import Expressions
from .calls import Calls
from .events import AutogradEvents

# A function is analysed on its own only if it uses one of these names.
TRIGGER_NAMES = frozenset({
    "backward", "manual_backward", "step", "zero_grad", "grad", "requires_grad", "requires_grad_",
    "Parameter", "parameters", "named_parameters", "weight", "bias", "autograd", "eval", "numpy"})
MAX_STEPS_PER_ENTRY = 20000
# Statements are a poor measure of work: nested loops (each body runs twice) or a looping helper
# called from many places multiply autograd events, and each costs state copies. An entry (the
# module or a function analysed on its own) stops once its trace holds this many events.
MAX_EVENTS_PER_ENTRY = 4000


class Interpreter(Statements, Expressions, Calls, AutogradEvents, ProjectValues, HazardFacts):
    def __init__(self, module: cst.Module, imports: ImportMap, path: str | None = None,
                 project: Project | None = None) -> None:
        self.module = module
        self.project = project if path else None
        self.main = ModuleContext(path, module, imports, self.project.caches_for(path, module)
                                  if self.project is not None else None)
        self.ctx = self.main                   # the module whose code is being run
        self.contexts: dict[str, ModuleContext | None] = {}   # project modules by path
        if path:
            self.contexts[os.path.abspath(path)] = self.main
        self.def_contexts: dict[int, ModuleContext] = {}      # id(def) -> the module defining it
        self.resolved: dict[tuple, Value | None] = {}         # (module path, qual) -> its value
        self.dependencies: dict[str, str] = {}  # project files read: path -> content digest
        self._names_from_main: dict[str, set[str]] = {}       # importer -> names it takes from us
        self.project_seconds = 0.0             # spent on other files (for --profile)
        self.project_depth = 0
        self.facts = Facts()
        self.called: set[int] = set()          # ids of function defs followed from a call
        self.module_like: set[str] = set()     # symbols used as modules (.parameters() ...)
        self.has_parameters: set[str] = set()  # symbols asked for .parameters()
        self.frozen_syms: set[str] = set()     # modules whose parameters were set requires_grad=False
        self.trace: list = []                  # backward / step / zero events of the current entry
        self.loops: list[cst.CSTNode] = []
        self.counter = itertools.count()
        self.depth = 0
        self.steps = 0
        self.stack: list[int] = []
        self.statement: cst.CSTNode | None = None
        self.loop_exits: list[dict] = []       # per enclosing loop: states at continue / break
        self.loop_names: list[set] = []        # names bound before each enclosing loop
        self.frames: list[Frame] = []          # functions being run, innermost last
        self.pending: list[tuple] = []         # facts confirmed or dropped at the entry's end
        self._zeroed_syms: set[str] = set()    # objects zero_grad() was called on
        self.parents: dict[str, str] = {}      # module symbol -> the module it is a part of
        self.forward_hooks: dict[str, list] = {}  # module symbol -> [(hook, its instance)]
        self.periodic_steps: set = set()       # (optimizer, loop) stepped under such a test
        # where in the trace each enclosing `if (i + 1) % k == 0:` block (accumulation) began
        self.periodic_starts: list[int] = []
        self.reevaluating = None               # an LBFGS step(closure) whose closure is being run
        self.forward_depth = 0                 # > 0 while following a user module's forward
        self.iteration = -1                    # id of the loop iteration being run
        self.splits = 0                        # blocks being run once per truth of a test
        self.hook_cache: dict = {}             # id(module context) -> what its init hooks write

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
    def run(self) -> Facts:
        self._collect_definitions()
        state = State({}, {}, True, {}, {}, {})
        frame = Frame("<module>", None, None, None)
        frame.globals = self.main.globals = state.locals
        self._run_entry(lambda: self._exec_module_body(state, frame))
        globals_ = state.locals
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
            wanted = [(name, method) for name, method in list(methods.items())
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
                runs = 2 if name in api.FRAMEWORK_LOOP_METHODS and klass.derives_from(
                    api.FRAMEWORK_LOOP_METHODS[name]) else 1
                self._run_entry(lambda m=method, n=runs: self._run_method(
                    m, n, entry_state, globals_, instance, klass))
        for function in list(self.functions.values()):
            if id(function) not in self.called and (is_evaluation_name(function.name.value) or
                                                    not names_in(function, self.names_cache)
                                                    .isdisjoint(TRIGGER_NAMES)):
                self._run_entry(lambda f=function: self._call_function(
                    f, [], {}, state.fork(), globals_, None, None, entry=True))
        self.facts.classes = self.main.classes
        self.facts.parents = self.parents
        self.facts.dependencies = self.dependencies
        return self.facts

    def _run_method(self, method: cst.FunctionDef, runs: int, state: State, globals_: dict,
                    instance: Value, klass: ClassInfo) -> None:
        """A method nothing in the project calls, run on its own; ``runs`` times in a row when
        its framework calls it once per batch (Lightning's ``training_step``)."""
        for _ in range(runs):
            if runs > 1:
                self.iteration = next(self.counter)
            self._call_function(method, [], {}, state, globals_, instance, klass, entry=True)

    def _run_importers(self) -> None:
        """Run the project's scripts that import this file, so that its functions and classes
        meet the objects their callers really pass (``train_one_epoch(model, optimizer, ...)``
        from ``train.py``). Only their events in this file count; a function they call is not run
        again on its own with unknown arguments."""
        if self.project is None or not self._has_entry_points():
            return
        for path in self._importers():
            loaded = self.project.load(path)
            self.dependencies[path] = loaded.digest
            if loaded.module is None or path in self.contexts or not _is_script(loaded.module):
                continue
            context = self.contexts[path] = ModuleContext(path, loaded.module, loaded.imports,
                                                          loaded.caches)
            with self._in_context(context):
                self._collect_definitions()
                state = State(context.globals, context.heap, True, {}, {}, {})
                frame = Frame("<module>", context.globals, None, None)
                self._run_entry(lambda: self._exec_module_body(state, frame))
                for function in list(context.functions.values()):  # `def main(args)` of a CLI
                    if id(function) not in self.called and self._calls_into_main(function):
                        self._run_entry(lambda f=function: self._call_function(
                            f, [], {}, state.fork(), context.globals, None, None, entry=True))

    def _importers(self) -> list[str]:
        """The files importing this one, and those importing it through a package's
        ``__init__.py`` re-export (`from agents import A2CAgent`)."""
        found, pending, seen = [], [self.main.path], {os.path.abspath(self.main.path)}
        while pending and len(found) < 2 * MAX_IMPORTERS:
            for path in self.project.importers_of(pending.pop(0)):
                if path not in seen:
                    seen.add(path)
                    found.append(path)
                    if os.path.basename(path) == "__init__.py":
                        pending.append(path)
        return found

    def _has_entry_points(self) -> bool:
        """Does this file define code that uses autograd or a module whose forward callers run
        (else no caller can matter)?"""
        definitions = list(self.main.functions.values()) + [
            klass.node for klass in self.main.classes.values()]
        return any(klass.is_module for klass in self.main.classes.values()) or any(
            not names_in(node, self.names_cache).isdisjoint(TRIGGER_NAMES)
            or is_evaluation_name(node.name.value) for node in definitions)

    def _calls_into_main(self, function: cst.FunctionDef) -> bool:
        """Does ``function`` (of the importer being run) use a name imported from this file?"""
        imported = self._names_from_main.get(self.ctx.path)
        if imported is None:
            main = os.path.abspath(self.main.path)
            imported = self._names_from_main[self.ctx.path] = {
                local for local, qual in self.imports.aliases.items()
                if (self.project.resolve(self.ctx.path, qual) or ("",))[0] == main}
        return not names_in(function, self.names_cache).isdisjoint(imported)

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
        self.pending = []
        self.steps = 0
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
            elif base in api.OPTIMIZER_BASES:
                is_optimizer = True
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

        def attributes():  # walked only for the classes the analysis meets (most of a library's not)
            params = registered_parameters(node, imports, names_cache)
            legacy = legacy_attributes(node, imports) if not names_in(
                node, names_cache).isdisjoint(api.LEGACY_CONSTRUCTORS) else set()
            return params, legacy
        klass.attributes = attributes
        self.classes[klass.name] = klass
        return klass

    def _tick(self) -> None:
        self.steps += 1
        if self.steps > MAX_STEPS_PER_ENTRY or len(self.trace) > MAX_EVENTS_PER_ENTRY:
            raise Budget()

    def _new_sym(self, hint: str = "v") -> str:
        return f"{hint}#{next(self.counter)}"

    def _new_instance(self, klass: ClassInfo, label: str, state: State) -> Value:
        kind = "module" if klass.is_module else "instance"
        return Value(kind=kind, sym=self._new_sym(klass.name), label=label, target=klass)

    # -------------------------------------------------------------------------------- statements


def _is_script(module: cst.Module) -> bool:
    """A module that does something when run (a `__main__` block, a loop or a call at top level):
    a caller worth running. A library module importing this one only defines things."""
    for statement in module.body:
        if isinstance(statement, (cst.For, cst.While, cst.With)):
            return True
        if isinstance(statement, cst.If) and isinstance(statement.test, cst.Comparison) and \
                dotted(statement.test.left) == "__name__":
            return True
        if isinstance(statement, cst.SimpleStatementLine) and any(
                isinstance(small, cst.Expr) and isinstance(small.value, cst.Call)
                for small in statement.body):
            return True
    return False
