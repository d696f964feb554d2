"""What a checked run observed: runtime findings with their evidence and graph pictures."""
from __future__ import annotations

import os
import warnings
from dataclasses import dataclass, field
from typing import Iterable, Optional, Sequence

from ..findings import Finding, Related
from .frames import Site, display_path


class AutogradLintWarning(UserWarning):
    """A runtime finding, issued as a warning (pytest ``--autograd-lint=warn``)."""


class AutogradLintInternalWarning(RuntimeWarning):
    """A fault inside autograd-lint's own runtime code; the user's program goes on."""


class AutogradLintUsageWarning(UserWarning):
    """autograd-lint used where it cannot observe (a checker inside another); the program goes
    on and the findings go to the checker that observes."""


@dataclass
class RuntimeEvent:
    """One runtime finding plus what backs it: evidence in words, a DOT picture, a count."""

    finding: Finding
    evidence: list[str] = field(default_factory=list)
    graph: Optional[str] = None  # Graphviz DOT source of the offending path
    count: int = 1
    graph_files: list[str] = field(default_factory=list)
    # the file as the interpreter named it (finding.path is relative to the working directory
    # of the run when the file lies below it): what confirmation matches on
    abspath: Optional[str] = None

    @property
    def file(self) -> str:
        return self.abspath or self.finding.path

    def to_dict(self, cwd: Optional[str] = None) -> dict:
        data = self.finding.to_dict()
        data["path"] = display_path(self.file, cwd)
        for rel in data.get("related", ()):
            if "path" in rel:
                rel["path"] = display_path(rel["path"], cwd)
        data["evidence"] = list(self.evidence)
        data["count"] = self.count
        if self.graph_files:
            data["graph"] = list(self.graph_files)
        return data


