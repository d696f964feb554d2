"""A checker session that callbacks start and stop (a framework has no ``with`` block to offer)."""
from __future__ import annotations

import os
import sys
from typing import Iterable, Optional


class CheckSession:
    """Start the checker when training starts, stop it when it ends (or fails); print the
    findings to stderr and keep the report (``report``)."""

    def __init__(self, select: Optional[Iterable[str]] = None, light: bool = False,
                 graph_dir: Optional[str] = None, quiet: bool = False,
                 exhaustive: bool = False) -> None:
        self.options = {"select": select, "light": light, "graph_dir": graph_dir,
                        "exhaustive": exhaustive}
        self.quiet = quiet
        self.checker = None
        self.report = None

    @property
    def running(self) -> bool:
        return self.checker is not None

    def start(self) -> None:
        if self.checker is not None:
            return
        from ..checker import Checker

        self.checker = Checker(**self.options)
        self.report = self.checker.report
        self.checker.__enter__()

    def stop(self, exc: Optional[BaseException] = None):
        checker, self.checker = self.checker, None
        if checker is None:
            return self.report
        checker.__exit__(type(exc) if exc is not None else None, exc,
                         exc.__traceback__ if exc is not None else None)
        if not self.quiet and checker.report.events:
            from ..report import format_event

            lines = [f"autograd-lint: {len(checker.report.events)} runtime finding(s)"]
            for event in checker.report.events:
                lines.extend("  " + line for line in format_event(event, os.getcwd()))
            print("\n".join(lines), file=sys.stderr)
        return checker.report
