"""Names that lead into other files of the project: ``from models import Generator``, a factory in
``utils.py``, a registry dict, a trainer base class, an ``__init__.py`` re-export.

A project module is loaded the first time a name from it is used: its definitions are collected and
its module-level bindings run as an import would run them (assignments, imports, guarded blocks,
tensors filled in place; not loops, other calls made for their effect or the
``if __name__ == "__main__":`` block). Its functions and methods then run at their calls with the
caller's values, in the module's own namespace.

A mixin of :class:`~autograd_lint.semantics.interpreter.Interpreter`.
"""
from __future__ import annotations

import os
import time
from contextlib import contextmanager

import libcst as cst

from . import torch_api as api
from .names import dotted
from .registries import (MAX_ENTRIES, MAX_LISTED, OBJECT_REGISTERING, decorated_definitions,
                         is_registry_object, module_values, registering_decorator,
                         registering_functions)
from .state import Budget, ClassInfo, Frame, ModuleContext, State
from .syntax import string
from .values import UNKNOWN, Value, named_by
from .walk import walk

MAX_REEXPORT_DEPTH = 8
# Project modules one analysis reads: a package whose `__init__` and registries name hundreds of
# classes (a pipeline mapping of a diffusion library) would otherwise have its whole code read
# (and parsed again after the tree cache drops it) for each file. Past it, a name that leads
# into an unread module is unknown, and quiet.
MAX_MODULES_READ = 64
MAX_REGISTRY_IMPORTERS = 16  # files that import a registry's decorator, read for its entries
_IMPORT_TIME_STATEMENTS = (cst.Assign, cst.AnnAssign, cst.AugAssign, cst.Import, cst.ImportFrom)


