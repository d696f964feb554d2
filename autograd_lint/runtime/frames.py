"""Which frames are the user's: attribution of runtime events to the user's file:line.

A frame is the user's when its file is neither part of torch (nor another installed package),
nor of autograd-lint, nor of the standard library. The answer is cached per file name, so the
check costs a dict lookup per frame. A module can hide its frames (a wrapper around ``backward``
or ``step`` that should not be blamed) with a global ``__autograd_lint_hide__ = True``, as pytest's
``__tracebackhide__``.
"""
from __future__ import annotations

import os
import site
import sys
import sysconfig
from types import CodeType, FrameType, TracebackType
from typing import Optional


class Site(tuple):
    """(file name as in co_filename, 1-based line): compared and hashed as that pair; ``col``
    (0-based) is where the call on that line starts, when the frame told it."""

    col = 0


def _column(code: CodeType, lasti: int, line: int) -> int:
    """The 0-based column where the instruction at ``lasti`` starts (Python 3.11+), else the
    indentation of its line."""
    positions = getattr(code, "co_positions", None)
    if positions is not None and lasti >= 0:
        from itertools import islice

        for position in islice(positions(), lasti // 2, lasti // 2 + 1):
            if position[0] == line and position[2] is not None:
                return position[2]
    return indentation(code.co_filename, line)


def indentation(filename: str, line: int) -> int:
    import linecache

    text = linecache.getline(filename, line)
    return len(text) - len(text.lstrip()) if text.strip() else 0


HIDE = "__autograd_lint_hide__"
_PACKAGE_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _norm(path: str) -> str:
    return os.path.normcase(os.path.realpath(path))


def _excluded_roots() -> tuple[str, ...]:
    roots = {_norm(_PACKAGE_DIR)}
    for key in ("stdlib", "platstdlib", "purelib", "platlib"):
        try:
            value = sysconfig.get_paths().get(key)
        except Exception:  # pragma: no cover - broken sysconfig
            value = None
        if value:
            roots.add(_norm(value))
    try:
        roots.update(_norm(p) for p in site.getsitepackages())
    except Exception:  # pragma: no cover - virtualenv without getsitepackages
        pass
    try:
        roots.add(_norm(site.getusersitepackages()))
    except Exception:  # pragma: no cover
        pass
    torch_mod = sys.modules.get("torch")
    if torch_mod is not None and getattr(torch_mod, "__file__", None):
        roots.add(_norm(os.path.dirname(torch_mod.__file__)))
    return tuple(sorted(r.rstrip(os.sep) + os.sep for r in roots))


class FrameFilter:
    """Decides whether a file holds user code; finds the innermost user frame."""

    _CODES_LIMIT = 20_000  # code objects remembered (each kept alive while remembered)

    def __init__(self) -> None:
        self._roots = _excluded_roots()
        self._cache: dict[str, bool] = {}
        # id(code) -> (code, the frame is a user frame); the entry keeps the code alive, so the id
        # cannot be reused while it is remembered
        self._codes: dict[int, tuple] = {}
        # (id(code), f_lasti) -> (code, site): a line repeatedly calling backward / step /
        # zero_grad costs one lookup (no line-table scan); the entry keeps the code alive too
        self._sites: dict[tuple, tuple] = {}

    def is_user_file(self, filename: str) -> bool:
        cached = self._cache.get(filename)
        if cached is None:
            cached = self._classify(filename)
            self._cache[filename] = cached
        return cached

    def _classify(self, filename: str) -> bool:
        if not filename or filename.startswith("<"):
            return False
        norm = _norm(os.path.abspath(filename))
        if any(norm.startswith(root) for root in self._roots):
            return False
        parts = norm.split(os.sep)
        return "site-packages" not in parts and "dist-packages" not in parts

    def is_user_code(self, code: CodeType) -> bool:
        return self.is_user_file(code.co_filename)

    def _code_entry(self, code: CodeType, frame: FrameType) -> tuple:
        """Classify a code object once: a user frame runs it (its file is the user's and its
        module does not hide its frames)."""
        codes = self._codes
        if len(codes) >= self._CODES_LIMIT:
            codes.clear()
        entry = (code, self.is_user_file(code.co_filename)
                 and not frame.f_globals.get(HIDE))
        codes[id(code)] = entry
        return entry

    def site(self, frame: FrameType) -> Site:
        """(file name, line) a frame is executing, cached per code object and instruction."""
        code = frame.f_code
        key = (id(code), frame.f_lasti)
        entry = self._sites.get(key)
        if entry is None:
            sites = self._sites
            if len(sites) >= self._CODES_LIMIT:
                sites.clear()
            site = Site((code.co_filename, frame.f_lineno))
            site.col = _column(code, frame.f_lasti, frame.f_lineno)
            entry = sites[key] = (code, site)
        return entry[1]

    def user_frame_site(self, frame: Optional[FrameType]) -> tuple:
        """(the innermost user frame from ``frame`` outwards, its site), ``(None, None)`` when
        there is none. One call on the hooks' hot paths: they run right after torch's kernels
        have cooled the caches, where every extra function call costs a microsecond or more."""
        codes = self._codes
        while frame is not None:
            code = frame.f_code
            entry = codes.get(id(code))
            if entry is None:
                entry = self._code_entry(code, frame)
            if entry[1]:
                break
            frame = frame.f_back
        else:
            return None, None
        cached = self._sites.get((id(code), frame.f_lasti))
        return frame, (cached[1] if cached is not None else self.site(frame))

    def user_site(self, frame: Optional[FrameType]) -> Optional[Site]:
        return self.user_frame_site(frame)[1]

    def caller_site(self, depth: int = 1) -> Optional[Site]:
        """The innermost user frame above the caller of this function."""
        return self.user_site(sys._getframe(depth + 1))

    def traceback_site(self, tb: Optional[TracebackType]) -> Optional[Site]:
        """The innermost user frame of a traceback (where the user's code raised)."""
        found = None
        while tb is not None:
            if (self.is_user_file(tb.tb_frame.f_code.co_filename)
                    and not tb.tb_frame.f_globals.get(HIDE)):
                found = (tb.tb_frame.f_code.co_filename, tb.tb_lineno)
            tb = tb.tb_next
        return found


_RUNTIME_DIR = os.path.dirname(os.path.abspath(__file__)) + os.sep


def is_own_file(filename: str) -> bool:
    """A file of the runtime checker itself (its wrappers sit between the user and torch)."""
    return filename.startswith(_RUNTIME_DIR)


def display_path(filename: str, cwd: Optional[str] = None) -> str:
    """``filename`` relative to ``cwd`` when it lies below it, else absolute."""
    absolute = os.path.abspath(filename)
    base = os.path.abspath(cwd or os.getcwd())
    try:
        rel = os.path.relpath(absolute, base)
    except ValueError:  # another drive on Windows
        return absolute
    return absolute if rel.startswith(os.pardir) else rel


def source_line(filename: str, line: int) -> str:
    import linecache

    return linecache.getline(filename, line).strip()


def code_lines(code: CodeType) -> range:
    """The line range a code object spans (a function, or the whole module)."""
    lines = [line for _, _, line in code.co_lines() if line is not None] \
        if hasattr(code, "co_lines") else [code.co_firstlineno]
    if code.co_name == "<module>":
        import linecache

        return range(1, len(linecache.getlines(code.co_filename)) + 1)
    return range(code.co_firstlineno, max(lines + [code.co_firstlineno]) + 1)


def find_statement(frame: FrameType, pattern: str) -> Optional[int]:
    """The one line of the frame's function (or module) whose text matches ``pattern``.

    Used only to place a finding the run observed on the statement that caused it when no frame
    was executing it at the time (e.g. the earlier ``w = w - lr * w.grad`` that rebound ``w``).
    None when no line or several lines match.
    """
    found = find_statements(frame, pattern)
    return found[0] if len(found) == 1 else None


def find_statements(frame: FrameType, pattern: str) -> list[int]:
    """Every line of the frame's function (or module) whose text matches ``pattern``, in order."""
    return lines_matching(frame.f_code, pattern)


def lines_matching(code: CodeType, pattern: str) -> list[int]:
    """Every line of a function (or module) whose text, comment left out, matches ``pattern``."""
    import linecache
    import re

    regex = re.compile(pattern)
    found = []
    for line in code_lines(code):
        text = linecache.getline(code.co_filename, line)
        if text and regex.search(text.split("#", 1)[0]):
            found.append(line)
    return found


def frame_scopes(frame: Optional[FrameType]) -> list[tuple[str, dict]]:
    """(prefix, namespace) pairs of a user frame: locals, globals, and the attributes of
    ``self`` (prefix ``"self."``)."""
    if frame is None:
        return []
    try:
        local = frame.f_locals
    except Exception:
        return []
    out = [("", local)]
    if frame.f_globals is not local:
        out.append(("", frame.f_globals))
    owner = local.get("self")
    if owner is not None:
        try:
            out.append(("self.", dict(vars(owner))))
        except TypeError:
            pass
    return out


def name_in_frame(frame: Optional[FrameType], value) -> Optional[str]:
    """A name ``value`` is bound to in the frame (``w``, ``self.w``), or None."""
    for prefix, scope in frame_scopes(frame):
        for name, item in list(scope.items()):
            if item is value:
                return prefix + name
    return None
