"""SARIF 2.1.0, for GitHub code scanning and other SARIF viewers.

One run: the driver lists every rule (id, name, short and full description, help as text and Markdown,
default configuration); each finding is a result with its location (1-based lines and columns counted in
Unicode code points), its related locations, and, where the rule has a fix, a ``fixes`` entry whose
replacement is the text edit the fix makes (computed by applying that one fix to the file). Files that
could not be checked are tool execution notifications. Notebook findings carry their cell in the message
and in ``properties`` (a region would point into the notebook's JSON, so none is given).
"""
from __future__ import annotations

import json
import os
import pathlib
import urllib.parse
from collections import defaultdict

from ..version import __version__
from ..engine import LintResult
from ..findings import Finding

SCHEMA_URI = "https://json.schemastore.org/sarif-2.1.0.json"
SRCROOT = "%SRCROOT%"
LEVEL = "error"


def _uri(path: str) -> tuple[str, bool]:
    """(uri, relative): paths under the working directory are relative to %SRCROOT%. A name that
    is not UTF-8 (held as surrogate escapes, as Git and POSIX allow) is percent-encoded as its
    bytes (RFC 3986), as ``Path.as_uri`` does for absolute paths."""
    absolute = os.path.abspath(path)
    cwd = os.getcwd()
    try:
        relative = os.path.relpath(absolute, cwd)
    except ValueError:
        relative = None
    if relative is not None and not relative.startswith(os.pardir):
        return urllib.parse.quote(os.fsencode(relative.replace(os.sep, "/"))), True
    return pathlib.Path(absolute).as_uri(), False


def _shown(path: str) -> str:
    """``path`` for a message: bytes that are not UTF-8 shown as ``\\xff`` (JSON cannot hold
    them; a lone surrogate escape is not text)."""
    return os.fsencode(path).decode("utf-8", "backslashreplace")


def _artifact(path: str) -> dict:
    uri, relative = _uri(path)
    return {"uri": uri, "uriBaseId": SRCROOT} if relative else {"uri": uri}


def _pascal(name: str) -> str:
    return "".join(part.capitalize() for part in name.replace("_", "-").split("-"))


def rule_descriptor(rule) -> dict:
    from ..docs import fix_kind, rule_markdown, rule_text, rule_url

    return {
        "id": rule.code,
        "name": _pascal(rule.name),
        "shortDescription": {"text": rule.summary},
        "fullDescription": {"text": " ".join(rule.what.split())},
        "help": {"text": rule_text(rule), "markdown": rule_markdown(rule, level=2)},
        "helpUri": rule_url(rule),
        "defaultConfiguration": {"enabled": bool(rule.default_enabled), "level": LEVEL},
        "properties": {"tags": ["pytorch", "autograd", "correctness"], "precision": "high",
                       "fix": fix_kind(rule)},
    }


def _region(finding: Finding) -> dict:
    region = {"startLine": finding.line, "startColumn": finding.col + 1}
    if finding.end_line is not None and finding.end_col is not None:
        region["endLine"] = finding.end_line
        region["endColumn"] = finding.end_col + 1
    return region


def _result(finding: Finding, rule_index: dict[str, int], edit: dict | None) -> dict:
    message = finding.message
    location: dict = {"physicalLocation": {"artifactLocation": _artifact(finding.path)}}
    properties: dict = {"source": finding.source}
    if finding.status is not None:
        properties["status"] = finding.status
    if finding.cell is not None:
        message = f"cell_{finding.cell}:{finding.line}:{finding.col + 1}: {message}"
        properties.update(cell=finding.cell, line=finding.line, column=finding.col + 1)
    else:
        location["physicalLocation"]["region"] = _region(finding)
    result: dict = {"ruleId": finding.code, "level": LEVEL, "message": {"text": message},
                    "locations": [location]}
    if finding.code in rule_index:
        result["ruleIndex"] = rule_index[finding.code]
    if finding.related:
        related = []
        for number, item in enumerate(finding.related, start=1):
            where: dict = {"artifactLocation": _artifact(item.path or finding.path)}
            note = item.note
            if finding.cell is None or item.path is not None:
                where["region"] = {"startLine": item.line}
            else:
                note = f"line {item.line}: {note}"
            related.append({"id": number, "physicalLocation": where, "message": {"text": note}})
        result["relatedLocations"] = related
    if edit is not None and finding.fix is not None:
        safety = "" if finding.fix.safe else " (unsafe: applied only with --unsafe-fixes)"
        result["fixes"] = [{
            "description": {"text": finding.fix.description + safety},
            "artifactChanges": [{"artifactLocation": _artifact(finding.path),
                                 "replacements": [edit]}],
        }]
    properties["fixable"] = edit is not None
    result["properties"] = properties
    return result