class ProjectValues:
    def _project_value(self, qual: str | None, state: State | None) -> Value | None:
        """What an imported qualified name is in the project, or None (not a project name, or
        nothing known about it)."""
        if self.project is None or not qual or self.ctx.path is None:
            return None
        key = (self.ctx.path, qual)
        if key in self.resolved:
            value = self.resolved[key]
        else:
            self.resolved[key] = None  # an import cycle resolves to nothing, not forever
            value = self.resolved[key] = self._resolve(qual, self.ctx.path, 0)
        if value is not None and (value.sym is not None or value.nodes):
            self.shared_reads += 1  # (see summaries.py)
            if state is not None and value.sym is not None:
                self._share_heap(state)
        return value

    def _resolve(self, qual: str, importer: str, depth: int) -> Value | None:
        found = self.project.resolve(importer, qual, self.main.path)
        if found is None or depth > MAX_REEXPORT_DEPTH:
            return None
        path, rest = found
        if len(rest) != 1:  # the module itself stays a qualified name; its attributes resolve
            return None
        context = self._context_for(path)
        parts = qual.split(".")
        module_qual = ".".join(parts[:len(parts) - 1]) if not qual.startswith(".") else None
        return self._member(context, rest[0], depth, module_qual) if context is not None \
            else None

    def _member(self, context: ModuleContext, name: str, depth: int,
                module_qual: str | None = None) -> Value | None:
        value = context.globals.get(name)
        if value is not None and value.kind == "qual" and value.qual and \
                context.imports.aliases.get(name) == value.qual:
            value = None  # bound by an import at import time: the re-export is followed below
        if value is not None:
            return value
        if name in context.classes:
            return Value(kind="class", target=context.classes[name], label=name)
        if name in context.functions:
            return Value(kind="function", target=context.functions[name], label=name)
        alias = context.imports.aliases.get(name)
        if alias is not None:  # a re-export (`from .models import Net` in __init__.py)
            found = self._resolve(alias, context.path, depth + 1)
            if found is not None:
                return found
            # a module re-exported (`from .models.utils import training`): named as the
            # importer can resolve it (`pkg.models.utils.training`), not relative to the package
            return Value(kind="qual", qual=_absolute(alias, module_qual, context.path) or alias,
                         label=name)
        for star in context.imports.star_modules:
            found = self._resolve(f"{star}.{name}", context.path, depth + 1)
            if found is not None:
                return found
        return None

    def _package_network(self, package: str) -> Value | None:
        """``getattr(models, args.model)`` of a project module (CondenseNet's `models/__init__.py`
        re-exporting four network classes) by a name not known here: any of its public names,
        so a network class when every one of them is a project network class that holds
        parameters (its class unknown, as a registry's is). None when any could be something
        else: a function, a class of another kind, a name of a library, a star import."""
        if package in self.package_networks:
            return self.package_networks[package]
        self.package_networks[package] = None  # (a cycle of re-exports: unknown)
        found = self.project.resolve(self.ctx.path, package, self.main.path) \
            if self.project is not None and self.ctx.path is not None else None
        context = self._context_for(found[0]) if found is not None and not found[1] else None
        if context is None or context.imports.star_modules or any(
                not name.startswith("_") for name in context.functions):
            return None
        names = [name for name in (*context.classes, *context.imports.aliases)
                 if not name.startswith("_")]
        for name in names:
            alias = context.imports.aliases.get(name)
            if alias is not None and name not in context.classes and \
                    self.project.resolve(context.path, alias) is None and \
                    alias.split(".")[-1] == name and "." not in alias:
                continue  # `import math`: a module, not what a name picks
            value = self._member(context, name, 0, package) if alias is not None or \
                name in context.classes else None
            if value is None or value.kind != "class" or \
                    not isinstance(value.target, ClassInfo) or \
                    not (value.target.is_module and value.target.builds_parameters):
                return None
        if not names:
            return None
        network = self.package_networks[package] = Value(kind="qual", qual=api.SOME_NETWORK)
        return network

    def _registry_choice(self, registry: tuple[str, str], key: Value | None = None) -> Value:
        """What a lookup in a decorator-filled registry may return: the entry registered under
        ``key`` when the key is a known string and every entry's name is known
        (`@register("resnet")`), else a choice of its entries (a call of it joins theirs), or
        unknown when none is found or too many."""
        entries = self.registries.get(registry)
        if entries is None:
            self.registries[registry] = ()  # (a lookup while the entries are read: unknown)
            entries = self.registries[registry] = self._registry_entries(*registry)
        if entries and MAX_ENTRIES < len(entries) <= MAX_LISTED and all(
                value.kind == "class" and isinstance(value.target, ClassInfo) and
                value.target.is_module and value.target.builds_parameters
                for _, value in entries):
            # (too many to run each constructor; what any of them makes is a network that
            # holds parameters, its class unknown)
            return Value(kind="qual", qual=api.SOME_NETWORK)
        if not entries or len(entries) > MAX_ENTRIES:
            return UNKNOWN
        wanted = named_by(key) if key is not None else None
        if wanted is not None and all(name is not None for name, _ in entries):
            named = [value for name, value in entries if name == wanted]
            return named[0] if len(named) == 1 else UNKNOWN
        return Value(kind="choice", items=tuple(value for _, value in entries))

    def _registry_class(self, registry: tuple[str, str]) -> ClassInfo | None:
        """The project class of a registry object (`HEADS = Registry("heads")` with `Registry`
        defined in the project), whose methods (`HEADS.build(name, **kwargs)`) can be run on it;
        None for a dict, or a registry class from a library."""
        path, name = registry
        home = self._context_of(path)
        value_node = module_values(home.module).get(name) if home is not None else None
        if not is_registry_object(value_node):
            return None
        with self._in_context(home):
            return self._class_of(value_node.func)

    def _registry_entries(self, path: str, name: str) -> tuple:
        home = self._context_of(path)
        if home is None:
            return ()
        registering = registering_functions(home.module, name)
        registers = registering_decorator(home.module, name)
        if registers is None:
            return ()
        by_name = self._keys_by_definition_name(home, name, registering)
        entries = [(_registered_name(node, registers, by_name), self._definition_value(home, node))
                   for node in decorated_definitions(home.module, registers)]
        entries += self._called_registrations(home, name)
        # (through a package's `__init__.py` too: `from pkg.models import register_model`)
        # (source not on disk, as a buffer in an editor: no project, only its own entries)
        walked = self.project.importer_walk(path, MAX_REGISTRY_IMPORTERS) \
            if self.project is not None else ()
        for importer in walked:
            context = self._context_of(importer)
            if context is None or context is home:
                continue

            def imported(expression, context=context):
                # `@register_model` (a function that fills the dict) or `@REGISTRY.register()`
                attr = expression.attr.value if isinstance(expression, cst.Attribute) else None
                qual = context.imports.qualify(expression)
                found = self.project.origin(context.path, qual) if qual else None
                return found is not None and found[0] == path and (
                    len(found[1]) == 1 and found[1][0] in registering or
                    attr in OBJECT_REGISTERING and found[1] == (name, attr))

            entries.extend((_registered_name(node, imported, by_name),
                            self._definition_value(context, node))
                           for node in decorated_definitions(context.module, imported))
        return tuple(entries[:MAX_LISTED + 1])

    def _called_registrations(self, context: ModuleContext, registry: str) -> list:
        """(name, value) of each object registered by a call at the top of ``context``'s module
        (`OPTIMIZERS.register("adamw", torch.optim.AdamW)`, `register_module(module=Net)`): the
        name given, and the object, a library's class or one of the project."""
        found = []
        for statement in context.module.body:
            if type(statement) is not cst.SimpleStatementLine:
                continue
            for small in statement.body:
                call = small.value if type(small) is cst.Expr else None
                if type(call) is not cst.Call or type(call.func) is not cst.Attribute or \
                        call.func.attr.value not in OBJECT_REGISTERING or \
                        dotted(call.func.value) != registry:
                    continue
                named = [string(arg.value) for arg in call.args
                         if (arg.keyword is None or arg.keyword.value == "name") and
                         type(arg.value) is cst.SimpleString]
                objects = [arg.value for arg in call.args if type(arg.value) in (
                    cst.Name, cst.Attribute) and (arg.keyword is None or arg.keyword.value in (
                        "obj", "module", "cls"))]
                if len(objects) != 1:
                    continue
                qual = context.imports.qualify(objects[0])
                value = Value(kind="qual", qual=qual) if qual is not None and \
                    not qual.startswith(".") else None
                if value is None and type(objects[0]) is cst.Name:
                    value = self._member(context, objects[0].value, 0)
                if value is not None:
                    spelt = named[0] if named and isinstance(named[0], str) else None
                    found.append((spelt, value))
        return found

    def _keys_by_definition_name(self, home: ModuleContext, name: str, registering) -> bool:
        """Does the code that registers into the registry ``name`` of ``home`` key an entry by
        its definition's name when the decorator names none (`self._members[name or
        cls.__name__] = cls`, mmcv's `register_module()`)? Read from its registering functions,
        or the registering methods of the registry object's project class."""
        functions = [home.functions[f] for f in registering if f in home.functions]
        klass = self._registry_class((home.path, name))
        if klass is not None:
            functions += [klass.methods[m] for m in OBJECT_REGISTERING if m in klass.methods]
        return any(type(node) is cst.Attribute and node.attr.value == "__name__"
                   for function in functions for node in walk(function))

    @staticmethod
    def _definition_value(context: ModuleContext, node) -> Value:
        name = node.name.value
        if isinstance(node, cst.ClassDef) and name in context.classes:
            return Value(kind="class", target=context.classes[name], label=name)
        if isinstance(node, cst.FunctionDef):
            return Value(kind="function", target=node, label=name)
        return UNKNOWN

    def _star_value(self, name: str, state: State) -> Value | None:
        """``name`` from a ``from models import *`` of the module being run."""
        for star in self.imports.star_modules:
            value = self._project_value(f"{star}.{name}", state)
            if value is not None:
                return value
        return None

    def _context_of(self, path: str) -> ModuleContext | None:
        """The linted file's context for its own path, else the project module's."""
        return self.main if path == self.main.path else self._context_for(path)

    def _context_for(self, path: str) -> ModuleContext | None:
        if path in self.contexts:
            return self.contexts[path]
        if len(self.contexts) >= MAX_MODULES_READ:
            return None
        with self._project_clock():
            return self._load_context(path)

    @contextmanager
    def _project_clock(self):
        """Time spent on other files (reading, parsing, running them), outermost calls only."""
        if self.project_depth:
            self.project_depth += 1
            try:
                yield
            finally:
                self.project_depth -= 1
            return
        self.project_depth = 1
        started = time.perf_counter()
        try:
            yield
        finally:
            self.project_depth = 0
            self.project_seconds += time.perf_counter() - started

    def _load_context(self, path: str) -> ModuleContext | None:
        loaded = self.project.load(path)
        self.dependencies[path] = loaded.digest
        if loaded.module is None or _other_framework(loaded.imports):
            # (a module written for another framework: what it makes is not torch's)
            self.contexts[path] = None
            return None
        imports = self.project.with_star_imports(path, loaded.imports, loaded.module,
                                                 self.main.path)
        context = self.contexts[path] = ModuleContext(path, loaded.module, imports, loaded.caches)
        with self._in_context(context):
            self._collect_definitions()
            self._run_import_time_code(context)
        return context

    @contextmanager
    def _in_context(self, context: ModuleContext):
        saved, self.ctx = self.ctx, context
        try:
            yield
        finally:
            self.ctx = saved

    def _run_import_time_code(self, context: ModuleContext) -> None:
        """The module-level bindings of a project module, in a state of their own (the importing
        entry's events, budget and loops are left as they were)."""
        saved = (self.trace, self.pending, self.steps, self.statement, self.loops,
                 self.loop_exits, self.loop_names, self.iteration, self.building)
        self.trace, self.pending, self.loops, self.loop_exits, self.loop_names = [], [], [], [], []
        self.building = 0  # (a module first imported while a network is built runs as on import)
        state = State(context.globals, context.heap, True, {}, {}, {})
        frame = Frame("<module>", context.globals, None, None)
        try:
            for statement in context.module.body:
                if not _runs_on_import(statement):
                    continue
                self.steps = 0
                try:
                    self._exec_statement(statement, state, frame)
                except (Budget, RecursionError):
                    continue
        finally:
            (self.trace, self.pending, self.steps, self.statement, self.loops,
             self.loop_exits, self.loop_names, self.iteration, self.building) = saved

    def _share_heap(self, state: State) -> None:
        """Attributes set by project modules' import-time code (``model.fc`` of a model built at
        module level) are known to the importing code too. A module's heap is fixed once its
        import-time code ran, so it is copied into a path's state once, not at every lookup."""
        for context in self.contexts.values():
            if context is None or context is self.main or not context.heap:
                continue
            mark = ("heap-shared", context.path)
            if mark not in state.marks:
                state.marks[mark] = True
                for key, value in context.heap.items():
                    state.writable_heap().setdefault(key, value)

    def _class_of(self, expr: cst.BaseExpression) -> ClassInfo | None:
        """The class a base-class expression names, in this file or another project file."""
        if isinstance(expr, cst.Name) and expr.value in self.classes:
            return self.classes[expr.value]
        qual = self.imports.qualify(expr)
        if qual is None and isinstance(expr, cst.Name):
            value = self._star_value(expr.value, None) if self.project is not None else None
        else:
            value = self._project_value(qual, None)
        if value is not None and value.kind == "class" and isinstance(value.target, ClassInfo):
            return value.target
        return None

    def _super_method(self, frame: Frame, name: str) -> cst.FunctionDef | None:
        """``super().name`` inside the method being run: the next definition of ``name`` after
        the class defining that method, in the instance's method resolution order."""
        if frame.klass is None or not self.stack:
            return None
        running = self.stack[-1]
        order = frame.klass.mro
        for index, klass in enumerate(order):
            if running in klass.own_method_ids:
                for later in order[index + 1:]:
                    if name in later.own_methods:
                        return later.own_methods[name]
                return None
        return None


