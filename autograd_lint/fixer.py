"""``--fix`` and ``--diff``: apply the rules' fixes to files, safely.

A rule's :class:`~autograd_lint.findings.Fix` pairs nodes of the tree the engine parsed with their
replacements. Fixing a file therefore parses it, runs the rules on that tree, and applies every chosen
fix in one libcst transform (replacing by node identity), so formatting and comments are kept. Fixes
whose nodes overlap one already chosen wait for the next pass; passes repeat until nothing fixable is
left (a fixed point, so a second ``--fix`` changes nothing). A result that does not parse is never
written: the file is left untouched and the refusal is reported. Files are written through a temporary
file and an atomic ``os.replace``, keeping the encoding, the BOM, the line endings and the permissions.
"""
from __future__ import annotations

import difflib
import os
import re
import stat
import tempfile
from dataclasses import dataclass, field
from typing import Iterable

import libcst as cst

from .config import Config
from .findings import FileError, Finding
from .analysis import Analysis, analyse
from .source import SourceError, expand_indentation_tabs

MAX_PASSES = 10
BOM = b"\xef\xbb\xbf"


# -- applying fixes -------------------------------------------------------------------------------------
def is_applicable(finding: Finding, unsafe: bool = False) -> bool:
    fix = finding.fix
    return fix is not None and bool(fix.replacements) and (fix.safe or unsafe)


class _Replacer(cst.CSTTransformer):
    """Replaces nodes of the original tree, found by identity."""

    def __init__(self, mapping: dict[int, cst.CSTNode]) -> None:
        super().__init__()
        self.mapping = mapping

    def on_leave(self, original_node, updated_node):
        replacement = self.mapping.get(id(original_node))
        return updated_node if replacement is None else replacement


def _subtree_ids(node: cst.CSTNode) -> set[int]:
    ids: set[int] = set()
    stack = [node]
    while stack:
        current = stack.pop()
        ids.add(id(current))
        stack.extend(current.children)
    return ids


def apply_fixes(module: cst.Module, findings: Iterable[Finding],
                unsafe: bool = False) -> tuple[cst.Module, list[Finding]]:
    """Apply the fixes of ``findings`` (nodes of ``module``) in one transform.

    Returns the new module and the findings whose fix was applied; a fix whose nodes overlap or nest
    with a fix already chosen is left for a later pass."""
    chosen: list[Finding] = []
    taken: set[int] = set()      # every node inside a chosen replacement
    roots: set[int] = set()      # the replaced nodes themselves
    mapping: dict[int, cst.CSTNode] = {}
    for finding in findings:
        if not is_applicable(finding, unsafe):
            continue
        olds = [old for old, _ in finding.fix.replacements]
        subtrees = [_subtree_ids(old) for old in olds]
        inside = set().union(*subtrees)
        if any(id(old) in taken for old in olds) or roots & inside or len(inside) < sum(map(len, subtrees)):
            continue  # overlaps a chosen fix (or itself): next pass
        for old, new in finding.fix.replacements:
            mapping[id(old)] = new
            roots.add(id(old))
        taken |= inside
        chosen.append(finding)
    if not mapping:
        return module, []
    return module.visit(_Replacer(mapping)), chosen


def apply_single_fix(module: cst.Module, finding: Finding) -> str | None:
    """The module's code with only ``finding``'s fix applied (None when it has none)."""
    new_module, applied = apply_fixes(module, [finding], unsafe=True)
    return new_module.code if applied else None


@dataclass
class TextFix:
    """The outcome of fixing one text."""

    original: str
    text: str                                    # the fixed text (== original when nothing changed)
    fixed: list[Finding] = field(default_factory=list)       # findings whose fix was applied
    remaining: list[Finding] = field(default_factory=list)   # findings in ``text``
    errors: list[FileError] = field(default_factory=list)
    refused: str | None = None                   # why the fixes were not applied
    # fixes left out because applying them made a guard finding appear: (finding, why)
    skipped: list[tuple[Finding, str]] = field(default_factory=list)

    @property
    def changed(self) -> bool:
        return self.text != self.original


# A fix must never leave training worse than it found it. Findings of these codes mean "this update can
# no longer train its parameters" (e.g. a .detach() inserted on the path the generator's own loss
# needs): a fix after which a new one appears is not applied, whatever rules are selected.
GUARD_CODES = ("AGL018",)


def _guard_rules(rules) -> list:
    from .rules import RULES_BY_CODE

    present = {rule.code for rule in rules}
    return [RULES_BY_CODE[code]() for code in GUARD_CODES
            if code in RULES_BY_CODE and code not in present]


