"""flake8 adapter: ``flake8 --select AGL``. flake8 parallelises over files and applies ``# noqa``,
``--select`` and ``--ignore`` itself, so this plugin lints the lines flake8 gives, in-process."""
from __future__ import annotations

from typing import Iterator

from . import __version__

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

    @classmethod
    def _wanted_rules(cls):
        from .rules import ALL_RULES

        selected = cls._selected
        extended = getattr(cls, "_extended", ())
        if selected is not None and not any(PREFIX.startswith(s) or s.startswith(PREFIX)
                                            for s in selected):
            return []  # flake8 will drop every AGL code: do no work at all
        explicit = tuple(s for s in (selected or ()) + extended if s.startswith(PREFIX) and
                         len(s) > len(PREFIX))
        return [rule() for rule in ALL_RULES
                if rule.default_enabled or any(rule.code.startswith(s) for s in explicit)]

    def run(self) -> Iterator[tuple[int, int, str, type]]:
        from .engine import lint_text
        from .source import SourceError

        rules = self._wanted_rules()
        if not rules:
            return
        text = "".join(self.lines)
        try:
            findings, errors = lint_text(text, self.filename, rules, noqa=False)
        except SourceError:
            return  # flake8 reports syntax errors itself (E999)
        for finding in findings:
            yield finding.line, finding.col, f"{finding.code} {finding.message}", type(self)
        for error in errors:
            yield 1, 0, f"AGL000 {error.problem}", type(self)
