"""The rule interface: one subclass per file in this package, documented as ruff documents rules.

A rule reads the file's shared :class:`~autograd_lint.semantics.SemanticModel` and yields findings
through :meth:`Context.report`; it never re-walks the tree for facts another rule needs.
"""
from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, ClassVar, Iterator

from .. import lazy_cst as cst
from ..findings import CALLED_FROM, PITFALL_HERE, Finding, Fix, Related

if TYPE_CHECKING:
    from ..positions import LazyPositions
    from ..semantics import SemanticModel


@dataclass
class Context:
    """One file being linted: its tree, its semantic model, and positions computed on demand."""

    path: str
    module: cst.Module
    model: SemanticModel
    source: str = ""   # the file's text, for cheap checks before walking the tree ("" if unknown)

    def may_contain(self, *words: str) -> bool:
        """False only when the source is known and mentions none of ``words``."""
        return not self.source or any(word in self.source for word in words)
    _positions: LazyPositions | None = field(default=None, repr=False)
    _others: dict | None = field(default=None, repr=False)  # path -> LazyPositions

    def position(self, node: cst.CSTNode):
        """Where ``node`` is in this file; None for a node of another project file (the analysis
        follows calls there, but this file's findings are only reported on its own lines)."""
        if self._positions is None:
            # only files with findings pay for positions, only for the statements reported
            from ..positions import LazyPositions

            self._positions = LazyPositions(self.module)
        return self._positions.get(node)

    def snippet(self, node: cst.CSTNode, limit: int = 40) -> str:
        """The node's source, on one line, shortened for messages."""
        text = " ".join(self.module.code_for_node(node).split())
        return text if len(text) <= limit else text[:limit - 3] + "..."

    def line_of(self, node: cst.CSTNode) -> int:
        """The node's line; 0 for a node of another file."""
        where = self.position(node)
        return where.start.line if where is not None else 0

    def owns(self, node: cst.CSTNode) -> bool:
        return self.position(node) is not None

    def finding(self, code: str, node: cst.CSTNode, message: str, fix: Fix | None = None,
                related: tuple[tuple[cst.CSTNode, str], ...] = ()) -> Finding:
        """A finding at ``node``; one at a node of another file has line 0 and is dropped by the
        engine (that file's own run reports it), unless that file is not analysed on its own
        and this file holds the update it spoils (see :meth:`_moved_here`)."""
        where = self.position(node)
        if where is None:
            moved = self._moved_here(node, related, _MOVED_TO_THE_UPDATE[code]) \
                if code in _MOVED_TO_THE_UPDATE else None
            if moved is None:
                return Finding(path=self.path, line=0, col=0, code=code, message=message)
            node, related, fix = moved[0], moved[1], None  # (a fix edits this file only)
            where = self.position(node)
        links = []
        for link_node, note in related:
            link = self.locate(link_node, note)
            if link is not None and link not in links:
                links.append(link)
        return Finding(
            path=self.path, line=where.start.line, col=where.start.column, code=code,
            message=message, end_line=where.end.line, end_col=where.end.column,
            related=tuple(links), fix=fix)

    def _moved_here(self, node: cst.CSTNode, related: tuple, note: str | None = None) -> tuple | None:
        """(a node of this file, the links) for a finding whose site is in another project file
        that is not analysed on its own (it never names torch or the autograd API: a helper
        that computes `bootstrap_net(next_obs)` for this file's loss): the first link of its
        evidence in this file (of that ``note`` only, if given), with the site kept as the first
        link; None otherwise (that file's own run reports it)."""
        found = self._file_of(node)
        if found is None or self._analysed_on_its_own(found[0]):
            return None
        here = next((link for link, why in related
                     if self.owns(link) and (note is None or why == note)), None)
        if here is None:
            return None
        return here, ((node, PITFALL_HERE),) + tuple(
            (link, note) for link, note in related if link is not here)

    def _file_of(self, node: cst.CSTNode) -> tuple | None:
        """(path, positions) of the other project file ``node`` is in, or None."""
        for path, positions in self._other_positions():
            if positions._statement_of(node) is not None:
                return path, positions
        return None

    def analysed_elsewhere(self, node: cst.CSTNode) -> bool:
        """Is ``node`` in another project file that the linter analyses on its own (which then
        reports what happens there)?"""
        found = self._file_of(node)
        return found is not None and self._analysed_on_its_own(found[0])

    def _analysed_on_its_own(self, path: str) -> bool:
        """Would the linter analyse the project file at ``path`` (its text as the project
        reads it, an editor's buffer included, passes the prefilter)?"""
        from ..prefilter import might_have_findings

        text = self.model.project.text(path)
        return text is None or might_have_findings(text)

    def locate(self, node: cst.CSTNode, note: str) -> Related | None:
        """A link of a finding's evidence: a line of this file, or of another project file the
        analysis read (the backward in `train.py` of a finding in `engine.py`); None if the
        node is in no file at hand."""
        if self.owns(node):
            return Related(self.line_of(node), note)
        found = self._file_of(node)
        where = found[1].get(node) if found is not None else None
        if where is None:
            return None
        path = found[0]
        shown = path if os.path.isabs(self.path) else os.path.normpath(os.path.join(
            os.path.dirname(self.path),  # as this file's path is spelt
            os.path.relpath(path, os.path.dirname(os.path.abspath(self.path)))))
        return Related(where.start.line, note, shown)

    def place(self, node: cst.CSTNode) -> str:
        """Where ``node`` is, for a message: "line 12" in this file, "line 5 of train.py" in
        another project file, "another file" when no file at hand has it."""
        if self.owns(node):
            return f"line {self.line_of(node)}"
        found = self.locate(node, "")
        return f"line {found.line} of {found.path}" if found is not None else "another file"

    def _other_positions(self):
        """(path, positions) of the other project files this file's analysis read."""
        from ..positions import LazyPositions

        project = getattr(self.model, "project", None)
        if project is None:
            return
        if self._others is None:
            self._others = {}
        mine = os.path.abspath(self.path)
        for path in self.model.dependencies:
            if path == mine:
                continue
            positions = self._others.get(path)
            if positions is None:
                loaded = project.cached(path)
                if loaded is None or loaded.module is None:
                    continue
                positions = self._others[path] = LazyPositions(loaded.module)
            yield path, positions