def _key(finding: Finding) -> tuple[str, str]:
    """A finding's identity across passes (line numbers shift when a fix adds lines)."""
    return finding.code, re.sub(r"\d+", "#", finding.message)


def _new_guard_findings(before: list[Finding], after: list[Finding]) -> list[Finding]:
    from collections import Counter

    seen = Counter(_key(f) for f in before if f.code in GUARD_CODES)
    new = []
    for finding in after:
        if finding.code not in GUARD_CODES:
            continue
        if seen[_key(finding)] > 0:
            seen[_key(finding)] -= 1
        else:
            new.append(finding)
    return new


def fix_text(text: str, path: str, rules, config: Config | None = None, unsafe: bool = False,
             analyse_fn=None) -> TextFix:
    """Fix ``text`` until no applicable fix is left. Raises ParseError when ``text`` does not parse."""
    analyse_fn = analyse_fn or analyse
    rules = list(rules)
    guard_only = {rule.code for rule in _guard_rules(rules)}
    all_rules = rules + _guard_rules(rules)

    def run(source: str) -> Analysis:
        return analyse_fn(source, path, all_rules, config)

    def shown(found: Analysis) -> list[Finding]:
        return [f for f in found.findings if f.code not in guard_only]

    def done(current: str, found: Analysis) -> TextFix:
        remaining = shown(found)
        final = {_key(f): f for f in reversed(remaining)}  # where each held-back finding is now
        held = [(final.get(_key(f), f), why) for f, why in skipped]
        return TextFix(text, current, fixed, remaining, found.errors, skipped=held)

    current = text
    fixed: list[Finding] = []
    skipped: list[tuple[Finding, str]] = []
    blocked: set[tuple[str, str]] = set()
    analysis = run(current)
    for _ in range(MAX_PASSES):
        applicable = [f for f in shown(analysis) if is_applicable(f, unsafe) and _key(f) not in blocked]
        if not applicable or analysis.module is None:
            return done(current, analysis)
        if analysis.module.code != current and \
                analysis.module.code == expand_indentation_tabs(current):
            return _refuse(text, path, rules, config, analyse_fn,
                           "not fixed: its indentation mixes tabs and spaces, which the parser "
                           "reads only with the tabs expanded; file left unchanged")
        if analysis.module.code != current:  # e.g. libcst drops the last "\r" of a CR-only file
            return _refuse(text, path, rules, config, analyse_fn,
                           "not fixed: libcst does not reproduce this file exactly, so a fix could "
                           "change more than it should; file left unchanged, please report it")
        new_module, applied = apply_fixes(analysis.module, applicable, unsafe)
        new_text = new_module.code
        if not applied or new_text == current:
            return done(current, analysis)
        try:
            new_analysis = run(new_text)
        except SourceError as exc:
            codes = ", ".join(sorted({f.code for f in applied}))
            return _refuse(text, path, rules, config, analyse_fn,
                           f"not fixed: the fixes of {codes} would produce code that does not parse "
                           f"({exc}); file left unchanged, please report it")
        if _new_guard_findings(analysis.findings, new_analysis.findings):
            # Find the culprits, one fix at a time; the others are applied in the next pass.
            alone: dict[int, tuple[str, Analysis]] = {}
            for number, finding in enumerate(applied):
                alone_text = apply_single_fix(analysis.module, finding)
                try:
                    alone_analysis = run(alone_text)
                except SourceError:
                    continue  # the combined text parsed; this one is retried with the others
                caused = _new_guard_findings(analysis.findings, alone_analysis.findings)
                if caused:
                    blocked.add(_key(finding))
                    skipped.append((finding, f"it would make {caused[0].code} appear: "
                                             f"{caused[0].message}"))
                else:
                    alone[number] = (alone_text, alone_analysis)
            if any(_key(f) in blocked for f in applied) or not alone:
                continue
            # No fix alone does it, only their combination: apply one of them in this pass.
            number = min(alone)
            applied = [applied[number]]
            new_text, new_analysis = alone[number]
        fixed.extend(applied)
        current, analysis = new_text, new_analysis
    return _refuse(text, path, rules, config, analyse_fn,
                   f"not fixed: the fixes did not settle after {MAX_PASSES} passes; file left "
                   f"unchanged, please report it")


def _refuse(text, path, rules, config, analyse_fn, why: str) -> TextFix:
    analysis = analyse_fn(text, path, rules, config)
    return TextFix(text, text, [], analysis.findings,
                   analysis.errors + [FileError(path, why, internal=True)], refused=why)


