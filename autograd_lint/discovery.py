"""Which files to lint: the paths given, directories walked, excludes and .gitignore honoured.

Each entry found in a directory is excluded by the settings of the folder it is in (and of the
projects around it: see :class:`~autograd_lint.resolver.ConfigResolver`)."""
from __future__ import annotations

import os
from typing import Iterator

from .config import Config
from .gitignore import GitIgnores
from .resolver import ConfigResolver, as_resolver

SOURCE_SUFFIXES = (".py", ".pyi", ".ipynb")


def discover(paths: list[str], config: Config | ConfigResolver) -> Iterator[tuple[str, bool]]:
    """Yield ``(path, explicit)``: the paths named (``explicit``: linted even when an exclude
    matches them, as flake8 and ruff do for files passed on the command line) and the files found
    in the directories named, the excludes already applied (``Config.is_excluded(under=...)``)
    and, where the folder's settings say ``respect-gitignore`` (the default), what .gitignore
    files ignore."""
    configs = as_resolver(config)
    gitignores = GitIgnores()
    seen: set[str] = set()
    for path in paths:
        if os.path.isdir(path):
            for found in _walk(path, configs, gitignores):
                real = os.path.realpath(found)
                if real not in seen:
                    seen.add(real)
                    yield found, False
        else:
            real = os.path.realpath(path)
            if real not in seen:
                seen.add(real)
                yield path, True


def _walk(root: str, configs: ConfigResolver, gitignores: GitIgnores) -> Iterator[str]:
    """The source files under ``root``. A directory that cannot be listed is yielded itself, so
    that reading it reports why (``cannot read: Permission denied``) instead of skipping its files
    in silence."""
    visited: set[tuple[int, int]] = set()
    # a folder named that git ignores is linted, as an excluded one is (see Config.is_excluded)
    root_ignored = gitignores.is_ignored(root, is_dir=True)
    unlisted: list[OSError] = []
    for directory, subdirs, files in os.walk(root, followlinks=True, onerror=unlisted.append):
        yield from _unlisted(unlisted)
        try:
            stat = os.stat(directory)
        except OSError:
            subdirs[:] = []
            continue
        key = (stat.st_dev, stat.st_ino)
        if key in visited:  # a symlink loop: do not go round again
            subdirs[:] = []
            continue
        visited.add(key)
        gitignore = configs.for_folder(directory).respect_gitignore and not root_ignored

        def skipped(path: str, is_dir: bool) -> bool:
            return configs.is_excluded(path, under=root, is_dir=is_dir) or \
                (gitignore and gitignores.is_ignored(path, is_dir))

        subdirs[:] = sorted(d for d in subdirs
                            if not skipped(os.path.join(directory, d), is_dir=True))
        for name in sorted(files):
            path = os.path.join(directory, name)
            if name.endswith(SOURCE_SUFFIXES) or ("." not in name and is_python_script(path)):
                if not skipped(path, is_dir=False):
                    yield path
    yield from _unlisted(unlisted)


def is_python_script(path: str) -> bool:
    """A file without an extension whose first line is a ``python`` shebang (a repository's
    ``train`` or ``scripts/finetune``). Only a regular file's first bytes are read."""
    try:
        if not os.path.isfile(path):
            return False
        with open(path, "rb") as handle:
            first = handle.read(128).split(b"\n", 1)[0]
    except OSError:
        return False
    return first.startswith(b"#!") and b"python" in first


def _unlisted(errors: list[OSError]) -> Iterator[str]:
    while errors:
        error = errors.pop(0)
        if error.filename and not isinstance(error, FileNotFoundError):  # vanished: nothing lost
            yield os.fspath(error.filename)
