"""``[tool.autograd-lint]`` in pyproject.toml, merged with command-line options.

Every setting remembers where it came from (``autograd-lint config`` shows it). A bad setting raises
:class:`ConfigError`; nothing is half-applied.
"""
from __future__ import annotations

import functools
import os
import sys
from dataclasses import dataclass, field
from typing import Any, Iterable

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - exercised on 3.10 only
    import tomli as tomllib

DEFAULT_EXCLUDES = (
    ".git", ".hg", ".svn", ".tox", ".nox", ".venv", "venv", "env", ".env", "__pycache__", "build",
    "dist", "site-packages", ".eggs", "*.egg-info", ".mypy_cache", ".pytest_cache", ".ruff_cache",
    ".autograd_lint_cache", "node_modules", ".ipynb_checkpoints",
)

LIST_KEYS = ("select", "ignore", "extend-select", "extend-ignore", "exclude", "extend-exclude")
KNOWN_KEYS = set(LIST_KEYS) | {"per-file-ignores", "rules", "time-budget", "respect-gitignore"}


class ConfigError(Exception):
    """A configuration the tool cannot honour; the CLI prints it and exits 2."""


@dataclass
class Config:
    select: tuple[str, ...] | None = None  # None: the rules that are on by default
    extend_select: tuple[str, ...] = ()
    ignore: tuple[str, ...] = ()
    exclude: tuple[str, ...] = DEFAULT_EXCLUDES
    extend_exclude: tuple[str, ...] = ()
    per_file_ignores: dict[str, tuple[str, ...]] = field(default_factory=dict)
    rule_options: dict[str, dict[str, Any]] = field(default_factory=dict)
    time_budget: float | None = None  # seconds for one file's analysis; None: the default, 0: none
    respect_gitignore: bool = True  # skip what .gitignore files ignore when walking a directory
    root: str = "."
    config_file: str | None = None
    origins: dict[str, str] = field(default_factory=dict)  # setting -> where it came from
    # path -> its per-file ignores: asked for each file by the engine and again by lint_text
    _ignored: dict = field(default_factory=dict, repr=False, compare=False)
    _specs: dict = field(default_factory=dict, repr=False, compare=False)  # patterns -> PathSpec

    # -- rule selection ---------------------------------------------------------------------------
    def enabled_codes(self, all_rules: Iterable[Any]) -> set[str]:
        rules = list(all_rules)
        codes = {rule.code for rule in rules}
        for value in (self.select or ()) + self.extend_select + self.ignore:
            _check_code(value, codes)
        origin = self.origins.get("per-file-ignores", "configuration")
        for pattern, ignored in self.per_file_ignores.items():
            for value in ignored:
                _check_code(value, codes, where=f"{origin}: per-file-ignores {pattern!r}: ")
        # a rule off by default runs only when its full code is named (`select = ["AGL"]` or
        # "ALL" leaves it off), as ruff's preview rules
        named = set(self.select or ()) | set(self.extend_select)
        opt_in = {rule.code for rule in rules if not rule.default_enabled and rule.code not in named}
        if self.select is None:
            enabled = {rule.code for rule in rules if rule.default_enabled}
        else:
            enabled = {code for code in codes if _matches(code, self.select)}
        enabled |= {code for code in codes if _matches(code, self.extend_select)}
        enabled -= opt_in
        check_rule_options(self.rule_options, rules, self.origins.get("rules", "configuration"))
        return {code for code in enabled if not _is_ignored(code, self.ignore, self.select,
                                                            self.extend_select)}

    def ignored_for_path(self, path: str) -> tuple[str, ...]:
        if not self.per_file_ignores:
            return ()
        key = (path, self.root, tuple(self.per_file_ignores.items()))
        found = self._ignored.get(key)
        if found is None:
            relative = _below_root(path, self.root)
            found = self._ignored[key] = tuple(
                code for pattern, codes in self.per_file_ignores.items()
                if _path_matches(relative, pattern) for code in codes)
        return found

    def is_excluded(self, path: str, under: str | None = None, is_dir: bool | None = None) -> bool:
        """Whether an exclude pattern matches ``path`` or one of its folders (gitignore rules,
        relative to :attr:`root`). ``under``: the directory named on the command line that
        ``path`` was found in; when that directory lies in an excluded one, the names of it and
        of its parents exclude nothing below it (``autograd-lint .venv/lib/python3.11/
        site-packages/torch`` lints torch, as ``autograd-lint ../build/x`` lints x); patterns
        still match the names below it."""
        spec = self._spec(self.exclude + self.extend_exclude)
        relative = _below_root(path, self.root)
        if is_dir is None:
            is_dir = os.path.isdir(path)
        if is_dir:
            relative += "/"  # `build/` matches a folder only
        if under is not None:
            base = _below_root(under, self.root).rstrip("/")
            if base not in ("", ".") and relative.startswith(base + "/") and \
                    spec.match_file(base + "/"):
                # the folder named lies in an excluded one: hide its folders' names from the
                # patterns (a NUL matches no pattern), keeping the depth for anchored ones
                depth = base.count("/") + 1
                relative = "/".join(["\0"] * depth + relative.split("/")[depth:])
        return spec.match_file(relative)

    def _spec(self, patterns: tuple[str, ...]):
        spec = self._specs.get(patterns)
        if spec is None:
            spec = self._specs[patterns] = _compile(patterns)
        return spec