# codes whose evidence in this file is the update the pitfall spoils (the backward of the
# optimizer a foreign network's output reaches): a finding whose site is in a file not analysed
# on its own is reported there; another code's links (an `.eval()` call) are no place for it
# (the note of the links where it may go, None: any link); a layer or leaves swapped in a helper
# module that names no torch API go to the linted file's call that runs the swap (AGL019)
_MOVED_TO_THE_UPDATE = {"AGL001": None, "AGL019": CALLED_FROM}


class Rule:
    """Base class. Subclasses set the class attributes and implement :meth:`check`."""

    code: ClassVar[str]
    name: ClassVar[str]
    summary: ClassVar[str]
    default_enabled: ClassVar[bool] = True
    # Documentation, shown by `autograd-lint explain` and in docs/rules.md.
    what: ClassVar[str]
    why: ClassVar[str]
    example: ClassVar[str]
    use_instead: ClassVar[str]
    fix_safety: ClassVar[str] = "No automatic fix."
    runtime: ClassVar[str] = "Observable at run time."
    # Fixit-style examples, run by the test suite: each INVALID snippet must be flagged, each VALID
    # snippet must not.
    VALID: ClassVar[list[str]] = []
    INVALID: ClassVar[list[str]] = []

    @classmethod
    def runtime_observable(cls, finding: Finding, accelerator: bool) -> bool:
        """Whether the runtime checker can see this finding's pitfall happen on this machine
        (``accelerator``: CUDA available). When it cannot, a line that ran without a runtime
        finding is "not observable" rather than "refuted"."""
        return True

    def check(self, ctx: Context) -> Iterator[Finding]:
        raise NotImplementedError

    def report(self, ctx: Context, node: cst.CSTNode, message: str, fix: Fix | None = None,
               related: tuple[tuple[cst.CSTNode, str], ...] = ()) -> Finding:
        return ctx.finding(self.code, node, message, fix=fix, related=related)
