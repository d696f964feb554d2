"""Shared by the monitors that map one of torch's own errors to a code, by its message."""
from __future__ import annotations

from typing import Optional

from ..frames import source_line
from .base import Monitor


def user_tb_frame(checker, tb):
    """The innermost user frame of a traceback (the frame object, or None)."""
    found = None
    while tb is not None:
        frame = tb.tb_frame
        if checker.frames.is_user_file(frame.f_code.co_filename) and \
                not frame.f_globals.get("__autograd_lint_hide__"):
            found = frame
        tb = tb.tb_next
    return found


class TorchErrorMonitor(Monitor):
    """Reports torch's error at the user's line of the traceback; the exception propagates."""

    kinds: tuple = (RuntimeError,)
    texts: tuple = ()
    message = ""
    advice = ""

    def matches(self, exc) -> bool:
        if not isinstance(exc, self.kinds):
            return False
        text = str(exc)
        return any(t in text for t in self.texts)

    def on_exception(self, exc) -> None:
        if not self.matches(exc) or id(exc) in self.checker.claimed:
            return
        site = self.checker.frames.traceback_site(exc.__traceback__)
        if site is None:
            return
        self.checker.claimed.add(id(exc))
        self.report_error(exc, site)

    def report_error(self, exc, site, message: Optional[str] = None, extra=()) -> None:
        statement = source_line(*site)
        evidence = [f"torch raised: {str(exc).splitlines()[0]}", *extra]
        if statement:
            evidence.insert(0, f"statement: {statement}")
        self.report.add(self.code, site, message or f"{self.message}; {self.advice}",
                        evidence=evidence)
