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
import re
from collections import OrderedDict
from dataclasses import dataclass, field
from functools import lru_cache

from .. import lazy_cst as cst

from . import torch_api as api
from .names import ImportMap, collect_imports
from .walk import names_in
from .script_runs import ScriptRuns

ROOT_MARKERS = ("pyproject.toml", "setup.cfg", "setup.py", ".git")
MAX_NAMESPACE_DEPTH = 6         # folders climbed to find an importer's own top folder
MAX_MODULE_BYTES = 1_000_000   # a generated or vendored giant is not worth following
MAX_CACHED_SOURCE = 4_000_000  # characters of source whose trees stay cached in a process
MAX_KEPT_TEXT = 16_000_000     # characters of project files' text kept for the rest of a run
MAX_IMPORTERS = 4              # callers' scripts run per linted file
MAX_IMPORTER_CANDIDATES = 16   # importers looked at (by the names they spell) to choose those
MAX_STAR_DEPTH = 3             # `from m import *` chains followed for the names they bring in
MAX_REEXPORT_HOPS = 4          # `__init__.py` re-exports followed to where a name is defined
MAX_LIBRARY_HOPS = 2           # library modules an importer walk goes through (see importer_walk)
MAX_UPSTREAM = 2000            # files importing a module directly or not, gathered per module
MAX_PROJECT_FILES = 5000       # files scanned for importers
MAX_LISTED_NAMES = 200_000     # directory entries listed while looking for them
SKIPPED_DIRS = {"venv", "env", "build", "dist", "__pycache__", "site-packages", "node_modules",
                "_build", "htmlcov"}


@dataclass
class ProjectModule:
    path: str
    module: cst.Module | None      # None: unreadable, undecodable, too big or not valid Python
    imports: ImportMap
    digest: str                    # of the decoded text ("" when it could not be read)
    size: int = 0
    # What the interpreter derives from the tree alone (names used under a node, names each
    # statement of a block tests and assigns), by node id; kept with the tree, so a dependency's
    # are computed once for every linted file that follows it. Each entry holds its node.
    caches: tuple[dict, dict] = field(default_factory=lambda: ({}, {}), repr=False)


def _public_names(module: cst.Module) -> set[str] | None:
    """The names a module's literal ``__all__`` lists, or None when it has none."""
    from .syntax import string  # (libcst itself: a module read is parsed already)

    for statement in module.body:
        if not isinstance(statement, cst.SimpleStatementLine):
            continue
        for small in statement.body:
            if isinstance(small, cst.Assign) and len(small.targets) == 1 and \
                    isinstance(small.targets[0].target, cst.Name) and \
                    small.targets[0].target.value == "__all__" and \
                    isinstance(small.value, (cst.List, cst.Tuple)):
                return {string(element.value) for element in small.value.elements
                        if isinstance(element.value, cst.SimpleString)}
    return None


_CONVENTIONAL_IMPORTS = {"torch": "torch", "nn": "torch.nn", "F": "torch.nn.functional",
                         "optim": "torch.optim"}


def conventional_names(module: cst.Module) -> set[str]:
    """The names of :data:`_CONVENTIONAL_IMPORTS` that ``module`` reads but never binds in its
    own top-level code (where a star import would bind them; a function's locals do not count)."""
    from .syntax import names_bound_under  # (libcst itself: not loaded for a run the cache serves)

    wanted = set(_CONVENTIONAL_IMPORTS) & names_in(module)
    for statement in module.body if wanted else ():
        if isinstance(statement, (cst.FunctionDef, cst.ClassDef)):
            wanted.discard(statement.name.value)
        elif isinstance(statement, cst.SimpleStatementLine):
            wanted -= names_bound_under(statement)[0]
    return wanted


def digest_of(data: bytes) -> str:
    return hashlib.blake2b(data, digest_size=16).hexdigest()


def read_text(path: str) -> str | None:
    """The decoded text of a project file, or None when it cannot be read or decoded."""
    from ..source import SourceError, read_source

    try:
        return read_source(path).text
    except SourceError:
        return None


def file_digest(path: str) -> str:
    """What a cache entry remembers of a project file its analysis read."""
    return _text_digest(read_text(path))


def _text_digest(text: str | None) -> str:
    return digest_of(text.encode("utf-8", "surrogatepass")) if text is not None else ""


