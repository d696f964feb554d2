"""The project index: where a file's imports lead, and each project module read and parsed once.

A linted file's imports are resolved the way Python would find them when the file runs, without
importing anything: the file's own folder (``python train.py`` puts it first on ``sys.path``), the
folder above its top-level package (``import pkg.models`` from inside ``pkg``), the project root
(the nearest folder holding ``pyproject.toml``, ``setup.cfg``, ``setup.py`` or ``.git``) and its
``src/`` layout. Relative imports resolve against the importing file's package. A name that leads
nowhere (an installed library, a typo, a file that does not parse) stays unresolved: the analysis
treats it as unknown, never as an error.

Modules are cached per process by path and content digest, so a dependency shared by many linted
files is parsed once, and an edited one is parsed again.
"""
from __future__ import annotations

import hashlib
import os
from collections import OrderedDict
from dataclasses import dataclass

import libcst as cst

from .names import ImportMap, collect_imports

ROOT_MARKERS = ("pyproject.toml", "setup.cfg", "setup.py", ".git")
MAX_MODULE_BYTES = 1_000_000   # a generated or vendored giant is not worth following
MAX_CACHED_MODULES = 256


@dataclass
class ProjectModule:
    path: str
    module: cst.Module | None      # None: unreadable, undecodable, too big or not valid Python
    imports: ImportMap
    digest: str


def digest_of(data: bytes) -> str:
    return hashlib.blake2b(data, digest_size=16).hexdigest()


class Project:
    """Module resolution and a parse cache shared by every file linted in this process."""

    def __init__(self) -> None:
        self._modules: OrderedDict[str, ProjectModule] = OrderedDict()
        self._search: dict[str, tuple[str, ...]] = {}
        self._is_file: dict[str, bool] = {}
        self._is_dir: dict[str, bool] = {}

    # -- where imports are looked up ---------------------------------------------------------------
    def search_dirs(self, path: str) -> tuple[str, ...]:
        folder = os.path.dirname(os.path.abspath(path))
        found = self._search.get(folder)
        if found is None:
            dirs = [folder]
            top = folder
            while self._file(os.path.join(top, "__init__.py")) and os.path.dirname(top) != top:
                top = os.path.dirname(top)
            dirs.append(top)
            root = project_root(folder)
            if root is not None:
                dirs += [root, os.path.join(root, "src")]
            found = self._search[folder] = tuple(dict.fromkeys(d for d in dirs if self._dir(d)))
        return found

    def resolve(self, importer: str, qual: str) -> tuple[str, tuple[str, ...]] | None:
        """The project file a qualified name lives in and the attribute path inside it:
        ``models.Generator`` -> (``.../models.py``, ("Generator",)). None: not a project name."""
        level = len(qual) - len(qual.lstrip("."))
        parts = tuple(part for part in qual[level:].split(".") if part)
        if not all(part.isidentifier() for part in parts):
            return None
        if level:
            base = os.path.dirname(os.path.abspath(importer))
            for _ in range(level - 1):
                base = os.path.dirname(base)
            return self._find(base, parts, allow_package_itself=True)
        if not parts:
            return None
        for folder in self.search_dirs(importer):
            found = self._find(folder, parts)
            if found is not None:
                return found
        return None

    def _find(self, folder: str, parts: tuple[str, ...],
              allow_package_itself: bool = False) -> tuple[str, tuple[str, ...]] | None:
        """The longest prefix of ``parts`` that is a module under ``folder``."""
        if allow_package_itself and not parts:
            init = os.path.join(folder, "__init__.py")
            return (init, ()) if self._file(init) else None
        for cut in range(len(parts), 0, -1):
            stem = os.path.join(folder, *parts[:cut])
            for candidate in (stem + ".py", os.path.join(stem, "__init__.py")):
                if self._file(candidate):
                    return candidate, parts[cut:]
            if cut == 1 and allow_package_itself:  # `from . import models` of a package
                init = os.path.join(folder, "__init__.py")
                if self._file(init):
                    return init, parts
        return None

    def _file(self, path: str) -> bool:
        known = self._is_file.get(path)
        if known is None:
            known = self._is_file[path] = os.path.isfile(path)
        return known

    def _dir(self, path: str) -> bool:
        known = self._is_dir.get(path)
        if known is None:
            known = self._is_dir[path] = os.path.isdir(path)
        return known

    # -- reading modules ---------------------------------------------------------------------------
    def load(self, path: str) -> ProjectModule:
        """The module at ``path``, parsed at most once per content (never imported or run)."""
        from ..engine import parse
        from ..source import SourceError, decode_source, read_bytes

        path = os.path.abspath(path)
        try:
            data = read_bytes(path)
        except SourceError:
            data = b""
        digest = digest_of(data)
        cached = self._modules.get(path)
        if cached is not None and cached.digest == digest:
            self._modules.move_to_end(path)
            return cached
        module = None
        if data and len(data) <= MAX_MODULE_BYTES:
            try:
                module = parse(decode_source(data).text)
            except (SourceError, RecursionError):
                module = None
        loaded = ProjectModule(path, module, collect_imports(module) if module is not None
                               else ImportMap(), digest)
        self.remember(loaded)
        return loaded

    def remember(self, loaded: ProjectModule) -> None:
        self._modules[loaded.path] = loaded
        self._modules.move_to_end(loaded.path)
        while len(self._modules) > MAX_CACHED_MODULES:
            self._modules.popitem(last=False)


def project_root(folder: str) -> str | None:
    """The nearest folder at or above ``folder`` holding a project marker."""
    current = os.path.abspath(folder)
    while True:
        if any(os.path.exists(os.path.join(current, marker)) for marker in ROOT_MARKERS):
            return current
        parent = os.path.dirname(current)
        if parent == current:
            return None
        current = parent


_shared: Project | None = None


def shared_project() -> Project:
    """The process's project index (each worker process has its own)."""
    global _shared
    if _shared is None:
        _shared = Project()
    return _shared