class RuntimeReport:
    """Collects the runtime findings of one checked block (deduplicated by code and line)."""

    def __init__(self) -> None:
        self.events: list[RuntimeEvent] = []
        self.internal_errors: list[str] = []
        self.notices: list[str] = []  # how this checker was used, when it cannot observe
        self._index: dict[tuple, RuntimeEvent] = {}
        self._fault_keys: set[tuple] = set()
        self.exception: Optional[BaseException] = None
        # what the run could watch, for honest verdicts: codes whose conditions never held
        # (AGL010 with fewer than three backwards), and per code the lines a monitor judged
        # (AGL009: eval-mode calls); a static finding outside them is "not observable"
        self.unwatched_codes: set[str] = set()
        self.watched_sites: dict[str, set] = {}
        # per code, words of the static findings of that code this run cannot observe (light
        # mode: AGL014's accumulation loop that zeroes every micro-batch)
        self.unwatched_kinds: dict[str, tuple] = {}
        self.additions = 0  # findings added, repeats included (a steady loop adds none)
        # backwards a steady loop's sampling left unexamined, of all that ran (checker.sampling)
        self.backwards_skipped = 0
        self.backwards = 0

    def watch(self, code: str, site: Site) -> None:
        self.watched_sites.setdefault(code, set()).add((os.path.realpath(site[0]), site[1]))

    def watched(self, finding) -> bool:
        """Whether the run watched what a static finding of that code and line is about."""
        if finding.code in self.unwatched_codes:
            return False
        if any(words in finding.message for words in self.unwatched_kinds.get(finding.code, ())):
            return False
        sites = self.watched_sites.get(finding.code)
        if sites is None:
            return True
        path = os.path.realpath(finding.path)
        last = finding.end_line or finding.line
        return any((path, line) in sites for line in range(finding.line, last + 1))

    # -- results ---------------------------------------------------------------------------
    @property
    def findings(self) -> list[Finding]:
        return [event.finding for event in self.events]

    def __iter__(self):
        return iter(self.findings)

    def __len__(self) -> int:
        return len(self.events)

    def __bool__(self) -> bool:  # a report is truthy even when empty: `with check() as r` idiom
        return True

    def codes(self) -> list[str]:
        return [event.finding.code for event in self.events]

    def by_code(self, code: str) -> list[Finding]:
        return [f for f in self.findings if f.code == code]

    # -- recording ---------------------------------------------------------------------------
    def add(self, code: str, site: Optional[Site], message: str, *,
            related: Iterable[tuple[Optional[Site], str]] = (), evidence: Sequence[str] = (),
            graph: Optional[str] = None) -> RuntimeEvent:
        """Record a finding at ``site`` (the user's file and line); repeated ones are counted."""
        path, line = site if site is not None else ("<unknown>", 0)
        rel = []
        for other, note in related:
            if other is None:
                continue
            rel.append(Related(line=other[1], note=note,
                               path=None if other[0] == path else other[0]))
        key = (code, path, line)
        self.additions += 1
        event = self._index.get(key)
        if event is not None:
            event.count += 1
            if event.graph is None and graph is not None:
                event.graph = graph
            return event
        col = getattr(site, "col", None)
        if col is None:
            from .frames import indentation

            col = indentation(path, line) if site is not None else 0
        finding = Finding(path=display_path(path) if site is not None else path, line=line,
                          col=col, code=code, message=message, related=tuple(rel),
                          source="runtime")
        event = RuntimeEvent(finding=finding, evidence=list(evidence), graph=graph,
                             abspath=path)
        self._index[key] = event
        self.events.append(event)
        return event

    def has(self, code: str, site: Optional[Site]) -> bool:
        if site is None:
            return False
        return (code, site[0], site[1]) in self._index

    def fault(self, where: str, exc: BaseException) -> None:
        """A fault of autograd-lint itself: remember it and warn once; never raise."""
        import traceback

        key = (where, type(exc).__name__, str(exc)[:200])
        text = f"autograd-lint runtime: internal error in {where}: {type(exc).__name__}: {exc}"
        if key in self._fault_keys:
            return
        self._fault_keys.add(key)
        detail = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
        self.internal_errors.append(text + "\n" + detail)
        try:
            warnings.warn(text + " (the program goes on; please report this)",
                          AutogradLintInternalWarning, stacklevel=2)
        except Exception:  # -W error: a warning must still not reach the user's program
            pass

    def notice(self, text: str) -> None:
        """Not a fault: a use of the checker that leaves it nothing to observe (warned once)."""
        if text in self.notices:
            return
        self.notices.append(text)
        try:
            warnings.warn(f"autograd-lint runtime: {text}", AutogradLintUsageWarning, stacklevel=3)
        except Exception:  # -W error: a warning must still not reach the user's program
            pass

    # -- output ----------------------------------------------------------------------------
    def write_graphs(self, directory: str) -> list[str]:
        """Write a DOT file (and an SVG when Graphviz's ``dot`` is installed) per finding."""
        from .graph import write_graph

        written: list[str] = []
        if not any(event.graph is not None and not event.graph_files for event in self.events):
            return written  # (no empty folder: nothing to draw)
        os.makedirs(directory, exist_ok=True)
        for event in self.events:
            if event.graph is None or event.graph_files:
                continue
            f = event.finding
            stem = f"{f.code}_{os.path.splitext(os.path.basename(f.path))[0]}_{f.line}"
            event.graph_files = write_graph(event.graph, directory, stem)
            written.extend(event.graph_files)
        return written

    def format_text(self, cwd: Optional[str] = None) -> str:
        lines = []
        for event in self.events:
            lines.extend(format_event(event, cwd))
        return "\n".join(lines)


def format_event(event: RuntimeEvent, cwd: Optional[str] = None, status: Optional[str] = None
                 ) -> list[str]:
    f = event.finding
    times = f" (x{event.count})" if event.count > 1 else ""
    tag = f" [{status}]" if status else " [runtime]"
    out = [f"{display_path(event.file, cwd)}:{f.line}:{f.col + 1}: {f.code} {f.message}{tag}"
           f"{times}"]
    for rel in f.related:
        where = display_path(rel.path, cwd) + ":" if rel.path else "line "
        out.append(f"    {where}{rel.line}: {rel.note}")
    for text in event.evidence:
        out.append(f"    {text}")
    for path in event.graph_files:
        out.append(f"    graph: {display_path(path, cwd)}")
    return out