def check_rule_options(rule_options: dict[str, dict[str, Any]], rules: Iterable[Any],
                       origin: str = "configuration") -> None:
    """Each ``[tool.autograd-lint.rules.CODE]`` table must name a rule and only the options that rule
    declares (its ``options`` class attribute: name -> default), with values of the default's type."""
    by_code = {rule.code: rule for rule in rules}
    for code, options in rule_options.items():
        rule = by_code.get(code.upper())
        if rule is None:
            raise ConfigError(f"{origin}: rules.{code}: unknown rule code (see `autograd-lint rules`)")
        declared = getattr(rule, "options", None) or {}
        for name, value in options.items():
            if name not in declared:
                known = ", ".join(sorted(declared)) or "none"
                raise ConfigError(f"{origin}: rules.{code}: unknown option {name!r} "
                                  f"(options of {rule.code}: {known})")
            default = declared[name]
            if default is not None and not _same_kind(value, default):
                raise ConfigError(f"{origin}: rules.{code}.{name}: expected "
                                  f"{type(default).__name__}, got {value!r}")


def _same_kind(value: Any, default: Any) -> bool:
    if isinstance(default, bool) or isinstance(value, bool):
        return isinstance(value, bool) and isinstance(default, bool)
    if isinstance(default, float):
        return isinstance(value, (int, float))
    if isinstance(default, (list, tuple)):
        return isinstance(value, (list, tuple)) and all(
            _same_kind(item, default[0]) for item in value) if default else isinstance(value, (list, tuple))
    return isinstance(value, type(default))


def _check_code(value: str, codes: set[str], where: str = "") -> None:
    if value == "ALL" or (value and any(code.startswith(value) for code in codes)):
        return
    raise ConfigError(f"{where}unknown rule code or prefix: {value!r} (see `autograd-lint rules`)")


def _matches(code: str, prefixes: Iterable[str]) -> bool:
    return any(prefix == "ALL" or code.startswith(prefix) for prefix in prefixes)


def _is_ignored(code: str, ignore: tuple[str, ...], select: tuple[str, ...] | None,
                extend_select: tuple[str, ...]) -> bool:
    """An ignore wins unless a selection names the code more specifically (as ruff does)."""
    ignored = [p for p in ignore if p == "ALL" or code.startswith(p)]
    if not ignored:
        return False
    selected = [p for p in (select or ()) + extend_select if p == "ALL" or code.startswith(p)]
    longest_ignore = max(len(p) if p != "ALL" else 0 for p in ignored)
    longest_select = max((len(p) if p != "ALL" else 0 for p in selected), default=-1)
    return longest_ignore >= longest_select