class Project:
    """Module resolution and a parse cache shared by every file linted in this process."""

    def __init__(self) -> None:
        self._modules: OrderedDict[str, ProjectModule] = OrderedDict()
        self._search: dict[str, tuple[str, ...]] = {}
        self._package_dir_maps: dict[str, dict[str, str]] = {}  # root -> setup.py's package_dir
        self._is_file: dict[str, bool] = {}
        self._is_dir: dict[str, bool] = {}
        self._files: dict[str, list] = {}   # project root -> import-line index
        self._partial_roots: set[str] = set()  # roots of more files than their index lists
        self._resolved: dict[tuple[str, str], tuple | None] = {}
        self._importers: dict[str, dict[str, list[str]]] = {}  # root -> module -> importers
        self._spelled: dict[str, dict] = {}  # root -> see _lines_spelling
        self._identifiers: dict[str, tuple[str, frozenset[str]]] = {}  # path -> (digest, names)
        self._class_names: dict[str, tuple] = {}  # path -> (classes defined, names of their bases)
        self._digests: dict[str, str] = {}  # path -> file_digest, read once per run
        self._roots: dict[str, str] = {}    # folder -> root_of its files
        self._tops: dict[str, str | None] = {}  # folder -> the folder above its outermost package
        self._nearest: dict[str, list[str]] = {}  # path -> its importers, nearest first
        self._cached_size = 0
        self.script_runs = ScriptRuns()     # importers' runs, shared by the files they import
        self._overlay: dict[str, str] = {}  # path -> an editor's unsaved text, read instead
        # path -> its text, read once per run: the import index, the script test, the digest
        # and the parse all read the same files
        self._texts: dict[str, str | None] = {}
        self._kept_text = 0
        self._scripts: dict[str, bool] = {}  # path -> does its text test `__main__`
        self._line_targets: dict[tuple[str, str], frozenset[str]] = {}  # see _imported_modules
        self._with_stars: dict[tuple, tuple] = {}  # see with_star_imports

    def begin_run(self) -> None:
        """Forget what the file system looked like (files may have appeared since); parsed
        modules stay cached by content."""
        self._search.clear()
        self._package_dir_maps.clear()
        self._is_file.clear()
        self._is_dir.clear()
        self._files.clear()
        self._with_stars.clear()
        self._partial_roots.clear()
        self._resolved.clear()
        self._importers.clear()
        self._spelled.clear()
        self.script_runs.clear()
        self._identifiers.clear()
        self._class_names.clear()
        self._digests.clear()
        self._roots.clear()
        self._tops.clear()
        self._nearest.clear()
        self._texts.clear()
        self._kept_text = 0
        self._scripts.clear()
        self._line_targets.clear()

    def continue_run(self, paths) -> None:
        """The next files of a run that lints them one at a time (``autograd-lint run``, as the
        program imports them): what the file system looked like stays known, unless one of
        them was seen missing earlier in the run (the program wrote it since); their own
        digests are read again (the program may have rewritten them)."""
        for path in paths:
            path = os.path.abspath(path)
            if self._is_file.get(path) is False:
                self.begin_run()
                return
            self._digests.pop(path, None)
            self._texts.pop(path, None)
            self._scripts.pop(path, None)

    # -- an editor's view: unsaved buffers, files known to have changed -------------------------
    def set_overlay(self, texts: dict[str, str]) -> None:
        """Read ``texts`` (absolute path -> text: the editor's open buffers) instead of those
        files on disk, from now on; what was learnt from a file whose text differs is forgotten."""
        changed = {path for path in set(texts) | set(self._overlay)
                   if texts.get(path) != self._overlay.get(path)}
        self._overlay = dict(texts)
        self.forget(changed)

    def forget(self, paths) -> None:
        """Forget what this run learnt from the text of ``paths`` (they were edited or saved):
        their digests, identifiers and import lines are read again when next needed. Parsed
        trees stay cached by content."""
        roots = set()
        for path in paths:
            path = os.path.abspath(path)
            self._digests.pop(path, None)
            self._identifiers.pop(path, None)
            self._class_names.pop(path, None)
            self._texts.pop(path, None)
            self._scripts.pop(path, None)
            if os.path.basename(path) == "setup.py":  # (its package_dir may have changed)
                self._package_dir_maps.clear()
                self._resolved.clear()
                self._line_targets.clear()
                self._nearest.clear()
            for root, index in self._files.items():
                if path == root or path.startswith(root.rstrip(os.sep) + os.sep):
                    index[:] = [entry for entry in index if entry[0] != path]
                    lines = self._import_lines(path)
                    if lines:
                        index.append((path, lines))
                    roots.add(root)
        for root in roots:
            self._importers.pop(root, None)
            self._spelled.pop(root, None)
        if roots:
            self._nearest.clear()

    def text(self, path: str) -> str | None:
        """A project file's text as the analysis reads it (an editor's buffer when one is
        open)."""
        return self._text(path)

    def _text(self, path: str) -> str | None:
        """The text of a project file: the editor's buffer when one is open, else the file's,
        read once per run (up to :data:`MAX_KEPT_TEXT` characters in all)."""
        text = self._overlay.get(path)
        if text is not None:
            return text
        if path in self._texts:
            return self._texts[path]
        text = read_text(path)
        if self._kept_text < MAX_KEPT_TEXT:
            self._texts[path] = text
            self._kept_text += len(text or "")
        return text

    def digest(self, path: str) -> str:
        """:func:`file_digest` of ``path``, read once per run: a warm run checks each cached
        result's dependencies, and a module most files import is one of them for each."""
        known = self._digests.get(path)
        if known is None:
            known = self._digests[path] = _text_digest(self._text(path))
        return known

    # -- where imports are looked up ---------------------------------------------------------------
    def search_dirs(self, path: str) -> tuple[str, ...]:
        folder = os.path.dirname(os.path.abspath(path))
        found = self._search.get(folder)
        if found is None:
            dirs = [folder, *self._init_paths(folder), self._above_package(path) or folder]
            root = project_root(folder)
            if root is not None:
                dirs += [root, os.path.join(root, "src")]
            else:
                dirs += self._namespace_top(path)
            found = self._search[folder] = tuple(dict.fromkeys(d for d in dirs if self._dir(d)))
        return found

    def _namespace_top(self, path: str) -> list[str]:
        """The folder a script runs from when ``path``, in folders without `__init__.py` and no
        project marker above (a downloaded copy), imports its own top folder by name
        (`from instructor.oracle_data.instructor import BasicInstructor` inside
        `instructor/oracle_data/`): the folder above that top folder."""
        tops = {match.group(1).split(".", 1)[0] for match in map(
            _IMPORT_LINE.match, self._import_lines(path)) if match and match.group(1)}
        folder = os.path.dirname(os.path.abspath(path))
        for _ in range(MAX_NAMESPACE_DEPTH):
            parent = os.path.dirname(folder)
            if parent == folder:
                break
            if os.path.basename(folder) in tops:
                return [parent]
            folder = parent
        return []

    def _init_paths(self, folder: str) -> list[str]:
        """Folders a `_init_paths.py` beside the scripts puts on `sys.path` (`lib_path =
        osp.join(this_dir, 'lib')`: the idiom of py-faster-rcnn and the detection code that
        followed it), read from its text."""
        helper = os.path.join(folder, "_init_paths.py")
        if not self._file(helper):
            return []
        return [os.path.normpath(os.path.join(folder, *re.findall(r"['\"]([\w.-]+)['\"]", parts)))
                for parts in _THIS_DIR_JOIN.findall(self._text(helper) or "")]

    def resolve(self, importer: str, qual: str,
                script: str | None = None) -> tuple[str, tuple[str, ...]] | None:
        """The project file a qualified name lives in and the attribute path inside it:
        ``models.Generator`` -> (``.../models.py``, ("Generator",)). None: not a project name.
        With the ``script`` being run, an absolute name not found from the importer is looked
        for beside the script too: Python puts the script's folder on ``sys.path`` for every
        module it imports (a shared `../utils.py` doing `from parameters import *` gets the
        running script's `parameters.py`)."""
        key = (os.path.dirname(importer), qual)  # only the importer's folder matters
        if key not in self._resolved:
            self._resolved[key] = self._resolve(importer, qual)
        found = self._resolved[key]
        if found is None and script and not qual.startswith(".") and \
                os.path.dirname(script) != key[0]:
            return self.resolve(script, qual)
        return found

    def origin(self, importer: str, qual: str) -> tuple[str, tuple[str, ...]] | None:
        """Where ``qual``, as ``importer`` spells it, is defined: :meth:`resolve`, with the
        re-exports of the files in between followed (`pkg.models.register_model`, bound in
        `pkg/models/__init__.py` by `from .factory import register_model`, is factory's)."""
        found = self.resolve(importer, qual)
        for _ in range(MAX_REEXPORT_HOPS):
            if found is None or not found[1]:
                return found
            alias = self.load(found[0]).imports.aliases.get(found[1][0])
            further = self.resolve(found[0], ".".join((alias,) + found[1][1:])) \
                if alias is not None else None
            if further is None:
                return found
            found = further
        return found

    def _resolve(self, importer: str, qual: str) -> tuple[str, tuple[str, ...]] | None:
        if _installed(importer):
            return None  # an installed library is linted file by file, as the API tables see it
        level = len(qual) - len(qual.lstrip("."))
        parts = tuple(part for part in qual[level:].split(".") if part)
        if not all(part.isidentifier() for part in parts):
            return None
        if level:
            base = os.path.dirname(os.path.abspath(importer))
            for _ in range(level - 1):
                base = os.path.dirname(base)
            return self._find(base, parts, allow_package_itself=True)
        if not parts or parts[0] in api.MODELLED_PACKAGES:
            return None  # the API tables say what torch's names do, even inside torch itself
        dirs = self.search_dirs(importer)
        top = self._above_package(importer)
        if top is not None and self._dir(os.path.join(top, parts[0])) and \
                os.path.abspath(importer).startswith(os.path.join(top, parts[0]) + os.sep):
            # `import dalle2_pytorch.trainer` inside the dalle2_pytorch package, which also holds
            # a dalle2_pytorch.py: Python finds the package (a module's own folder is on the path
            # only for the script that is run)
            dirs = (top,) + dirs
        best = None
        for folder in dirs:
            found = self._find(folder, parts)
            if found is not None and (best is None or len(found[1]) < len(best[1])):
                # (the first folder that has the whole module path: a sibling `instructor.py`
                # of `instructor/oracle_data/x.py` is no `instructor.oracle_data` package)
                best = found
                if len(found[1]) <= 1:
                    break
        if best is not None:
            return best
        mapped = self._package_dirs(importer).get(parts[0])
        if mapped is not None:  # `package_dir={"facenet_pytorch": "."}`: the package is there
            return self._find(mapped, parts[1:], allow_package_itself=True)
        return None

    def _package_dirs(self, importer: str) -> dict[str, str]:
        """The packages the project's ``setup.py`` maps onto its own folders (``package_dir=
        {"facenet_pytorch": "."}``: the repository root is the package), read from its text."""
        root = self.root_of(importer)
        known = self._package_dir_maps.get(root)
        if known is not None:
            return known
        mapping = self._package_dir_maps[root] = {}
        setup = os.path.join(root, "setup.py")
        if not self._file(setup):
            return mapping
        for body in _PACKAGE_DIR.findall(self._text(setup) or ""):
            for name, folder in _PACKAGE_DIR_ENTRY.findall(body):
                if name.isidentifier():  # (a top-level package; "" is a src layout, searched)
                    mapped = os.path.normpath(os.path.join(root, folder))
                    if self._dir(mapped) and mapped.startswith(root):
                        mapping[name] = mapped
        return mapping

    def root_of(self, path: str) -> str:
        """The folder whose files may import ``path``: its project's root (see
        :func:`project_root`); without a marker, the folder above its outermost package (where a
        script doing `from torch_utils import misc` runs), else its own folder."""
        folder = os.path.dirname(os.path.abspath(path))
        root = self._roots.get(folder)
        if root is None:
            root = self._roots[folder] = project_root(folder) or self._above_package(path) or \
                self._beside_scripts(folder) or folder
        return root

    def _beside_scripts(self, folder: str) -> str | None:
        """The folder above ``folder`` when a script there imports it as a namespace package
        (`src/` without `__init__.py`: `from src.model import Translator` in `main.py`); only
        that folder's own files are read to tell."""
        parent = os.path.dirname(folder)
        if parent == folder:
            return None
        try:
            names = sorted(os.listdir(parent))
        except OSError:
            return None
        spelled = re.compile(rf"^\s*(?:from|import)\s+{re.escape(os.path.basename(folder))}\b",
                             re.MULTILINE)
        scripts = [os.path.join(parent, name) for name in names if name.endswith(".py")]
        for path in scripts[:MAX_IMPORTER_CANDIDATES]:
            if self._file(path) and _size(path) <= MAX_MODULE_BYTES and \
                    spelled.search(self._text(path) or ""):
                return parent
        return None

    def _above_package(self, path: str) -> str | None:
        """The folder above the outermost package holding ``path``, or None outside packages."""
        folder = os.path.dirname(os.path.abspath(path))
        if folder in self._tops:
            return self._tops[folder]
        top = folder if self._file(os.path.join(folder, "__init__.py")) else None
        while top is not None and self._file(os.path.join(top, "__init__.py")) and \
                os.path.dirname(top) != top:
            top = os.path.dirname(top)
        self._tops[folder] = top
        return top

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

    # -- who imports a module ----------------------------------------------------------------------
    def importers_of(self, path: str, limit: int = MAX_IMPORTERS) -> list[str]:
        """Project files that import the module at ``path`` (its callers live there), nearest
        first, at most ``limit``. Found from an index of the project's import lines (built once
        per run), so no file is parsed unless it really imports this one."""
        path = os.path.abspath(path)
        found = self._nearest.get(path)
        if found is None:
            found = [] if _installed(path) else [
                candidate for candidate in self._importers_in(self.root_of(path), path)
                if candidate != path]
            found.sort(key=lambda other: (_distance(other, path), other))
            self._nearest[path] = found
        return found[:limit]

    def layout_token(self, path: str) -> str:
        """What a cached result for ``path`` depends on besides the files its analysis read:
        its project's root and the files importing it (directly or through a package's
        ``__init__.py``). A new script importing it, or a root marker added, changes which
        callers its code meets."""
        path = os.path.abspath(path)
        if _installed(path):
            return ""
        parts = [self.root_of(path)] + self.importer_walk(path, 4 * MAX_IMPORTER_CANDIDATES)
        return digest_of("\0".join(parts).encode("utf-8", "surrogateescape"))

    def importer_walk(self, path: str, most: int, choose=None) -> list[str]:
        """The files importing ``path``, then those importing a package ``__init__.py`` among
        them (its re-exports) or a library module among them that no script imports it
        through (`layers.py` <- `encoder.py` <- `train.py`, :data:`MAX_LIBRARY_HOPS` such
        steps, and one more into a module subclassing a class of the one before), nearest
        first: of each module's first :data:`MAX_IMPORTER_CANDIDATES` importers, those
        ``choose`` keeps (all by default), until ``most`` are found."""
        found, pending, seen = [], [(path, 0)], {os.path.abspath(path)}
        while pending and len(found) < most:
            current, hops = pending.pop(0)
            candidates = [importer for importer in self.importers_of(
                current, limit=MAX_IMPORTER_CANDIDATES) if importer not in seen]
            for importer in choose(candidates) if choose is not None else candidates:
                seen.add(importer)
                found.append(importer)
                if os.path.basename(importer) == "__init__.py":
                    pending.append((importer, hops))
                elif self._is_script(importer):
                    continue
                elif hops < MAX_LIBRARY_HOPS or hops == MAX_LIBRARY_HOPS and \
                        self._extends(importer, current):
                    # (one hop more through a subclass of its class: `RegressionTask(
                    # SupervisedTask(Engine))` over three files, whose scripts import the last)
                    pending.append((importer, hops + 1))
        return found

    def _extends(self, importer: str, path: str) -> bool:
        """Does ``importer`` define a class whose bases name a class that ``path`` defines?
        Read from the texts, without parsing them."""
        defined = self._classes(path)[0]
        return not defined.isdisjoint(self._classes(importer)[1])

    def _classes(self, path: str) -> tuple[frozenset[str], frozenset[str]]:
        """(the classes a file defines, the names their bases spell), read once per run."""
        known = self._class_names.get(path)
        if known is None:
            text = self._text(path) or ""
            known = self._class_names[path] = (
                frozenset(_CLASS_NAME.findall(text)),
                frozenset(name for bases in _CLASS_BASES.findall(text)
                          for name in _IDENTIFIER.findall(bases)))
        return known

    def _is_script(self, path: str) -> bool:
        """Does the file run code as a program (its text tests ``__name__``)? Read from its text,
        without parsing it."""
        known = self._scripts.get(path)
        if known is None:
            known = self._scripts[path] = "__main__" in (self._text(path) or "")
        return known

    def identifiers(self, path: str) -> tuple[str, frozenset[str]]:
        """(digest, the identifiers its text spells) of a project file, read once per run: which
        of a module's many importers call into it can be told without parsing them."""
        known = self._identifiers.get(path)
        if known is None:
            text = self._text(path)
            digest = self._digests.setdefault(path, _text_digest(text))
            known = self._identifiers[path] = (digest, frozenset(_IDENTIFIER.findall(text or "")))
        return known

    def upstream_of(self, path: str, limit: int = MAX_UPSTREAM) -> frozenset[str]:
        """Project files importing the module at ``path`` directly or through other project
        files (a name taken from one of them may lead into its code), at most ``limit``."""
        path = os.path.abspath(path)
        if _installed(path):
            return frozenset()
        root = self.root_of(path)
        found: set[str] = set()
        pending = [path]
        while pending and len(found) < limit:
            for importer in self._importers_in(root, pending.pop()):
                if importer != path and importer not in found:
                    found.add(importer)
                    pending.append(importer)
        return frozenset(found)

    def _importers_in(self, root: str, target: str) -> list[str]:
        """The files under ``root`` importing the module at ``target``: those of the project's
        import lines that spell its name, resolved (each line once per folder and run). A line
        counts for a module whose name it spells (`from . import *` does not name one)."""
        index = self._importers.setdefault(root, {})
        found = index.get(target)
        if found is None:
            found = index[target] = []
            words = self._lines_spelling(root)
            lines = words.get(_stem(target), [])
            folder = os.path.dirname(target)
            if root in self._partial_roots and folder != root:
                # (a root of more files than are listed, its listing cut before the target's
                # folder: the lines of the largest folder around it that is listed whole, the
                # scripts of a project kept inside a bigger repository)
                scope = self._whole_scope(folder, root)
                lines = lines + self._lines_spelling(scope).get(_stem(target), [])
            if os.path.basename(target) == "__init__.py":
                # (`from . import register_model` in a module of the package: it names the
                # package's `__init__.py` without spelling the package)
                lines = lines + words.get(".", [])
            seen = set()
            for candidate, line in lines:
                if candidate not in seen and target in self._imported_modules(candidate, line):
                    seen.add(candidate)
                    found.append(candidate)
            if os.path.basename(target) == "__init__.py":
                found.extend(self._package_scripts(root, target, seen))
        return found

    def _package_scripts(self, root: str, init: str, seen: set) -> list[str]:
        """The scripts of the package whose ``__init__.py`` is ``init`` that import relatively
        (`python -m pkg.train` of a `from .engine import Trainer`): the package's
        ``__init__.py`` runs before them, so its side-effect imports (`from . import models`,
        filling a registry the script builds from) lead into the code they run."""
        folder = os.path.dirname(init)
        # (of a root listed in part, the largest folder around the package listed whole)
        scope = self._whole_scope(folder, root) if root in self._partial_roots and \
            folder != root else root
        return [candidate for candidate, lines in self._import_index(scope)
                if candidate not in seen and candidate != init and
                os.path.dirname(candidate) == folder and
                any(_RELATIVE.match(line) for line in lines) and self._is_script(candidate)]

    def _whole_scope(self, folder: str, root: str) -> str:
        """The highest folder from ``folder`` up to (not including) ``root`` whose ``.py`` files
        are all listed."""
        scope = folder
        while True:
            parent = os.path.dirname(scope)
            if parent == scope or parent == root or not parent.startswith(root + os.sep):
                return scope
            self._import_index(parent)
            if parent in self._partial_roots:
                return scope
            scope = parent

    def _lines_spelling(self, root: str) -> dict[str, list[tuple[str, str]]]:
        """Word -> the (file, import line) pairs under ``root`` spelling it, in file order: a
        module's importers are looked for among the lines naming it, not by resolving every
        import of the project."""
        words = self._spelled.get(root)
        if words is None:
            words = self._spelled[root] = {}
            for candidate, lines in self._import_index(root):
                for line in lines:
                    for word in set(_WORD.findall(line)):
                        words.setdefault(word, []).append((candidate, line))
                    if _DOTS_ONLY.match(line):
                        words.setdefault(".", []).append((candidate, line))
        return words

    def _imported_modules(self, importer: str, line: str) -> frozenset[str]:
        """The project modules an import line of ``importer`` names (the same line of another
        file in its folder names the same ones)."""
        key = (os.path.dirname(importer), line)
        known = self._line_targets.get(key)
        if known is None:
            known = self._line_targets[key] = frozenset(self._line_modules(importer, line))
        return known

    def _line_modules(self, importer: str, line: str) -> set[str]:
        match = _IMPORT_LINE.match(line.split("#", 1)[0].rstrip())  # (`import x  # noqa`)
        if match is None:
            return set()
        module, names, plain = match.group(1), match.group(2), match.group(3)
        if plain is not None:  # import a.b as c, d
            quals = [part.split(" as ")[0].strip() for part in plain.split(",")]
        else:  # from X import n, m as k   (X may be only dots: from . import engine)
            joiner = "" if not module.strip(".") else "."
            quals = [module] + [module + joiner + name.split(" as ")[0].strip(" ()\\")
                                for name in names.split(",")]
        return {found[0] for found in (self.resolve(importer, qual) for qual in quals
                                       if qual.strip(".")) if found is not None}

    def _import_index(self, root: str) -> list[tuple[str, list[str]]]:
        """Each project file under ``root`` with its import lines."""
        index = self._files.get(root)
        if index is None:
            index = []
            candidates, complete = _python_files(root)
            if not complete:
                self._partial_roots.add(root)
            for candidate in candidates:
                lines = self._import_lines(candidate)
                if lines:
                    index.append((candidate, lines))
            self._files[root] = index
        return index

    def _import_lines(self, path: str) -> list[str]:
        known = path in self._overlay or path in self._texts
        text = self._text(path) if known or _size(path) <= MAX_MODULE_BYTES else None
        if text is not None and len(text) > MAX_MODULE_BYTES:
            text = None  # (a generated or vendored giant: its imports are not followed)
        if not text or "import" not in text:
            return []
        # (line by line: matching only the lines that spell `import` is twice as fast as
        # letting the multi-line pattern scan the whole text)
        return [match.group(0).strip() for match in map(_IMPORT_LINE.match, (
            line for line in text.split("\n") if "import" in line)) if match is not None]

    # -- reading modules ---------------------------------------------------------------------------
    def load(self, path: str) -> ProjectModule:
        """The module at ``path``, parsed at most once per content (never imported or run)."""
        path = os.path.abspath(path)
        # (read again, not from the run's texts: a tree must be of the file as it is now)
        text = self._overlay.get(path)
        if text is None:
            text = read_text(path)
        return self.parsed(path, text if text is not None and len(text) <= MAX_MODULE_BYTES
                           else None)

    def cached(self, path: str) -> ProjectModule | None:
        """The module parsed for ``path`` last (its text may differ from the file's now)."""
        return self._modules.get(os.path.abspath(path))

    def caches_for(self, path: str, module: cst.Module) -> tuple[dict, dict]:
        """The node caches of ``module`` (see :class:`ProjectModule`) if it is the tree cached for
        ``path``, else new ones."""
        cached = self._modules.get(os.path.abspath(path))
        return cached.caches if cached is not None and cached.module is module else ({}, {})

    def with_star_imports(self, path: str, imports: ImportMap, module: cst.Module | None = None,
                          script: str | None = None) -> ImportMap:
        """``imports`` and the names its `from utils import *` of project modules bring in that
        those modules import from outside the project (`torch`, when utils.py imports it and the
        importer never does), as Python binds them; ``imports`` itself when there are none.
        Where a star import is not read to its end (a library's, or a project module that
        imports a module not found), the conventional names ``module`` uses and never binds
        (`nn`, `F`, `torch`) are torch's: nothing else can have bound them."""
        if not imports.star_modules:
            return imports
        # (once per run for each module and script folder: an importer's context is made again
        # for every file it imports)
        key = (path, id(imports), module is not None,
               os.path.dirname(script) if script else None)
        known = self._with_stars.get(key)
        if known is None or known[0] is not imports:
            merged = self._merged_stars(path, imports, module, script)
            known = self._with_stars[key] = (imports, merged)
        return known[1]

    def _merged_stars(self, path: str, imports: ImportMap, module: cst.Module | None,
                      script: str | None) -> ImportMap:
        unread: list[str] = []
        exported = self._star_exports(path, imports, MAX_STAR_DEPTH, unread, script)
        if unread and module is not None:
            for name in conventional_names(module):
                exported.setdefault(name, _CONVENTIONAL_IMPORTS[name])
        exported = {name: qual for name, qual in exported.items() if name not in imports.aliases}
        if not exported:
            return imports
        merged = ImportMap()
        merged.aliases = {**exported, **imports.aliases}
        merged.star_modules = imports.star_modules
        return merged

    def _star_exports(self, path: str, imports: ImportMap, depth: int, unread: list[str],
                      script: str | None) -> dict[str, str]:
        exported: dict[str, str] = {}
        for star in imports.star_modules if depth else ():
            found = self.resolve(path, star, script)
            loaded = self.load(found[0]) if found is not None and not found[1] else None
            if loaded is None or loaded.module is None:
                unread.append(star)
                continue
            public = _public_names(loaded.module)
            for name, qual in {**self._star_exports(found[0], loaded.imports, depth - 1, unread,
                                                    script),
                               **loaded.imports.aliases}.items():
                if not qual.startswith(".") and (name in public if public is not None
                                                 else not name.startswith("_")):
                    exported.setdefault(name, qual)
        return exported

    def imports_for(self, path: str, module: cst.Module) -> ImportMap | None:
        """The imports already collected from ``module`` if it is the tree cached for ``path``."""
        cached = self._modules.get(os.path.abspath(path))
        return cached.imports if cached is not None and cached.module is module else None

    def parsed(self, path: str, text: str | None) -> ProjectModule:
        """``text`` (the content of ``path``) parsed, or the tree already parsed from it: a file
        that is both linted and imported by another linted file is parsed once."""
        from ..source import parse
        from ..source import SourceError

        path = os.path.abspath(path)
        digest = _text_digest(text)
        cached = self._modules.get(path)
        if cached is not None and cached.digest == digest:
            self._modules.move_to_end(path)
            return cached
        module = None
        if text:
            try:
                module = parse(text)
            except (SourceError, RecursionError):
                module = None
        loaded = ProjectModule(path, module, collect_imports(module) if module is not None
                               else ImportMap(), digest, len(text or ""))
        self._remember(loaded)
        return loaded

    def _remember(self, loaded: ProjectModule) -> None:
        """Keep recent trees, up to :data:`MAX_CACHED_SOURCE` characters of source in all (a
        libcst tree costs a few KB per line)."""
        old = self._modules.pop(loaded.path, None)
        self._cached_size -= old.size if old is not None else 0
        self._modules[loaded.path] = loaded
        self._cached_size += loaded.size
        while self._cached_size > MAX_CACHED_SOURCE and len(self._modules) > 1:
            _, dropped = self._modules.popitem(last=False)
            self._cached_size -= dropped.size