# -- fixes as text edits --------------------------------------------------------------------------------
def _position(text: str, offset: int) -> tuple[int, int]:
    line = text.count("\n", 0, offset) + 1
    start = text.rfind("\n", 0, offset) + 1
    return line, offset - start + 1


def text_edit(old: str, new: str) -> dict | None:
    """The SARIF replacement turning ``old`` into ``new``: the smallest changed span, widened to whole
    lines when it crosses a line break."""
    if old == new:
        return None
    limit = min(len(old), len(new))
    prefix = 0
    while prefix < limit and old[prefix] == new[prefix]:
        prefix += 1
    suffix = 0
    while suffix < limit - prefix and old[-1 - suffix] == new[-1 - suffix]:
        suffix += 1
    old_end, new_end = len(old) - suffix, len(new) - suffix
    if "\n" in old[prefix:old_end] or "\n" in new[prefix:new_end]:
        prefix = old.rfind("\n", 0, prefix) + 1
        if old_end > 0 and old[old_end - 1] != "\n":
            newline = old.find("\n", old_end)
            grow = (newline + 1 if newline >= 0 else len(old)) - old_end
            old_end, new_end = old_end + grow, new_end + grow
    start_line, start_col = _position(old, prefix)
    end_line, end_col = _position(old, old_end)
    return {"deletedRegion": {"startLine": start_line, "startColumn": start_col,
                              "endLine": end_line, "endColumn": end_col},
            "insertedContent": {"text": new[prefix:new_end]}}


def fix_edits(findings: list[Finding]) -> dict[tuple, dict]:
    """Text edits for the findings with a fix, keyed by (path, line, col, code, message)."""
    from ..analysis import analyse
    from ..fixer import apply_single_fix
    from ..rules import RULES_BY_CODE
    from ..source import SourceError, read_source

    by_path: dict[str, list[Finding]] = defaultdict(list)
    for finding in findings:
        if finding.fix is not None and finding.cell is None and finding.source == "static":
            by_path[finding.path].append(finding)
    edits: dict[tuple, dict] = {}
    for path, wanted in by_path.items():
        rules = [RULES_BY_CODE[code]() for code in sorted({f.code for f in wanted})
                 if code in RULES_BY_CODE]
        try:
            text = read_source(path).text
            analysis = analyse(text, path, rules, noqa=False)
        except (SourceError, RecursionError):
            continue
        if analysis.module is None:
            continue
        keys = {_key(f) for f in wanted}
        for finding in analysis.findings:
            if _key(finding) in keys and finding.fix is not None and finding.fix.replacements:
                try:
                    new = apply_single_fix(analysis.module, finding)
                except Exception:  # noqa: BLE001 - a fix that cannot be rendered has no edit
                    continue
                edit = text_edit(text, new) if new is not None else None
                if edit is not None:
                    edits[_key(finding)] = edit
    return edits


def _key(finding: Finding) -> tuple:
    return (finding.path, finding.line, finding.col, finding.code, finding.message)


def document(result: LintResult) -> dict:
    from ..rules import ALL_RULES

    rules = list(ALL_RULES)
    rule_index = {rule.code: index for index, rule in enumerate(rules)}
    edits = fix_edits(result.findings)
    notifications = []
    for error in result.errors:
        notifications.append({
            "level": "error",
            "message": {"text": f"{_shown(error.path)}: {error.problem}"},
            "locations": [{"physicalLocation": {"artifactLocation": _artifact(error.path)}}],
            "properties": {"internal": error.internal},
        })
    cwd = pathlib.Path(os.getcwd()).as_uri().rstrip("/") + "/"
    run = {
        "tool": {"driver": {"name": "autograd-lint", "version": __version__,
                            "semanticVersion": __version__,
                            "rules": [rule_descriptor(rule) for rule in rules]}},
        "originalUriBaseIds": {SRCROOT: {"uri": cwd}},
        "columnKind": "unicodeCodePoints",
        "invocations": [{"executionSuccessful": not any(e.internal for e in result.errors),
                         "toolExecutionNotifications": notifications}],
        "results": [_result(f, rule_index, edits.get(_key(f))) for f in result.findings],
    }
    return {"$schema": SCHEMA_URI, "version": "2.1.0", "runs": [run]}


def render(result: LintResult) -> str:
    return json.dumps(document(result), indent=2) + "\n"
