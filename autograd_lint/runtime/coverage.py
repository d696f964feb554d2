"""Which static-finding lines ran: probes compiled into the user's files, nothing else traced.

``sys.settrace`` line coverage costs 3-5x on Python 3.11 (tracing mode slows every frame, torch's
too), which would distort the program being checked. The runner only needs to know whether the
lines of the static findings ran, and it knows those lines before the code runs: so the script,
and every user module it imports (an import hook; the static linter runs on each such file as it
is imported), is compiled with a probe placed before the statement that holds each finding's
line. A probe is one call of ``set.add`` (a C function) per execution of that statement. Line
numbers, tracebacks and results are unchanged. Files with no static finding are not touched.
"""
from __future__ import annotations

import ast
import builtins
import importlib.abc
import importlib.machinery
import os
import sys
from typing import Callable, Iterable, Optional

PROBE_NAME = "__autograd_lint_reached__"


def _statement_lists(node: ast.AST):
    for field in ("body", "orelse", "finalbody"):
        value = getattr(node, field, None)
        if isinstance(value, list) and value and isinstance(value[0], ast.stmt):
            yield field, value
    for handler in getattr(node, "handlers", ()) or ():
        yield from _statement_lists(handler)
    for case in getattr(node, "cases", ()) or ():
        yield from _statement_lists(case)


def _span(stmt: ast.stmt) -> tuple[int, int]:
    first = stmt.lineno
    for deco in getattr(stmt, "decorator_list", ()) or ():
        first = min(first, deco.lineno)
    return first, getattr(stmt, "end_lineno", None) or stmt.lineno


def instrument(tree: ast.Module, file_id: int, lines: Iterable[int]) -> ast.Module:
    """Insert ``PROBE((file_id, line))`` before the innermost statement holding each line."""
    wanted = set(lines)
    placements: dict[int, list[tuple[list, ast.stmt, int]]] = {}

    def visit(container_owner: ast.AST, depth: int) -> None:
        for _field, stmts in _statement_lists(container_owner):
            for stmt in stmts:
                first, last = _span(stmt)
                for line in wanted:
                    if first <= line <= last:
                        placements.setdefault(line, []).append((stmts, stmt, depth))
                visit(stmt, depth + 1)

    visit(tree, 0)
    inserts: dict[int, list[tuple[ast.stmt, int]]] = {}
    owners: dict[int, list] = {}
    for line, options in placements.items():
        stmts, stmt, _depth = max(options, key=lambda o: o[2])  # innermost
        inserts.setdefault(id(stmts), []).append((stmt, line))
        owners[id(stmts)] = stmts
    for key, items in inserts.items():
        stmts = owners[key]
        for stmt, line in items:
            index = next(i for i, s in enumerate(stmts) if s is stmt)
            if _is_docstring_or_future(stmts, index):
                continue
            probe = ast.Expr(ast.Call(ast.Name(PROBE_NAME, ast.Load()),
                                      [ast.Constant((file_id, line))], []))
            ast.copy_location(probe, stmt)
            probe.end_lineno = stmt.lineno
            ast.fix_missing_locations(probe)
            stmts.insert(index, probe)
    return tree


def _is_docstring_or_future(stmts: list, index: int) -> bool:
    stmt = stmts[index]
    if isinstance(stmt, ast.ImportFrom) and stmt.module == "__future__":
        return True
    return False


class ReachedLines:
    """Probes for the lines of static findings; ``reached(path, line)`` after the run."""

    def __init__(self, lint: Callable[[str], list], is_user_file: Callable[[str], bool]) -> None:
        self._lint = lint
        self._is_user_file = is_user_file
        self.hits: set[tuple[int, int]] = set()
        self.file_ids: dict[str, int] = {}
        self.findings: dict[str, list] = {}  # real path -> static findings of that file
        self.files_ran: list[str] = []
        self.errors: list[str] = []
        self._finder: Optional[_Finder] = None
        self._had_probe = False
        self._old_probe = None

    # -- compile --------------------------------------------------------------------------
    def compile_file(self, path: str, source: Optional[bytes] = None):
        """The code object of ``path``, with probes when the file has static findings."""
        real = os.path.realpath(path)
        if source is None:
            with open(path, "rb") as fh:
                source = fh.read()
        if real not in self.findings:
            try:
                self.findings[real] = list(self._lint(path))
            except Exception as exc:  # a linter fault must not stop the run
                self.errors.append(f"{path}: static lint failed: {type(exc).__name__}: {exc}")
                self.findings[real] = []
            self.files_ran.append(path)
        lines = {f.line for f in self.findings[real]}
        if lines:
            try:
                tree = ast.parse(source, filename=path)
                file_id = self.file_ids.setdefault(real, len(self.file_ids))
                tree = instrument(tree, file_id, lines)
                return compile(tree, path, "exec", dont_inherit=True)
            except SyntaxError:
                pass
            except Exception as exc:
                self.errors.append(f"{path}: could not place probes: {type(exc).__name__}: {exc}")
        return compile(source, path, "exec", dont_inherit=True)

    def reached(self, path: str, line: int) -> bool:
        file_id = self.file_ids.get(os.path.realpath(path))
        return file_id is not None and (file_id, line) in self.hits

    # -- install --------------------------------------------------------------------------
    def start(self) -> None:
        self._had_probe = hasattr(builtins, PROBE_NAME)
        self._old_probe = getattr(builtins, PROBE_NAME, None)
        setattr(builtins, PROBE_NAME, self.hits.add)
        self._finder = _Finder(self)
        sys.meta_path.insert(0, self._finder)

    def stop(self) -> None:
        if self._finder is not None and self._finder in sys.meta_path:
            sys.meta_path.remove(self._finder)
        self._finder = None
        if self._had_probe:
            setattr(builtins, PROBE_NAME, self._old_probe)
        else:  # a thread or atexit handler still running probed code must not hit a NameError
            setattr(builtins, PROBE_NAME, frozenset().__contains__)


class _Finder(importlib.abc.MetaPathFinder):
    """Loads the user's own modules through ``ReachedLines.compile_file``."""

    def __init__(self, owner: ReachedLines) -> None:
        self.owner = owner

    def find_spec(self, fullname, path=None, target=None):
        spec = importlib.machinery.PathFinder.find_spec(fullname, path, target)
        if spec is None or not isinstance(spec.loader, importlib.machinery.SourceFileLoader):
            return None
        origin = spec.origin or ""
        if not origin.endswith(".py") or not self.owner._is_user_file(origin):
            return None
        spec.loader = _ProbedLoader(fullname, origin, self.owner)
        return spec


class _ProbedLoader(importlib.machinery.SourceFileLoader):
    def __init__(self, fullname, path, owner: ReachedLines) -> None:
        super().__init__(fullname, path)
        self.owner = owner

    def get_code(self, fullname):  # no .pyc: the probed code must not be cached
        path = self.get_filename(fullname)
        try:
            return self.owner.compile_file(path, self.get_data(path))
        except SyntaxError:
            pass
        return super().get_code(fullname)  # its SyntaxError, with the traceback python shows
