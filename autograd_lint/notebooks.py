"""Jupyter notebooks: the code cells of an ``.ipynb`` are linted as ONE program.

A training loop split over cells (model and optimizer in one cell, the loop in the next) is still one
loop, so the code cells are joined into a virtual module, one separator comment before each cell. IPython
syntax is neutralised without moving any line: line magics (``%timeit f()``), shell escapes
(``!pip install x``), ``x = !ls`` / ``x = %who_ls`` and help (``obj?``) become ``pass`` at the same
indentation; a cell magic whose body is Python (``%%time``, ``%%timeit``, ``%%capture``, ``%%prun``)
loses only its first line; any other cell magic (``%%bash``, ``%%writefile``...) is skipped. Findings
map back to ``(cell, line in cell)`` and print as ``nb.ipynb:cell_N:LINE:COL``; cells are numbered from
1 over all the notebook's cells (markdown included), in the order Jupyter shows them.

``--fix`` splits the fixed virtual module back at the separators, restores the magics and replaces
only the changed cells' sources in the file's own JSON text: outputs, metadata and the other cells stay
byte for byte. A notebook that is not JSON (an empty file included), or has no ``cells`` list, is one
error for that file; ``"cells": []`` is a valid notebook without code, silent as an empty ``.py`` file
is. A cell that does not parse (an exercise's unfinished ``model = ``) is one error naming the cell,
and the other cells are still linted; every name it could bind (``loss = <YOUR CODE>``) holds an
unknown value after it, so no later cell is judged by what the name held before.
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass, field, replace

from .config import Config
from .findings import FileError, Finding, Related
from .fixer import FileFix, diff_name, fix_text, unified_diff, write_atomic
from .source import SourceError, read_bytes, split_lines

# The markers carry a tag derived from the notebook's own cell sources, so no line a user wrote can
# be taken for one (a line that looked like a magic marker used to become a magic under --fix).
SEPARATOR = "# <autograd-lint cell {} {}>"
MAGIC = "pass  # <autograd-lint magic {} {}>"
_ANY_SEPARATOR = re.compile(r"^# <autograd-lint cell \d+ (agl[0-9a-f]+)>\r?\n?$")
PYTHON_CELL_MAGICS = {"time", "timeit", "capture", "prun"}
_ASSIGN_MAGIC = re.compile(r"^[A-Za-z_][\w.]*(\s*,\s*[A-Za-z_][\w.]*)*\s*=\s*[%!]")
UNPARSED = "{} = __autograd_lint_unparsed__()  # <autograd-lint unparsed {}>"
# What a line can bind, read from text that does not parse: assignment targets (the roots of
# `a.b = ` and `a[i] += ` included), loop and `with ... as` names, definitions and imports.
_TARGETS = re.compile(r"^\s*(?:async\s+)?(?:for\s+)?([\w.\[\]'\"(), \t]+?)\s*(?::[^=]*)?"
                      r"(?:(?:[-+*/%&|^@]|//|\*\*|<<|>>)?=(?!=)|\s+in\b)")
_TARGET = re.compile(r"\(*\s*([A-Za-z_]\w*)[\w.]*(?:\[.*\])?\s*\)*$")  # `(a`, `b)`, `x.y[i]`
_DEFINED = re.compile(r"^\s*(?:async\s+)?(?:def|class)\s+([A-Za-z_]\w*)")
_AS_NAME = re.compile(r"\bas\s+([A-Za-z_]\w*)")
_IMPORTED = re.compile(r"^\s*(?:from\s+\S+\s+)?import\s+(.+)$")
_ROOT = re.compile(r"[A-Za-z_]\w*")


# -- reading --------------------------------------------------------------------------------------------
def read_notebook(path: str) -> dict:
    """The notebook as JSON data (nbformat 4; older versions are converted when nbformat is here)."""
    return parse_notebook(read_bytes(path))


def parse_notebook(raw: bytes | str) -> dict:
    try:
        text = raw.decode("utf-8-sig") if isinstance(raw, bytes) else raw
        if not text.strip():  # a truncated save, or `touch nb.ipynb`: Jupyter cannot open it
            raise SourceError("not a notebook: the file is empty (a notebook is a JSON document, "
                              "even one without cells)")
        data = json.loads(text)
    except UnicodeDecodeError as exc:
        raise SourceError(f"not a notebook: not UTF-8 JSON (invalid byte at offset {exc.start})") from None
    except json.JSONDecodeError as exc:
        raise SourceError(f"not a notebook: invalid JSON: {exc.msg} at line {exc.lineno} "
                          f"column {exc.colno}") from None
    except RecursionError:
        raise SourceError("not a notebook: JSON nested too deeply") from None
    if not isinstance(data, dict):
        raise SourceError("not a notebook: the JSON document is not an object")
    if "cells" not in data and isinstance(data.get("nbformat"), int) and data["nbformat"] < 4:
        data = _upgrade(data)
    cells = data.get("cells")
    # `"cells": []` is a valid notebook (nbformat's schema, Jupyter opens it) holding no code: like
    # an empty .py file, it is linted and has no findings
    if not isinstance(cells, list):
        raise SourceError("not a notebook: no cells")
    if not all(isinstance(cell, dict) for cell in cells):
        raise SourceError("not a notebook: a cell is not an object")
    return data


def _upgrade(data: dict) -> dict:
    try:
        import nbformat
    except ImportError:
        raise SourceError(f"notebook format {data.get('nbformat')} needs nbformat to read "
                          f"(pip install nbformat)") from None
    try:
        return json.loads(nbformat.writes(nbformat.reads(json.dumps(data), as_version=4)))
    except Exception as exc:  # noqa: BLE001 - nbformat raises many kinds
        raise SourceError(f"not a notebook: {exc}") from None


def is_python(data: dict) -> bool:
    metadata = _table(data.get("metadata"))
    kernel, info = _table(metadata.get("kernelspec")), _table(metadata.get("language_info"))
    language = kernel.get("language") or info.get("name")
    return not isinstance(language, str) or language.lower() in ("python", "python3", "ipython")


def _table(value) -> dict:
    """``value`` if it is a JSON object, else an empty one (metadata of the wrong shape is no
    reason to refuse a notebook)."""
    return value if isinstance(value, dict) else {}


def _virtual_module(path: str, data: dict) -> tuple[VirtualModule | None, FileError | None]:
    """The notebook's virtual module (None for a kernel that is not Python), or the internal error
    that building it raised: a notebook shape not foreseen loses this file only, not the run."""
    try:
        if not is_python(data):
            return None, None
        return build_virtual(data), None
    except Exception as exc:  # noqa: BLE001
        return None, FileError(path, f"internal error reading the notebook: {type(exc).__name__}: "
                                     f"{exc}; please report it with this file", internal=True)


def cell_source(cell: dict) -> str:
    source = cell.get("source", "")
    if isinstance(source, list):
        return "".join(part for part in source if isinstance(part, str))
    return source if isinstance(source, str) else ""


# -- the virtual module ---------------------------------------------------------------------------------
@dataclass
class VirtualModule:
    text: str
    cells: list[int]                                    # 0-based indexes of the code cells included
    skipped: set[int] = field(default_factory=set)      # code cells not linted (%%bash ...)
    magics: list[str] = field(default_factory=list)     # original text of each neutralised line
    tag: str = "agl0"                                   # in every marker of this module

    @property
    def separator_re(self) -> re.Pattern:
        return re.compile(r"^# <autograd-lint cell (\d+) %s>\r?\n?$" % self.tag)

    @property
    def magic_re(self) -> re.Pattern:
        return re.compile(r"^(?P<indent>[ \t]*)pass  # <autograd-lint magic (?P<index>\d+) %s>"
                          r"(?P<nl>\r?\n?)$" % self.tag)

    def locate(self, line: int) -> tuple[int, int]:
        return LineMap(self.text, self.tag).locate(line)


def _tag(sources: list[str]) -> str:
    import hashlib

    digest = hashlib.blake2b(digest_size=8)
    for source in sources:
        digest.update(source.encode("utf-8", "surrogatepass") + b"\0")
    return "agl" + digest.hexdigest()


def build_virtual(data: dict, exclude: frozenset = frozenset()) -> VirtualModule:
    """``exclude``: 0-based indexes of code cells left out (cells that do not parse)."""
    parts: list[str] = []
    included: list[int] = []
    skipped: set[int] = set()
    magics: list[str] = []
    tag = _tag([cell_source(cell) for cell in data["cells"]])
    for index, cell in enumerate(data["cells"]):
        if cell.get("cell_type") != "code":
            continue
        included.append(index)
        parts.append(SEPARATOR.format(index + 1, tag) + "\n")
        source = cell_source(cell)
        if index in exclude:
            skipped.add(index)
            names = bound_names(source)
            if names:
                parts.append(UNPARSED.format(" = ".join(names), tag) + "\n")
            continue
        if not source:
            continue
        lines = split_lines(source, keepends=True)
        if not lines[-1].endswith(("\n", "\r")):
            lines[-1] += "\n"
        first = lines[0].lstrip()
        if first.startswith("%%"):
            name = first[2:].split(None, 1)[0] if first[2:].strip() else ""
            if name not in PYTHON_CELL_MAGICS:
                skipped.add(index)
                continue
        parts.extend(_neutralise(lines, magics, tag))
    return VirtualModule("".join(parts), included, skipped, magics, tag)


def bound_names(source: str) -> list[str]:
    """The names a cell that does not parse may bind, in order of first appearance."""
    import keyword

    names: dict[str, None] = {}
    for line in split_lines(source):
        found = _TARGETS.match(line)
        targets = [_TARGET.match(part.strip()) for part in found.group(1).split(",")] \
            if found else []
        if targets and all(targets):  # not `f(key=...`
            names.update(dict.fromkeys(target.group(1) for target in targets))
        found = _DEFINED.match(line)
        if found:
            names[found.group(1)] = None
        found = _IMPORTED.match(line)
        if found and " as " not in found.group(1):
            for module in found.group(1).strip("() ").split(","):
                root = _ROOT.match(module.strip())
                if root:
                    names[root.group(0)] = None
        for alias in _AS_NAME.findall(line):
            names[alias] = None
    return [name for name in names if not keyword.iskeyword(name) and name != "_"]


def _neutralise(lines: list[str], magics: list[str], tag: str) -> list[str]:
    """Replace IPython-only lines by ``pass`` markers, line for line."""
    out: list[str] = []
    depth, quote, continued, in_magic, indent = 0, None, False, False, ""
    for line in lines:
        body = line.rstrip("\r\n")
        newline = line[len(body):]
        starts = depth == 0 and quote is None and not continued
        if in_magic or (starts and _is_magic(body.lstrip())):
            if not in_magic:
                indent = body[:len(body) - len(body.lstrip())]
            out.append(indent + MAGIC.format(len(magics), tag) + newline)
            magics.append(body)
            in_magic = body.endswith("\\")
            continued = False
            continue
        depth, quote = _scan(body, depth, quote)
        continued = body.endswith("\\") and quote is None and "#" not in body
        if quote is not None and len(quote) == 1 and not body.endswith("\\"):
            quote = None  # an unterminated one-line string: the parser will say so
        out.append(line)
    return out


def _is_magic(stripped: str) -> bool:
    if not stripped:
        return False
    if stripped[0] in "%!?":
        return True
    if _ASSIGN_MAGIC.match(stripped):
        return True
    return stripped.endswith("?") and "#" not in stripped and "'" not in stripped \
        and '"' not in stripped


def _scan(line: str, depth: int, quote: str | None) -> tuple[int, str | None]:
    """Bracket depth and the open string delimiter after ``line`` (a small tokenizer)."""
    i, n = 0, len(line)
    while i < n:
        char = line[i]
        if quote is not None:
            if char == "\\":
                i += 2
                continue
            if line.startswith(quote, i):
                i += len(quote)
                quote = None
                continue
            i += 1
            continue
        if char == "#":
            break
        if char in "([{":
            depth += 1
        elif char in ")]}":
            depth = max(0, depth - 1)
        elif char in "'\"":
            quote = line[i:i + 3] if line[i:i + 3] in ('"""', "'''") else char
            i += len(quote)
            continue
        i += 1
    return depth, quote