def _absolute(alias: str, module_qual: str | None, path: str | None) -> str | None:
    """A relative import's qualified name (``.models.utils.training``) made absolute from the
    module it is written in (``pkg``, an ``__init__.py``), or None if that is not known."""
    level = len(alias) - len(alias.lstrip("."))
    if not level or not module_qual or not path:
        return None
    package = module_qual.split(".")
    if os.path.basename(path) != "__init__.py":
        package = package[:-1]
    if level - 1 >= len(package):  # (beyond the top-level package: Python refuses it too)
        return None
    base = package[:len(package) - (level - 1)]
    rest = alias[level:]
    return ".".join(base + ([rest] if rest else [])) or None


def _runs_on_import(statement: cst.CSTNode) -> bool:
    if isinstance(statement, cst.SimpleStatementLine):
        return all(isinstance(small, _IMPORT_TIME_STATEMENTS) or _fills_in_place(small)
                   for small in statement.body)
    if isinstance(statement, cst.If):
        return not _is_main_guard(statement.test)
    return isinstance(statement, (cst.Try, cst.TryStar))


def _fills_in_place(small: cst.BaseSmallStatement) -> bool:
    """A call made for its effect that only fills a tensor in place (`y_onehot.zero_()`,
    `nn.init.normal_(w)`): what the module's tensors hold after import depends on it."""
    return isinstance(small, cst.Expr) and isinstance(small.value, cst.Call) and \
        isinstance(small.value.func, cst.Attribute) and \
        api.is_inplace_method(small.value.func.attr.value)


