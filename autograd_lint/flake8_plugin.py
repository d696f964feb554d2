"""flake8 adapter: ``flake8 --select AGL``. flake8 parallelises over files and applies ``# noqa``,
``--select`` and ``--ignore`` itself, so this plugin lints the lines flake8 gives, in-process.

The project's ``[tool.autograd-lint]`` applies too (its select/ignore, per-file-ignores and rule
options), so flake8 reports what the CLI reports; flake8's own selection then filters on top."""
from __future__ import annotations

import functools
import os
from typing import Iterator

from .version import __version__

PREFIX = "AGL"


class AutogradLintPlugin:
    name = "autograd-lint"
    version = __version__
    _selected: tuple[str, ...] | None = None   # flake8's --select / --extend-select, if given

    def __init__(self, tree, lines: list[str], filename: str) -> None:  # noqa: ARG002 - flake8 API
        # `tree` is requested only so that flake8 skips this plugin on files it cannot parse.
        self.lines = lines
        self.filename = filename

    @classmethod
    def parse_options(cls, options) -> None:
        selected = list(getattr(options, "select", None) or []) + \
            list(getattr(options, "extend_select", None) or [])
        cls._selected = tuple(selected) if getattr(options, "select", None) else None
        cls._extended = tuple(getattr(options, "extend_select", None) or ())
        cls._noqa = not getattr(options, "disable_noqa", False)

    @classmethod
    def _wanted_rules(cls):
        from .rules import ALL_RULES

        selected = cls._selected
        extended = getattr(cls, "_extended", ())
        if selected is not None and not any(PREFIX.startswith(s) or s.startswith(PREFIX)
                                            for s in selected):
            return [], ()  # flake8 will drop every AGL code: do no work at all
        explicit = tuple(s for s in (selected or ()) + extended if s.startswith(PREFIX) and
                         len(s) > len(PREFIX))
        return list(ALL_RULES), explicit

    def run(self) -> Iterator[tuple[int, int, str, type]]:
        from .config import ConfigError
        from .analysis import lint_text
        from .source import SourceError
        from .suppression import unsuppressed

        candidates, explicit = self._wanted_rules()
        if not candidates:
            return
        try:
            config, enabled = _project_settings(os.path.dirname(os.path.abspath(self.filename)))
        except ConfigError as exc:
            yield 1, 0, f"AGL000 configuration error: {exc}", type(self)
            return
        # the project's selection (default: the rules on by default), plus the codes flake8's own
        # --select / --extend-select name (a rule off by default only by its full code, as the CLI)
        rules = [rule() for rule in candidates
                 if rule.code in enabled or any(rule.code.startswith(s) if rule.default_enabled
                                                else rule.code == s for s in explicit)]
        text = "".join(self.lines)
        try:  # the config brings the per-file-ignores and the rule options
            findings, errors = lint_text(text, self.filename, rules, config, noqa=False)
        except SourceError:
            return  # flake8 reports syntax errors itself (E999)
        if getattr(type(self), "_noqa", True):  # flake8 misses `# noqa:agl001` and file-level noqa
            findings = unsuppressed(findings, text)
        for finding in findings:
            yield finding.line, finding.col, f"{finding.code} {finding.message}", type(self)
        for error in errors:
            yield 1, 0, f"AGL000 {error.problem}", type(self)


@functools.lru_cache(maxsize=64)
def _project_settings(directory: str):
    """The ``[tool.autograd-lint]`` settings for files in ``directory`` and the codes they enable."""
    from .config import config_for_path
    from .rules import ALL_RULES

    config = config_for_path(directory)  # the file's own project's, as the CLI gives each file
    return config, frozenset(config.enabled_codes(ALL_RULES))
