"""Which files to lint: the paths given, directories walked, excludes honoured."""
from __future__ import annotations

import os
from typing import Iterator

from .config import Config

SOURCE_SUFFIXES = (".py", ".pyi", ".ipynb")


def discover(paths: list[str], config: Config) -> Iterator[tuple[str, bool]]:
    """Yield ``(path, explicit)``: the paths named (``explicit``: linted even when an exclude
    matches them, as flake8 and ruff do for files passed on the command line) and the files found
    in the directories named, the excludes already applied (``Config.is_excluded(under=...)``)."""
    seen: set[str] = set()
    for path in paths:
        if os.path.isdir(path):
            for found in _walk(path, config):
                real = os.path.realpath(found)
                if real not in seen:
                    seen.add(real)
                    yield found, False
        else:
            real = os.path.realpath(path)
            if real not in seen:
                seen.add(real)
                yield path, True


def _walk(root: str, config: Config) -> Iterator[str]:
    """The source files under ``root``. A directory that cannot be listed is yielded itself, so
    that reading it reports why (``cannot read: Permission denied``) instead of skipping its files
    in silence."""
    visited: set[tuple[int, int]] = set()
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
        subdirs[:] = sorted(d for d in subdirs
                            if not config.is_excluded(os.path.join(directory, d), under=root))
        for name in sorted(files):
            path = os.path.join(directory, name)
            if name.endswith(SOURCE_SUFFIXES) or ("." not in name and is_python_script(path)):
                if not config.is_excluded(path, under=root):
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
