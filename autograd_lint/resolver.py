"""Which settings each file gets: those of the nearest pyproject.toml with
``[tool.autograd-lint]`` above it (as ruff), or of ``--config`` for every file, with the command
line's options on top. A file's findings never depend on which other files were named with it."""
from __future__ import annotations

import os
from typing import Callable

from .config import Config, config_for_path, load_config


class ConfigResolver:
    """``for_path(path)``: the :class:`Config` of that file (one object per settings file, so that
    files of one project share their rules and cache keys). ``adjust`` applies the command line's
    options to each configuration once, when it is first read."""

    def __init__(self, config_file: str | None = None,
                 adjust: Callable[[Config], None] | None = None,
                 fixed: Config | None = None) -> None:
        self._adjust = adjust
        self._fixed = fixed
        if fixed is None and config_file is not None:
            self._fixed = self._adjusted(load_config(config_file))
        self._by_folder: dict[str, Config] = {}
        self._by_file: dict[str | None, Config] = {}

    @classmethod
    def single(cls, config: Config) -> "ConfigResolver":
        """Every file gets ``config`` (the Python API's ``lint_paths(config=...)``)."""
        return cls(fixed=config)

    def for_path(self, path: str) -> Config:
        folder = path if os.path.isdir(path) else os.path.dirname(os.path.abspath(path))
        return self.for_folder(folder)

    def for_folder(self, folder: str) -> Config:
        if self._fixed is not None:
            return self._fixed
        folder = os.path.abspath(folder)
        config = self._by_folder.get(folder)
        if config is None:
            parent = os.path.dirname(folder)
            if parent != folder and not os.path.isfile(os.path.join(folder, "pyproject.toml")):
                config = self._by_folder[folder] = self.for_folder(parent)  # its parent's
                return config
            loaded = config_for_path(folder)
            # one object per settings file: configs without a file are the same defaults only
            # when rooted alike
            key = loaded.config_file or f"(defaults at {loaded.root})"
            config = self._by_file.get(key)
            if config is None:
                config = self._by_file[key] = self._adjusted(loaded)
            self._by_folder[folder] = config
        return config

    def chain(self, folder: str) -> list[Config]:
        """The settings of ``folder`` and of each project around it (a nested project's files
        are also excluded by the excludes of the projects that hold it)."""
        configs = [self.for_folder(folder)]
        while self._fixed is None and configs[-1].config_file is not None:
            outer_folder = os.path.dirname(configs[-1].root)
            if outer_folder == configs[-1].root:
                break
            outer = self.for_folder(outer_folder)
            if outer is configs[-1] or outer.config_file is None:
                break
            configs.append(outer)
        return configs

    def is_excluded(self, path: str, under: str | None = None, is_dir: bool | None = None) -> bool:
        """Excluded by the settings of the folder holding ``path`` or of a project around it."""
        folder = os.path.dirname(os.path.abspath(path.rstrip("/\\") or path))
        return any(config.is_excluded(path, under=under, is_dir=is_dir)
                   for config in self.chain(folder))

    def loaded(self) -> list[Config]:
        if self._fixed is not None:
            return [self._fixed]
        return list(self._by_file.values())

    def _adjusted(self, config: Config) -> Config:
        if self._adjust is not None:
            self._adjust(config)
        return config


def as_resolver(config) -> ConfigResolver:
    """A :class:`ConfigResolver` given one, or one that gives every file ``config``."""
    if isinstance(config, ConfigResolver):
        return config
    return ConfigResolver.single(config if config is not None else Config())