class LineMap:
    """(cell number, line in cell) of every line of a virtual module, computed once (a lookup per
    finding used to rescan the text: quadratic on notebooks with thousands of cells)."""

    def __init__(self, text: str, tag: str | None = None) -> None:
        lines = split_lines(text, keepends=True)
        if tag is None:  # the tag of the first separator
            found = _ANY_SEPARATOR.match(lines[0]) if lines else None
            tag = found.group(1) if found else "agl0"
        separator = re.compile(r"^# <autograd-lint cell (\d+) %s>\r?\n?$" % tag)
        self.places: list[tuple[int, int]] = []
        cell, in_cell = 0, 0
        for current in lines:
            match = separator.match(current) if current.startswith("# <") else None
            if match:
                cell, in_cell = int(match.group(1)), 0
            else:
                in_cell += 1
            self.places.append((cell, max(in_cell, 1)))

    def locate(self, line: int) -> tuple[int, int]:
        if not self.places:
            return 0, 1
        return self.places[min(max(line, 1), len(self.places)) - 1]


def locate(text: str, line: int) -> tuple[int, int]:
    """(cell number, line in cell) of a 1-based line of the virtual module."""
    return LineMap(text).locate(line)


def split_cells(text: str, virtual: VirtualModule) -> dict[int, str] | None:
    """The new source of each included cell (0-based index), or None when the separators did not
    survive in order (a fix moved or dropped one)."""
    separator, magic_re = virtual.separator_re, virtual.magic_re
    sources: dict[int, list[str]] = {}
    current: int | None = None
    for line in split_lines(text, keepends=True):
        match = separator.match(line)
        if match:
            current = int(match.group(1)) - 1
            if current in sources:
                return None
            sources[current] = []
            continue
        if current is None:
            if line.strip():
                return None
            continue
        magic = magic_re.match(line)
        if magic:
            index = int(magic.group("index"))
            if index >= len(virtual.magics):
                return None
            line = magic.group("indent") + virtual.magics[index].lstrip() + magic.group("nl")
        sources[current].append(line)
    if list(sources) != virtual.cells:
        return None
    return {index: "".join(lines) for index, lines in sources.items()}


