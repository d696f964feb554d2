"""Confirmation: matching the runtime findings to the static findings by code, file and line.

A static finding is

* ``confirmed`` when a runtime finding of the same code lies in the same file within its lines;
* ``refuted`` only when the checker watched that code run to the end and saw no such thing: its
  line ran, the runtime observes that code (in this mode, on this machine, and the run met its
  conditions: AGL009 saw that call in eval mode, AGL010 saw three backwards, AGL011 knew an
  optimizer), the line is not in a compiled region, and the program finished;
* ``not confirmed: the program stopped first`` when its line ran but the program ended with an
  error (or a non-zero exit) before the evidence could appear;
* ``not reached`` when its line never ran;
* ``not observable`` when its line ran but the runtime cannot see that event there, with why:
  a code it has no monitor for (or not selected, or dropped in ``--light`` mode), a kind of
  finding of it that it does not watch (or not on this machine), code that ``torch.compile``
  compiled, or a run that never met the conditions under which that code is watched.

Runtime findings no static finding matched are listed apart.
"""
from __future__ import annotations

import os
from typing import Callable, Iterable

from ..findings import GIVEN_TO_OPTIMIZER, PITFALL_HERE, RUNS_HERE

CONFIRMED, REFUTED, NOT_REACHED = "confirmed", "refuted", "not reached"
NOT_OBSERVABLE = "not observable"
STOPPED = "not confirmed: the program stopped first"
STATUSES = (CONFIRMED, REFUTED, STOPPED, NOT_REACHED, NOT_OBSERVABLE)


class Verdict(str):
    """A status (compares as its string) with ``why``: the reason a line that ran was not
    observable."""

    why = ""

    @classmethod
    def unobservable(cls, why: str) -> "Verdict":
        verdict = cls(NOT_OBSERVABLE)
        verdict.why = why
        return verdict

    def text(self) -> str:
        return f"{self}: {self.why}" if self.why else str(self)


def confirm(static_findings: Iterable, events: list, reached: Callable[[str, int], bool],
            monitored: Iterable[str], observable: Callable = lambda finding: True,
            stopped: bool = False, compiled: Callable[[str, int], bool] = lambda path, line: False,
            watched: Callable = lambda finding: True,
            unmonitored_why: Callable[[str], str] = lambda code: "") -> tuple[list, list]:
    """([(static finding, status)], [runtime events no static finding predicted]).

    ``monitored``: the codes the checker observed in this run (its mode and selection);
    ``observable(finding)``: whether the runtime can see that finding's pitfall here at all;
    ``stopped``: the program ended with an error or a non-zero exit;
    ``compiled(path, line)``: the line lies in code that torch.compile compiled;
    ``watched(finding)``: the run met the conditions under which that code is observed there;
    ``unmonitored_why(code)``: why a code is not among ``monitored``."""
    monitored = set(monitored)
    results = []
    matched: set[int] = set()
    by_file: dict[str, list] = {}
    for index, event in enumerate(events):
        path = getattr(event, "abspath", None) or event.finding.path
        by_file.setdefault(os.path.realpath(path), []).append((index, event))
    for finding in sorted(static_findings, key=lambda f: f.sort_key):
        match = None
        for path, first, last in _sites(finding):
            for index, event in by_file.get(os.path.realpath(path), ()):
                rt = event.finding
                if rt.code == finding.code and first <= rt.line <= last:
                    match = index
                    break
            if match is not None:
                break
        if match is not None:
            matched.add(match)
            status = CONFIRMED
        elif not reached(finding.path, finding.line):
            status = NOT_REACHED
        elif finding.code not in monitored:
            status = Verdict.unobservable(unmonitored_why(finding.code) or
                                          f"{finding.code} is not watched in this run")
        elif not observable(finding):
            status = Verdict.unobservable(f"the runtime cannot see this kind of {finding.code} "
                                          f"here (docs/rules.md, {finding.code}, Runtime)")
        elif compiled(finding.path, finding.line):
            status = Verdict.unobservable("its line ran inside code torch.compile compiled")
        elif not watched(finding):
            status = Verdict.unobservable(f"the run never met the conditions under which "
                                          f"{finding.code} is watched there (docs/runtime.md)")
        else:
            status = STOPPED if stopped else REFUTED
        results.append((finding, status))
    return results, [event for i, event in enumerate(events) if i not in matched]


def _sites(finding) -> list:
    """(path, first line, last line) where the runtime may see a static finding: its own lines,
    its site when it is reported at another line (PITFALL_HERE: the site lies in a file that is
    not analysed on its own), the optimizer a non-leaf is given to (where torch refuses it), and
    the forward of a network an evaluation runs through a method of it."""
    sites = [(finding.path, finding.line, finding.end_line or finding.line)]
    for link in getattr(finding, "related", ()) or ():
        if link.note in (PITFALL_HERE, GIVEN_TO_OPTIMIZER, RUNS_HERE):
            sites.append((link.path or finding.path, link.line, link.line))
    return sites