def _compile(patterns: tuple[str, ...]):
    import pathspec

    # `./x` was accepted before these were gitignore patterns: it means `/x`
    return pathspec.GitIgnoreSpec.from_lines(["/" + p[2:] if p.startswith("./") else p
                                              for p in patterns])


@functools.lru_cache(maxsize=256)
def _one_pattern(pattern: str):
    return _compile((pattern,))


def _path_matches(relative: str, pattern: str) -> bool:
    """A per-file-ignores pattern (gitignore rules) matches the path or one of its folders."""
    return _one_pattern(pattern).match_file(relative)


def _below_root(path: str, root: str) -> str:
    """``path`` relative to ``root``, with ``/``; of a path outside ``root`` (``--config`` from
    another project) the part below the folder both share."""
    try:
        relative = os.path.relpath(path, root)
    except ValueError:  # another drive on Windows
        relative = os.path.abspath(path)
    parts = [part for part in relative.replace(os.sep, "/").split("/") if part not in ("", "..")]
    return "/".join(parts) or "."


# -- loading -----------------------------------------------------------------------------------------
def find_pyproject(start: str) -> str | None:
    """The nearest pyproject.toml at or above ``start``."""
    for candidate in _pyprojects_above(start):
        return candidate
    return None


def _pyprojects_above(start: str):
    directory = os.path.abspath(start)
    if os.path.isfile(directory):
        directory = os.path.dirname(directory)
    while True:
        candidate = os.path.join(directory, "pyproject.toml")
        if os.path.isfile(candidate):
            yield candidate
        parent = os.path.dirname(directory)
        if parent == directory:
            return
        directory = parent


def load_config(config_file: str | None = None, start: str = ".") -> Config:
    """Read ``[tool.autograd-lint]`` from ``config_file``, else from the nearest pyproject.toml
    above ``start`` that has that table (as ruff skips a pyproject.toml without ``[tool.ruff]``).
    Without one, the defaults, rooted at the nearest pyproject.toml, else at the current
    directory (so that a file's excludes do not depend on how it was named)."""
    if config_file is not None:
        return _config_from(config_file, _read_toml(config_file), explicit=True)
    nearest = None
    for path in _pyprojects_above(start):
        data = _read_toml(path)
        nearest = nearest or (path, data)
        if _section(path, data) is not None:
            return _config_from(path, data)
    if nearest is not None:
        return _config_from(*nearest)
    config = Config(root=os.path.abspath("."))
    for key in ("select", "ignore", "exclude", "per-file-ignores"):
        config.origins[key] = "default"
    return config


def config_for_path(path: str) -> Config:
    """The settings that apply to ``path``: the CLI (each file), the flake8 plugin and the
    language server all ask this."""
    return load_config(start=path if os.path.isdir(path) else
                       os.path.dirname(os.path.abspath(path)))


def _config_from(path: str, data: dict, explicit: bool = False) -> Config:
    config = Config(root=os.path.dirname(os.path.abspath(path)))
    for key in ("select", "ignore", "exclude", "per-file-ignores"):
        config.origins[key] = "default"
    section = _section(path, data)
    if section is None:
        if explicit:
            config.config_file = path
        return config
    config.config_file = path
    apply_settings(config, section, origin=f"{path} [tool.autograd-lint]")
    return config


def _section(path: str, data: dict):
    tool = data.get("tool", {})
    if not isinstance(tool, dict):
        raise ConfigError(f"{path}: [tool] must be a table")
    return tool.get("autograd-lint")