# -- findings -------------------------------------------------------------------------------------------
def _map_findings(findings: list[Finding], text: str, tag: str) -> list[Finding]:
    places = LineMap(text, tag)
    return [_map_finding(f, places) for f in findings]


def _map_finding(finding: Finding, places: LineMap) -> Finding:
    cell, line = places.locate(finding.line)
    end_line = None
    if finding.end_line is not None:
        end_cell, end_line = places.locate(finding.end_line)
        if end_cell != cell:
            end_line = None
    related = tuple(_map_related(r, places, cell) for r in finding.related)
    message = _map_message_lines(finding.message, places, cell)
    return replace(finding, line=line, end_line=end_line, cell=cell, related=related,
                   message=message)


def _map_message_lines(message: str, places: LineMap, cell: int) -> str:
    """Messages name other lines ("the backward on line 60"): say them in cell terms."""
    def mapped(match: re.Match) -> str:
        other, line = places.locate(int(match.group(1)))
        return f"line {line}" if other == cell else f"cell_{other} line {line}"

    return re.sub(r"\bline (\d+)\b", mapped, message)


def _map_related(related: Related, places: LineMap, cell: int) -> Related:
    if related.path is not None:
        return related
    other, line = places.locate(related.line)
    note = related.note if other == cell else f"{related.note} (cell_{other})"
    return replace(related, line=line, note=note)