_IDENTIFIER = re.compile(r"[A-Za-z_]\w*")
_WORD = re.compile(r"\w+")
_DOTS_ONLY = re.compile(r"^\s*from\s+\.+\s+import\b")
_RELATIVE = re.compile(r"^\s*from\s+\.")
_CLASS_NAME = re.compile(r"^class[ \t]+(\w+)", re.MULTILINE)
_CLASS_BASES = re.compile(r"^class[ \t]+\w+[ \t]*\(([^)]*)\)", re.MULTILINE)
_IMPORT_LINE = re.compile(r"^[ \t]*(?:from[ \t]+([.\w]*)[ \t]+import[ \t]+(.*)|import[ \t]+(.*))$",
                          re.MULTILINE)


# `package_dir={"facenet_pytorch": "."}` in a setup.py, and each of its entries
_PACKAGE_DIR = re.compile(r"package_dir\s*=\s*\{([^{}]*)\}")
_PACKAGE_DIR_ENTRY = re.compile(r"['\"]([\w.]*)['\"]\s*:\s*['\"]([\w./-]*)['\"]")
# `osp.join(this_dir, 'lib')`, `os.path.join(this_dir, '..', 'lib')`: the parts after the folder
_THIS_DIR_JOIN = re.compile(r"join\(\s*this_dir\s*,((?:\s*['\"][\w.-]+['\"]\s*,?)+)\)")