def _is_main_guard(test: cst.BaseExpression) -> bool:
    return isinstance(test, cst.Comparison) and dotted(test.left) == "__name__"


def _registered_name(node, is_registering, by_name: bool = False) -> str | None:
    """The name a definition is registered under: the string its registering decorator is
    called with (`@register("resnet")`, `@register(name="resnet")`); where it names none and
    the registering code keys entries by ``__name__`` (``by_name``), the definition's own name;
    else None (`@register`, whose key the registering code computes)."""
    for decorator in node.decorators:
        expression = decorator.decorator
        called = isinstance(expression, cst.Call)
        if not is_registering(expression.func if called else expression):
            continue
        for arg in expression.args if called else ():
            if (arg.keyword is None or arg.keyword.value == "name") and \
                    isinstance(arg.value, cst.SimpleString):
                return string(arg.value)
            if arg.keyword is None or arg.keyword.value == "name":
                return None  # (a name computed at run time)
        return node.name.value if by_name else None
    return None


def _other_framework(imports) -> bool:
    """Does a module import a framework other than torch (a TensorLayer policy network), and
    never torch?"""
    roots = {qual.split(".")[0] for qual in (*imports.aliases.values(), *imports.star_modules)
             if not qual.startswith(".")}
    return "torch" not in roots and not roots.isdisjoint(api.OTHER_FRAMEWORKS)
