"""``autograd-lint server``: a language server (LSP over stdio, with pygls: the ``lsp`` extra).

Diagnostics on open and save, and on change after a short pause (typing does not lint every key);
a quick fix per fixable finding (safe and unsafe, labelled) and a ``# noqa: CODE`` action, and
``source.fixAll.autograd-lint`` for every safe fix (what ``--fix`` applies); hover on a
finding shows its rule's documentation. Settings come from the file's ``[tool.autograd-lint]``, as
for the CLI (files its excludes name get no diagnostics). Nothing is run or imported: the static
linter only.
"""
from __future__ import annotations

import asyncio
import os
import pathlib
from dataclasses import dataclass
from urllib.parse import unquote, urlparse

from lsprotocol import types
from pygls.lsp.server import LanguageServer

from . import __version__
from .config import ConfigError, config_for_path
from .resolver import ConfigResolver
from .engine import select_rules
from .findings import Finding
from .fixer import analyse, apply_single_fix
from .source import SourceError

DEBOUNCE_SECONDS = 0.3
SOURCE = "autograd-lint"
FIX_ALL = f"{types.CodeActionKind.SourceFixAll.value}.autograd-lint"


@dataclass
class Linted:
    """The last lint of one document version: its findings with their fixes' libcst nodes."""

    version: int | None
    text: str
    findings: list[Finding]
    module: object = None


class AutogradLintServer(LanguageServer):
    def __init__(self) -> None:
        super().__init__("autograd-lint", __version__)
        self.linted: dict[str, Linted] = {}
        self.pending: dict[str, asyncio.TimerHandle] = {}


server = AutogradLintServer()


def _path(uri: str) -> str:
    parsed = urlparse(uri)
    return unquote(parsed.path) if parsed.scheme == "file" else uri


def lint_document(uri: str, text: str, version: int | None) -> Linted:
    """Lint one document's text with the settings of the project it belongs to."""
    path = _path(uri)
    configs = ConfigResolver()  # the file's own project's settings, as the CLI gives each file
    config = configs.for_path(path)
    if configs.is_excluded(path):  # as `autograd-lint --force-exclude` skips it
        return Linted(version, text, [])
    try:
        analysis = analyse(text, path, select_rules(config), config)
    except SourceError:   # half-typed code: the editor's Python server reports syntax errors
        return Linted(version, text, [])
    return Linted(version, text, analysis.findings, analysis.module)


def _range(finding: Finding) -> types.Range:
    end_line = finding.end_line if finding.end_line is not None else finding.line
    end_col = finding.end_col if finding.end_col is not None else finding.col + 1
    return types.Range(start=types.Position(line=finding.line - 1, character=finding.col),
                       end=types.Position(line=end_line - 1, character=end_col))


def _diagnostic(finding: Finding, document) -> types.Diagnostic:
    return types.Diagnostic(
        range=document.range_to_client_units(_range(finding)),
        message=finding.message, severity=types.DiagnosticSeverity.Warning,
        code=finding.code, source=SOURCE,
        related_information=[_related(link, document) for link in finding.related] or None)


def _related(link, document) -> types.DiagnosticRelatedInformation:
    """A line of the finding's evidence (in this document or another project file)."""
    uri = document.uri if link.path is None else pathlib.Path(os.path.abspath(link.path)).as_uri()
    line = types.Range(start=types.Position(line=link.line - 1, character=0),
                       end=types.Position(line=link.line, character=0))
    return types.DiagnosticRelatedInformation(location=types.Location(uri=uri, range=line),
                                              message=link.note)


def publish(ls: AutogradLintServer, uri: str) -> None:
    document = ls.workspace.get_text_document(uri)
    try:
        linted = lint_document(uri, document.source, document.version)
    except ConfigError as exc:
        ls.window_show_message(types.ShowMessageParams(
            type=types.MessageType.Error, message=f"autograd-lint: configuration error: {exc}"))
        linted = Linted(document.version, document.source, [])
    ls.linted[uri] = linted
    ls.text_document_publish_diagnostics(types.PublishDiagnosticsParams(
        uri=uri, version=document.version,
        diagnostics=[_diagnostic(f, document) for f in linted.findings]))


@server.feature(types.TEXT_DOCUMENT_DID_OPEN)
def did_open(ls: AutogradLintServer, params: types.DidOpenTextDocumentParams) -> None:
    publish(ls, params.text_document.uri)


@server.feature(types.TEXT_DOCUMENT_DID_SAVE)
def did_save(ls: AutogradLintServer, params: types.DidSaveTextDocumentParams) -> None:
    publish(ls, params.text_document.uri)


@server.feature(types.TEXT_DOCUMENT_DID_CHANGE)
def did_change(ls: AutogradLintServer, params: types.DidChangeTextDocumentParams) -> None:
    uri = params.text_document.uri
    _cancel_pending(ls, uri)
    loop = asyncio.get_running_loop()
    ls.pending[uri] = loop.call_later(DEBOUNCE_SECONDS, _publish_later, ls, uri)


def _cancel_pending(ls: AutogradLintServer, uri: str) -> None:
    """Drop the debounced lint of ``uri`` still waiting to run, if any."""
    waiting = ls.pending.pop(uri, None)
    if waiting is not None:
        waiting.cancel()


def _publish_later(ls: AutogradLintServer, uri: str) -> None:
    ls.pending.pop(uri, None)
    if uri in ls.workspace.text_documents:
        publish(ls, uri)