def _python_files(root: str) -> tuple[list[str], bool]:
    """The ``.py`` files under ``root``, skipping environments, build output and hidden folders;
    at most :data:`MAX_PROJECT_FILES`; and whether that is all of them."""
    found: list[str] = []
    seen = 0  # names listed: a data folder of a million images must not make this slow
    for directory, subdirs, files in os.walk(root):
        subdirs[:] = sorted(d for d in subdirs if not d.startswith(".") and d not in SKIPPED_DIRS)
        found.extend(os.path.join(directory, name) for name in sorted(files)
                     if name.endswith(".py"))
        seen += len(files) + len(subdirs)
        if len(found) >= MAX_PROJECT_FILES or seen >= MAX_LISTED_NAMES:
            return found[:MAX_PROJECT_FILES], False
    return found, True


def _stem(path: str) -> str:
    """The name a module is imported by: its file's stem, or its package's for ``__init__.py``."""
    stem = os.path.splitext(os.path.basename(path))[0]
    return os.path.basename(os.path.dirname(path)) if stem == "__init__" else stem


@lru_cache(maxsize=8192)
def _installed(path: str) -> bool:
    parts = os.path.abspath(path).split(os.sep)
    return "site-packages" in parts or "dist-packages" in parts


def _size(path: str) -> int:
    try:
        return os.path.getsize(path)
    except OSError:
        return MAX_MODULE_BYTES + 1


def _distance(path: str, other: str) -> int:
    """How many folders apart two files are (siblings first)."""
    common = os.path.commonpath([path, other])
    return path.count(os.sep) + other.count(os.sep) - 2 * common.count(os.sep)


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