def _map_error(problem: str, virtual: VirtualModule) -> str:
    stop = re.match(r"analysis stopped at line (\d+): (.*)", problem, re.DOTALL)
    if stop:  # (the semantic model stopped before the end: where, in the notebook's cells)
        cell, line = virtual.locate(int(stop.group(1)))
        return f"analysis stopped at cell_{cell}:{line}: {stop.group(2)}"
    match = re.match(r"cannot parse: line (\d+):(\d+): (.*)", problem)
    if not match:
        return problem
    cell, line = virtual.locate(int(match.group(1)))
    return f"cannot parse: cell_{cell}:{line}:{match.group(2)}: {match.group(3)}"


def _fix_notebook_text(virtual: VirtualModule, path: str, rules, config, unsafe: bool):
    try:
        return fix_text(virtual.text, path, rules, config, unsafe=unsafe), None
    except SourceError as exc:
        return None, FileError(path, _map_error(str(exc), virtual))


def lint_notebook(path: str, rules, config: Config | None = None,
                  dependencies: dict[str, str] | None = None):
    """Findings and errors of one notebook (the engine calls this for ``.ipynb`` files);
    ``dependencies`` receives the project files its analysis read.

    Raises :class:`SourceError` when the file is not a readable notebook."""
    return lint_notebook_data(path, read_notebook(path), rules, config, dependencies)


