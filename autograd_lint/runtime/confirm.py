"""Confirmation: matching the runtime findings to the static findings by code, file and line.

A static finding is ``confirmed`` when a runtime finding of the same code lies in the same file
within its lines, ``refuted`` when its line ran and nothing of that code was observed there,
``not reached`` when its line never ran, and ``not checked`` when its line ran but the runtime
does not observe that code (or that kind of finding of it, or not on this machine). Runtime
findings no static finding matched are listed apart.
"""
from __future__ import annotations

import os
from typing import Callable, Iterable

CONFIRMED, REFUTED, NOT_REACHED, NOT_CHECKED = "confirmed", "refuted", "not reached", "not checked"


def confirm(static_findings: Iterable, events: list, reached: Callable[[str, int], bool],
            monitored: Iterable[str], observable: Callable = lambda finding: True
            ) -> tuple[list, list]:
    """([(static finding, status)], [runtime events no static finding predicted]).
    ``observable(finding)``: whether the runtime can see that finding's pitfall here at all."""
    monitored = set(monitored)
    results = []
    matched: set[int] = set()
    by_file: dict[str, list] = {}
    for index, event in enumerate(events):
        by_file.setdefault(os.path.realpath(event.finding.path), []).append((index, event))
    for finding in sorted(static_findings, key=lambda f: f.sort_key):
        last = finding.end_line or finding.line
        match = None
        for index, event in by_file.get(os.path.realpath(finding.path), ()):
            rt = event.finding
            if rt.code == finding.code and finding.line <= rt.line <= last:
                match = index
                break
        if match is not None:
            matched.add(match)
            status = CONFIRMED
        elif reached(finding.path, finding.line):
            status = REFUTED if finding.code in monitored and observable(finding) \
                else NOT_CHECKED
        else:
            status = NOT_REACHED
        results.append((finding, status))
    return results, [event for i, event in enumerate(events) if i not in matched]
