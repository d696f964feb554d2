"""The result types shared by the static linter, the runtime checker and the reporters."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Fix:
    """A rewrite that removes a finding.

    ``replacements`` pairs nodes of the parsed libcst tree (matched by identity) with the nodes that
    replace them; the fix machinery applies all fixes of a file in one transform. ``safe`` fixes are
    applied by ``--fix``; the others only with ``--unsafe-fixes``.
    """

    description: str
    replacements: tuple[tuple[Any, Any], ...] = field(default=(), compare=False, repr=False)
    safe: bool = True


@dataclass(frozen=True)
class Related:
    """Another line involved in a finding (the backward that freed a graph, the optimizer...)."""

    line: int
    note: str
    path: str | None = None


# the note of a finding's link to its own site when the finding is reported at another line (its
# site lies in a file that is not analysed on its own): the runtime confirms it there too
PITFALL_HERE = "the pitfall is here"
# the note of a non-leaf's link to the optimizer it is given to (AGL020): where torch refuses it,
# and so where the runtime sees it
GIVEN_TO_OPTIMIZER = "given to this optimizer"
# the note of an evaluation's link to the forward a network's method runs (AGL009 reported at the
# call of the method): where the runtime sees the network run
RUNS_HERE = "the network runs here"
# the note of a call through which the analysis reached a pitfall in another module (one not
# analysed on its own shows its finding at the linted file's call)
CALLED_FROM = "which runs from this call"


@dataclass(frozen=True)
class Finding:
    """One reported pitfall. ``line`` is 1-based, ``col`` is 0-based (as in flake8's plugin API);
    text output prints ``col + 1``."""

    path: str
    line: int
    col: int
    code: str
    message: str
    end_line: int | None = None
    end_col: int | None = None
    related: tuple[Related, ...] = ()
    fix: Fix | None = field(default=None, compare=False)
    # "static" or "runtime"; confirmation adds confirmed / refuted / not reached.
    source: str = "static"
    status: str | None = None
    cell: int | None = None  # notebook cell number (1-based) when linted from an .ipynb

    @property
    def sort_key(self) -> tuple:
        return (self.path, self.cell or 0, self.line, self.col, self.code, self.message)

    def location(self) -> str:
        if self.cell is not None:
            return f"{self.path}:cell_{self.cell}:{self.line}:{self.col + 1}"
        return f"{self.path}:{self.line}:{self.col + 1}"

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "path": self.path,
            "line": self.line,
            "col": self.col + 1,
            "end_line": self.end_line,
            "end_col": None if self.end_col is None else self.end_col + 1,
            "code": self.code,
            "message": self.message,
            "source": self.source,
        }
        if self.cell is not None:
            data["cell"] = self.cell
        if self.status is not None:
            data["status"] = self.status
        if self.related:
            data["related"] = [
                {"line": r.line, "note": r.note, **({"path": r.path} if r.path else {})}
                for r in self.related
            ]
        if self.fix is not None:
            data["fix"] = {"description": self.fix.description, "safe": self.fix.safe}
        return data


@dataclass(frozen=True)
class FileError:
    """A file that could not be linted (missing, unreadable, not UTF-8, does not parse...)."""

    path: str
    problem: str
    internal: bool = False  # True for a fault of autograd-lint itself, not of the file

    def to_dict(self) -> dict[str, Any]:
        return {"path": self.path, "problem": self.problem, "internal": self.internal}

    def __str__(self) -> str:
        return f"{self.path}: {self.problem}"