def lint_notebook_data(path: str, data: dict, rules, config: Config | None = None,
                       dependencies: dict[str, str] | None = None):
    from .analysis import analyse

    virtual, error = _virtual_module(path, data)
    if virtual is None:
        return [], [error] if error else []
    errors: list[FileError] = []
    try:
        analysis = analyse(virtual.text, path, rules, config, dependencies=dependencies)
    except SourceError as exc:
        # Jupyter runs each cell on its own: a cell that does not parse (an exercise's
        # unfinished `model = `) is reported and left out, and the other cells are linted
        broken = _unparseable_cells(virtual)
        if not broken:
            return [], [FileError(path, _map_error(str(exc), virtual))]
        errors = [FileError(path, f"{problem} (cell not linted; the other cells were)")
                  for problem in broken.values()]
        virtual = build_virtual(data, exclude=frozenset(broken))
        try:
            analysis = analyse(virtual.text, path, rules, config, dependencies=dependencies)
        except SourceError as again:
            return [], [FileError(path, _map_error(str(again), virtual))]
    findings = _map_findings(analysis.findings, virtual.text, virtual.tag)
    return findings, errors + [FileError(e.path, _map_error(e.problem, virtual), e.internal)
                               for e in analysis.errors]


def _unparseable_cells(virtual: VirtualModule) -> dict[int, str]:
    """0-based index -> "cannot parse: cell_N:L:C: ..." of each included cell that does not
    parse on its own."""
    from .source import parse

    separator = virtual.separator_re
    cells: dict[int, list[str]] = {}
    current = None
    for line in split_lines(virtual.text, keepends=True):
        match = separator.match(line)
        if match:
            current = int(match.group(1)) - 1
            cells[current] = []
        elif current is not None:
            cells[current].append(line)
    broken = {}
    for index, lines in cells.items():
        try:
            parse("".join(lines))
        except SourceError as exc:
            found = re.match(r"cannot parse: line (\d+):(\d+): (.*)", str(exc))
            broken[index] = (f"cannot parse: cell_{index + 1}:{found.group(1)}:{found.group(2)}: "
                             f"{found.group(3)}" if found else f"cell_{index + 1}: {exc}")
    return broken