# -- files ----------------------------------------------------------------------------------------------
@dataclass
class FileFix:
    """The outcome of fixing one file: what changed, what was written, what remains."""

    path: str
    fixed: list[Finding] = field(default_factory=list)
    remaining: list[Finding] = field(default_factory=list)
    errors: list[FileError] = field(default_factory=list)
    diff: str = ""
    written: bool = False
    skipped: list[tuple[Finding, str]] = field(default_factory=list)  # fixes held back, and why

    @property
    def changed(self) -> bool:
        return bool(self.diff)


def unified_diff(old: str, new: str, fromfile: str, tofile: str) -> str:
    if old == new:
        return ""
    lines = []
    for line in difflib.unified_diff(old.splitlines(keepends=True), new.splitlines(keepends=True),
                                     fromfile=fromfile, tofile=tofile):
        lines.append(line)
        if not line.endswith(("\n", "\r")):
            lines.append("\n\\ No newline at end of file\n")
    return "".join(lines)


class NotWritten(Exception):
    """The file was left as it is, for the reason given (it is not an I/O failure)."""


CHANGED = "changed during the run, not fixed"
READ_ONLY = "read-only, not fixed (make it writable to fix it)"
# A temporary file of ours older than this is left over from a run that was killed mid-write
STALE_TEMP_SECONDS = 300
_OUR_TEMP = re.compile(r"^\.autograd-lint-[A-Za-z0-9_]{8}\.tmp$")


def write_atomic(path: str, data: bytes, expected: bytes | None = None) -> None:
    """Replace ``path``'s content atomically, keeping its permissions and, where allowed, its owner
    (and following a symlink): the new content goes to a temporary file in the same directory,
    flushed to disk, then renamed over the file. Any failure leaves the file as it was.

    ``expected``: the bytes the new content was computed from. When the file no longer holds them
    (an editor saved it meanwhile), :class:`NotWritten` is raised and the user's edit is kept. A
    file without write permission is refused as editors refuse it (:class:`NotWritten`)."""
    target = os.path.realpath(path)
    directory = os.path.dirname(target) or "."
    info = os.stat(target)
    if not info.st_mode & 0o222 or not os.access(target, os.W_OK):
        raise NotWritten(READ_ONLY)
    _remove_stale_temps(directory)
    handle, temp = tempfile.mkstemp(prefix=".autograd-lint-", suffix=".tmp", dir=directory)
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        os.chmod(temp, stat.S_IMODE(info.st_mode))
        _keep_owner(temp, info)
        if expected is not None and _current_bytes(target) != expected:
            raise NotWritten(CHANGED)  # checked last, the moment before the rename
        os.replace(temp, target)
    except BaseException:
        try:
            os.unlink(temp)
        except OSError:
            pass
        raise
    _sync_directory(directory)


def _current_bytes(path: str) -> bytes | None:
    try:
        with open(path, "rb") as handle:
            return handle.read()
    except OSError:
        return None


def _remove_stale_temps(directory: str) -> None:
    """Remove the complete temporary files a killed run left beside its files: only ours (our
    name pattern, a regular file owned by this user, not a link) and only old ones (a concurrent
    run's temporary file lives for milliseconds)."""
    import time

    try:
        names = [name for name in os.listdir(directory) if _OUR_TEMP.match(name)]
    except OSError:
        return
    now = time.time()
    for name in names:
        path = os.path.join(directory, name)
        try:
            info = os.lstat(path)
            if (stat.S_ISREG(info.st_mode) and now - info.st_mtime > STALE_TEMP_SECONDS
                    and info.st_uid == os.geteuid()):
                os.unlink(path)
        except OSError:
            pass


def _keep_owner(temp: str, info: os.stat_result) -> None:
    """A file fixed by root (a CI container) stays its owner's; for other users this is a no-op."""
    if not hasattr(os, "chown"):
        return
    current = os.stat(temp)
    if (current.st_uid, current.st_gid) != (info.st_uid, info.st_gid):
        try:
            os.chown(temp, info.st_uid, info.st_gid)
        except OSError:
            pass


def _sync_directory(directory: str) -> None:
    """Make the rename itself durable (best effort: not every platform can open a directory)."""
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def diff_name(prefix: str, path: str) -> str:
    path = os.path.normpath(path).replace(os.sep, "/")
    return f"{prefix}/{path.lstrip('/')}" if not re.match(r"^[A-Za-z]:", path) else path
