"""``.gitignore`` files, read as git reads them (pathspec's gitignore rules): inside a git
repository, each folder's ``.gitignore`` applies below it, a deeper file's patterns over a
shallower one's. ``.git/info/exclude`` and the global excludes file are not read."""
from __future__ import annotations

import os


class GitIgnores:
    def __init__(self) -> None:
        self._specs: dict[str, object] = {}       # folder -> its .gitignore's spec (or None)
        self._repos: dict[str, str | None] = {}   # folder -> its repository's top folder

    def is_ignored(self, path: str, is_dir: bool) -> bool:
        path = os.path.abspath(path)
        top = self._repository(os.path.dirname(path))
        if top is None or path == top:
            return False
        ignored = False
        for folder in _folders_between(top, os.path.dirname(path)):
            spec = self._spec(folder)
            if spec is None:
                continue
            relative = os.path.relpath(path, folder).replace(os.sep, "/") + ("/" if is_dir else "")
            verdict = spec.check_file(relative).include
            if verdict is not None:
                ignored = verdict
        return ignored

    def _spec(self, folder: str):
        if folder not in self._specs:
            self._specs[folder] = None
            try:
                with open(os.path.join(folder, ".gitignore"), encoding="utf-8",
                          errors="surrogateescape") as handle:
                    lines = handle.read().splitlines()
            except OSError:
                return None
            import pathspec

            self._specs[folder] = pathspec.GitIgnoreSpec.from_lines(lines)
        return self._specs[folder]

    def _repository(self, folder: str) -> str | None:
        if folder not in self._repos:
            parent = os.path.dirname(folder)
            self._repos[folder] = folder if os.path.exists(os.path.join(folder, ".git")) else \
                (None if parent == folder else self._repository(parent))
        return self._repos[folder]


def _folders_between(top: str, folder: str) -> list[str]:
    """``top``, then each folder down to ``folder`` (which lies in ``top``)."""
    chain = []
    while True:
        chain.append(folder)
        if folder == top:
            break
        parent = os.path.dirname(folder)
        if parent == folder:
            break
        folder = parent
    return chain[::-1]