def fix_notebook(path: str, rules, config: Config | None = None, unsafe: bool = False,
                 write: bool = True) -> FileFix:
    """Fix one notebook. The notebook is read once: the cells written back are those analysed,
    only the changed cells' ``source`` values are replaced in the file's own text, and a file that
    changed meanwhile (a Jupyter autosave) is left as it is."""
    from .fixer import NotWritten

    outcome = FileFix(path)
    try:
        raw = read_bytes(path)
        data = parse_notebook(raw)
    except SourceError as exc:
        outcome.errors.append(FileError(path, str(exc)))
        return outcome
    virtual, error = _virtual_module(path, data)
    if virtual is None:
        outcome.errors.extend([error] if error else [])
        return outcome
    result, error = _fix_notebook_text(virtual, path, rules, config, unsafe)
    broken_errors: list[FileError] = []
    if error is not None:
        broken = _unparseable_cells(virtual)  # fix the cells that parse; leave the others as they are
        if not broken:
            outcome.errors.append(error)
            return outcome
        broken_errors = [FileError(path, f"{problem} (cell not linted; the other cells were)")
                         for problem in broken.values()]
        virtual = build_virtual(data, exclude=frozenset(broken))
        result, error = _fix_notebook_text(virtual, path, rules, config, unsafe)
        if error is not None:
            outcome.errors.append(error)
            return outcome
    outcome.errors = broken_errors + list(result.errors)
    outcome.remaining = _map_findings(result.remaining, result.text, virtual.tag)
    original_places = LineMap(virtual.text, virtual.tag)
    outcome.fixed = [_map_finding(f, original_places) for f in result.fixed]
    outcome.skipped = [(_map_finding(f, original_places), why) for f, why in result.skipped]
    if not result.changed:
        return outcome

    def not_fixed(why: str, internal: bool = False) -> FileFix:
        outcome.errors.append(FileError(path, why, internal=internal))
        outcome.remaining = lint_notebook_data(path, data, rules, config)[0]  # as analysed
        outcome.fixed = []
        return outcome

    sources = split_cells(result.text, virtual)
    if sources is None:
        return not_fixed("not fixed: the fixes could not be mapped back to the notebook's cells; "
                         "notebook left unchanged", internal=True)
    edited: dict[int, str] = {}
    diffs = []
    for index in virtual.cells:
        old = cell_source(data["cells"][index])
        new = sources[index]
        if index in virtual.skipped:
            continue
        if not old.endswith(("\n", "\r")) and new.endswith("\n"):
            new = new[:-2] if new.endswith("\r\n") else new[:-1]
        if new == old:
            continue
        edited[index] = new
        name = f"{diff_name('', path)[1:]}:cell_{index + 1}"
        diffs.append(unified_diff(old, new, f"a/{name.lstrip('/')}", f"b/{name.lstrip('/')}"))
    outcome.diff = "".join(diffs)
    if write and outcome.diff:
        if _format_version(raw) < 4:
            return not_fixed("not fixed: notebook format 3 cannot be written back; convert it "
                             "(jupyter nbconvert --to notebook --nbformat 4) to fix it")
        try:
            write_atomic(path, _render_notebook(raw, edited), expected=raw)
        except NotWritten as exc:
            return not_fixed(str(exc))
        except (OSError, ValueError) as exc:
            return not_fixed(f"not fixed: cannot write: {exc}")
        outcome.written = True
    return outcome


def _format_version(raw: bytes) -> int:
    try:
        version = json.loads(raw.decode("utf-8-sig")).get("nbformat")
    except (ValueError, AttributeError):
        return 0
    return version if isinstance(version, int) else 4


def _render_notebook(raw: bytes, sources: dict[int, str]) -> bytes:
    """The notebook's own bytes with only the changed cells' sources replaced: outputs, metadata,
    ids and the layout of every other cell stay byte for byte."""
    from .notebook_json import replace_sources

    bom = raw.startswith(b"\xef\xbb\xbf")
    text = replace_sources(raw.decode("utf-8-sig"), sources)
    return (b"\xef\xbb\xbf" if bom else b"") + text.encode("utf-8")
