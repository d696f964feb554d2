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

import libcst as cst

from . import torch_api as api
from .hazards import HazardFacts
from .helpers import example_arguments, is_evaluation_name, legacy_attributes, registered_parameters
from .names import ImportMap, dotted
from .state import ClassInfo, Frame, State
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


class _Budget(Exception):
    """The entry is too large to follow: stop it quietly (no finding is better than a wrong one)."""


class Interpreter(Statements, Expressions, Calls, AutogradEvents, HazardFacts):
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