def _read_toml(path: str) -> dict:
    from .source import SourceError, read_bytes

    try:
        return tomllib.loads(read_bytes(path).decode("utf-8"))  # a FIFO is refused, not waited on
    except SourceError as exc:  # "no such file", "is a directory", "not a regular file"...
        why = str(exc) if str(exc).startswith(("no such file", "cannot read")) \
            else f"cannot read: {exc}"
        raise ConfigError(f"{path}: {why}") from None
    except FileNotFoundError:
        raise ConfigError(f"{path}: no such file") from None
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(f"{path}: invalid TOML: {exc}") from None
    except UnicodeDecodeError as exc:
        raise ConfigError(f"{path}: invalid TOML: not UTF-8 (invalid byte at offset "
                          f"{exc.start})") from None
    except RecursionError:
        raise ConfigError(f"{path}: invalid TOML: nested too deeply") from None
    except OSError as exc:
        raise ConfigError(f"{path}: cannot read: {exc.strerror or exc}") from None


def apply_settings(config: Config, settings: dict[str, Any], origin: str) -> None:
    """Validate every setting first, then apply them all (nothing half-applied)."""
    if not isinstance(settings, dict):
        raise ConfigError(f"{origin}: expected a table")
    unknown = sorted(set(settings) - KNOWN_KEYS)
    if unknown:
        raise ConfigError(f"{origin}: unknown setting(s): {', '.join(unknown)} "
                          f"(known: {', '.join(sorted(KNOWN_KEYS))})")
    values: dict[str, Any] = {}
    for key in LIST_KEYS:
        if key in settings:
            values[key] = _string_list(settings[key], f"{origin}: {key}")
    per_file: dict[str, tuple[str, ...]] = {}
    if "per-file-ignores" in settings:
        table = settings["per-file-ignores"]
        if not isinstance(table, dict):
            raise ConfigError(f"{origin}: per-file-ignores must be a table of pattern = [codes]")
        for pattern, codes in table.items():
            per_file[pattern] = _string_list(codes, f"{origin}: per-file-ignores.{pattern}")
    gitignore = settings.get("respect-gitignore")
    if gitignore is not None and not isinstance(gitignore, bool):
        raise ConfigError(f"{origin}: respect-gitignore must be true or false")
    budget = settings.get("time-budget")
    if budget is not None and (isinstance(budget, bool) or not isinstance(budget, (int, float))
                               or budget < 0):
        raise ConfigError(f"{origin}: time-budget must be a number of seconds (0: no limit)")
    rule_options = settings.get("rules", {})
    if not isinstance(rule_options, dict) or \
            not all(isinstance(v, dict) for v in rule_options.values()):
        raise ConfigError(f"{origin}: rules must be a table of per-rule tables, "
                          f"e.g. [tool.autograd-lint.rules.AGL009]")

    if "select" in values:
        config.select = values["select"]
    if "extend-select" in values:
        config.extend_select = values["extend-select"]
    if "ignore" in values or "extend-ignore" in values:
        config.ignore = values.get("ignore", ()) + values.get("extend-ignore", ())
    if "exclude" in values:
        config.exclude = values["exclude"]
    if "extend-exclude" in values:
        config.extend_exclude = values["extend-exclude"]
    if per_file:
        config.per_file_ignores = per_file
    if rule_options:
        config.rule_options = {code: dict(opts) for code, opts in rule_options.items()}
    if gitignore is not None:
        config.respect_gitignore = gitignore
        config.origins["respect-gitignore"] = origin
    if budget is not None:
        config.time_budget = float(budget)
        config.origins["time-budget"] = origin
    extra = (["per-file-ignores"] if per_file else []) + (["rules"] if rule_options else [])
    for key in list(values) + extra:
        config.origins[key] = origin


def _string_list(value: Any, where: str) -> tuple[str, ...]:
    if isinstance(value, str):
        value = [part.strip() for part in value.split(",") if part.strip()]
    if not isinstance(value, (list, tuple)) or not all(isinstance(v, str) for v in value):
        raise ConfigError(f"{where}: expected a list of strings")
    return tuple(value)