@server.feature(types.TEXT_DOCUMENT_DID_CLOSE)
def did_close(ls: AutogradLintServer, params: types.DidCloseTextDocumentParams) -> None:
    uri = params.text_document.uri
    _cancel_pending(ls, uri)
    ls.linted.pop(uri, None)
    ls.text_document_publish_diagnostics(types.PublishDiagnosticsParams(uri=uri, diagnostics=[]))


def _current(ls: AutogradLintServer, uri: str) -> Linted | None:
    """The lint of the document as it is now (linted again if it changed since)."""
    document = ls.workspace.get_text_document(uri)
    linted = ls.linted.get(uri)
    if linted is None or linted.text != document.source:
        try:
            linted = ls.linted[uri] = lint_document(uri, document.source, document.version)
        except ConfigError:
            return None
    return linted


def _overlaps(a: types.Range, b: types.Range) -> bool:
    return (a.start.line, a.start.character) <= (b.end.line, b.end.character) and \
        (b.start.line, b.start.character) <= (a.end.line, a.end.character)


@server.feature(types.TEXT_DOCUMENT_CODE_ACTION, types.CodeActionOptions(
    code_action_kinds=[types.CodeActionKind.QuickFix, FIX_ALL]))
def code_action(ls: AutogradLintServer, params: types.CodeActionParams):
    uri = params.text_document.uri
    linted = _current(ls, uri)
    if linted is None:
        return []
    document = ls.workspace.get_text_document(uri)
    only = params.context.only
    actions = _fix_all(uri, document, linted) if _asked(FIX_ALL, only) else []
    if not _asked(types.CodeActionKind.QuickFix.value, only):
        return actions
    wanted = document.range_from_client_units(params.range)
    for finding in linted.findings:
        if not _overlaps(_range(finding), wanted):
            continue
        diagnostic = _diagnostic(finding, document)
        fixed = apply_single_fix(linted.module, finding) \
            if finding.fix is not None and finding.fix.replacements and linted.module else None
        if fixed is not None:
            label = "" if finding.fix.safe else " (unsafe: check the result)"
            actions.append(_action(f"{finding.code}: {finding.fix.description}{label}", diagnostic,
                                   _whole_document_edit(uri, document, fixed),
                                   preferred=finding.fix.safe))
        actions.append(_action(f"{finding.code}: add '# noqa: {finding.code}'", diagnostic,
                               _noqa_edit(uri, document, finding)))
    return actions


def _asked(kind: str, only) -> bool:
    """Kinds are hierarchical: asking for ``source.fixAll`` asks for ``source.fixAll.x`` too."""
    wanted = [getattr(k, "value", k) for k in only or ()]
    return not only or any(kind == k or kind.startswith(f"{k}.") for k in wanted)


def _fix_all(uri: str, document, linted: Linted) -> list[types.CodeAction]:
    """``source.fixAll.autograd-lint``: every safe fix of the file, as ``--fix`` applies them."""
    from .fixer import fix_text

    if not any(f.fix is not None and f.fix.safe for f in linted.findings):
        return []
    path = _path(uri)
    config = config_for_path(path)
    try:
        fixed = fix_text(linted.text, path, select_rules(config), config)
    except SourceError:
        return []
    if not fixed.changed or fixed.refused:
        return []
    return [types.CodeAction(title="autograd-lint: fix all safe fixes", kind=FIX_ALL,
                             edit=_whole_document_edit(uri, document, fixed.text))]


def _action(title, diagnostic, edit, preferred=False) -> types.CodeAction:
    return types.CodeAction(title=title, kind=types.CodeActionKind.QuickFix,
                            diagnostics=[diagnostic], edit=edit, is_preferred=preferred or None)


def _whole_document_edit(uri: str, document, new_text: str) -> types.WorkspaceEdit:
    lines = document.lines
    if not lines or lines[-1].endswith(("\n", "\r")):
        end = types.Position(line=len(lines), character=0)
    else:
        end = document.range_to_client_units(types.Range(
            start=types.Position(line=0, character=0),
            end=types.Position(line=len(lines) - 1, character=len(lines[-1])))).end
    return types.WorkspaceEdit(changes={uri: [types.TextEdit(
        range=types.Range(start=types.Position(line=0, character=0), end=end),
        new_text=new_text)]})


def _noqa_edit(uri: str, document, finding: Finding) -> types.WorkspaceEdit:
    from .add_noqa import with_noqa

    line = document.lines[finding.line - 1]
    body = line.rstrip("\r\n")
    new = with_noqa(line, {finding.code}).rstrip("\r\n")
    span = types.Range(start=types.Position(line=finding.line - 1, character=0),
                       end=types.Position(line=finding.line - 1, character=len(body)))
    return types.WorkspaceEdit(changes={uri: [types.TextEdit(
        range=document.range_to_client_units(span), new_text=new)]})


@server.feature(types.TEXT_DOCUMENT_HOVER)
def hover(ls: AutogradLintServer, params: types.HoverParams):
    from .docs import rule_markdown
    from .rules import RULES_BY_CODE

    linted = _current(ls, params.text_document.uri)
    if linted is None:
        return None
    document = ls.workspace.get_text_document(params.text_document.uri)
    where = document.position_from_client_units(params.position)
    point = types.Range(start=where, end=where)
    sections = [rule_markdown(RULES_BY_CODE[f.code], level=3) for f in linted.findings
                if f.code in RULES_BY_CODE and _overlaps(_range(f), point)]
    if not sections:
        return None
    return types.Hover(contents=types.MarkupContent(kind=types.MarkupKind.Markdown,
                                                    value="\n---\n".join(dict.fromkeys(sections))))


def serve() -> None:
    server.start_io()
