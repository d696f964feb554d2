"""``autograd-lint server``: a language server (LSP over stdio, with pygls: the ``lsp`` extra).

Diagnostics on open and save, and on change after a short pause (typing does not lint every key);
a quick fix per fixable finding (safe and unsafe, labelled) and a ``# noqa: CODE`` action, and
``source.fixAll.autograd-lint`` for every safe fix (what ``--fix`` applies); hover on a
finding shows its rule's documentation, and each diagnostic links it (``codeDescription``).
Settings come from the file's ``[tool.autograd-lint]``, as for the CLI (files its excludes name get
no diagnostics). Nothing is run or imported: the static linter only.

The analysis runs in another process (:mod:`.lsp_worker`), so this one answers every request at
once; a newer edit drops the lint of the older text (and ends it, if it has run for a while). When
a document changes, the open documents whose analysis read it are linted again, and the analysis
reads open documents' unsaved buffers instead of their files. A document that could not be fully
checked (a rule failed, the time budget stopped it, it does not parse, the configuration is wrong)
gets one diagnostic saying so: an empty list always means "checked, nothing found".

Messages are read by :mod:`.lsp_framing` (pygls' reader does not survive malformed input) and
checked here before pygls sees them: every request gets an answer, an error one where it must.
"""
from __future__ import annotations

import asyncio
import json
import logging
import os
import pathlib
import re
import sys
import threading
import time
from dataclasses import dataclass, field
from urllib.parse import unquote, urlparse

from lsprotocol import types
from pygls.exceptions import JsonRpcException
from pygls.io_ import StdoutWriter
from pygls.lsp.server import LanguageServer

from .version import __version__
from .lsp_framing import Frame, FrameReader, fd_reader
from .lsp_worker import LintWorker, WorkerGone

DEBOUNCE_SECONDS = 0.3
CANCEL_AFTER_SECONDS = 1.0   # a stale lint running longer is ended, not waited for
SOURCE = "autograd-lint"
FIX_ALL = f"{types.CodeActionKind.SourceFixAll.value}.autograd-lint"

PARSE_ERROR, INVALID_REQUEST, INVALID_PARAMS = -32700, -32600, -32602
SERVER_NOT_INITIALIZED = -32002

logger = logging.getLogger(__name__)


@dataclass
class Linted:
    """The last lint published for one document: its findings as plain data (see
    :func:`~autograd_lint.lsp_worker._plain`) and its rules' documentation for hover."""

    version: int | None
    text: str
    findings: list[dict] = field(default_factory=list)
    docs: dict[str, str] = field(default_factory=dict)


class AutogradLintServer(LanguageServer):
    def __init__(self) -> None:
        super().__init__("autograd-lint", __version__)
        self.linted: dict[str, Linted] = {}
        self.pending: dict[str, asyncio.TimerHandle] = {}   # debounced lints not yet queued
        self.queued: dict[str, None] = {}                   # lints to run, oldest first
        self.wake: asyncio.Event | None = None
        self.read_by: dict[str, set[str]] = {}   # uri -> project files its last analysis read
        self.disk_changed: set[str] = set()      # files saved since the analysis last ran
        self.layout_changed = False              # files appeared or went
        self.worker = LintWorker()
        self.initialized = self.shut_down = False
        self._answered: set = set()              # ids answered from a broken message
        self.shown: set[str] = set()             # configuration errors shown to the user

    # -- the message loop --------------------------------------------------------------------------
    def start_io(self, stdin=None, stdout=None) -> None:
        self._stop_event = threading.Event()
        self.protocol.set_writer(StdoutWriter(stdout or sys.stdout.buffer))
        try:
            asyncio.run(self._serve((stdin or sys.stdin.buffer).fileno()))
        except BrokenPipeError:
            logger.error("the client went away")
        except (KeyboardInterrupt, SystemExit):
            pass
        finally:
            self.worker.close()
            self.shutdown()

    async def _serve(self, fd: int) -> None:
        loop = asyncio.get_running_loop()
        frames: asyncio.Queue[Frame | None] = asyncio.Queue()
        self.wake = asyncio.Event()

        def pump() -> None:  # blocking reads on their own thread
            try:
                for frame in FrameReader(fd_reader(fd)).frames():
                    loop.call_soon_threadsafe(frames.put_nowait, frame)
                loop.call_soon_threadsafe(frames.put_nowait, None)
            except RuntimeError:  # the loop has ended (an exit message): nothing to hand over
                pass

        threading.Thread(target=pump, name="autograd-lint-stdin", daemon=True).start()
        linting = asyncio.create_task(lint_loop(self))
        try:
            while not self._stop_event.is_set():
                frame = await frames.get()
                if frame is None:
                    _log("the client closed the stream")
                    break
                try:
                    self.receive(frame)
                except (SystemExit, KeyboardInterrupt):
                    raise
                except Exception:  # noqa: BLE001 - one bad message must not end the server
                    logger.exception("cannot handle a message")
        finally:
            linting.cancel()
            self.worker.close()  # (before asyncio waits for the thread reading its answer)

    def receive(self, frame: Frame) -> None:
        """One frame from the stream: a problem to report, or a message to check and handle."""
        if frame.body is None:
            self._log(f"malformed message: {frame.problem}")
            if frame.salvaged_id is not None and frame.salvaged_id not in self._answered:
                self._answered.add(frame.salvaged_id)
                self._error(frame.salvaged_id, PARSE_ERROR, f"malformed message: {frame.problem}")
            return
        try:
            data = json.loads(frame.body.decode("utf-8"))
        except (UnicodeDecodeError, ValueError) as exc:
            from .lsp_framing import salvage_id

            self._error(salvage_id(frame.body), PARSE_ERROR, f"not JSON: {exc}"[:300])
            return
        self.dispatch(data)

    def dispatch(self, data) -> None:
        """Check a decoded message as JSON-RPC and LSP want, then hand it to pygls."""
        if isinstance(data, list):  # (LSP has no batches: each request in one gets an error)
            ids = [item["id"] for item in data
                   if isinstance(item, dict) and _valid_id(item.get("id"))]
            for msg_id in ids or [None]:
                self._error(msg_id, INVALID_REQUEST, "invalid message: batches are not supported")
            return
        if not isinstance(data, dict):
            self._error(None, INVALID_REQUEST, "invalid message: not an object")
            return
        msg_id = data.get("id")
        has_id = "id" in data
        if has_id and not _valid_id(msg_id):
            self._error(None, INVALID_REQUEST, "invalid request: id must be an integer or a string")
            return
        method = data.get("method")
        if data.get("jsonrpc") != "2.0" or method is not None and not isinstance(method, str):
            self._error(msg_id, INVALID_REQUEST, 'invalid request: needs "jsonrpc": "2.0" and a '
                                                 'method name')
            return
        if method is None:  # a response to a request of ours
            if has_id and ("result" in data or "error" in data):
                self._hand_over(data)
            else:
                self._error(msg_id, INVALID_REQUEST, "invalid message: no method, no result")
            return
        if "params" in data and not isinstance(data["params"], (dict, list, type(None))):
            if has_id:
                self._error(msg_id, INVALID_PARAMS, "invalid params: must be an object or array")
            return
        if method == types.INITIALIZE and self.initialized:
            if has_id:
                self._error(msg_id, INVALID_REQUEST, "the server is already initialized")
            return
        if not self.initialized and method not in (types.INITIALIZE, types.EXIT):
            if has_id:  # (notifications are dropped, as the protocol says)
                self._error(msg_id, SERVER_NOT_INITIALIZED, "the server is not initialized yet")
            return
        if self.shut_down and method != types.EXIT:
            if has_id:
                self._error(msg_id, INVALID_REQUEST, "the server is shutting down")
            return
        if self._hand_over(data) and method == types.INITIALIZE:
            self.initialized = True

    def _hand_over(self, data: dict) -> bool:
        if "method" in data and "params" not in data:
            data = {**data, "params": None}  # (optional in JSON-RPC; pygls' fallback types need it)
        try:
            message = self.protocol.structure_message(data)
        except JsonRpcException as exc:
            detail = _why(exc.__cause__ or exc)
            if "method" in data and "id" in data:
                self._error(data["id"], INVALID_PARAMS, f"invalid params for {data['method']}: "
                                                        f"{detail}")
            else:
                self._log(f"ignored {data.get('method', 'a response')}: invalid params: {detail}")
            return False
        self.protocol.handle_message(message)
        return True

    def _error(self, msg_id, code: int, message: str) -> None:
        self.protocol._send_data({"jsonrpc": "2.0", "id": msg_id,
                                  "error": {"code": code, "message": message}})

    def _log(self, message: str) -> None:
        _log(message)
        if self.initialized:
            self.window_log_message(types.LogMessageParams(type=types.MessageType.Warning,
                                                           message=f"autograd-lint: {message}"))

    # -- scheduling lints --------------------------------------------------------------------------
    def schedule(self, uri: str, delay: float = 0.0, changed: bool = True) -> None:
        """Lint ``uri`` after ``delay`` seconds (a newer call restarts the wait); ``changed``: its
        text is new, so the open documents whose analysis read it are linted again too."""
        _cancel_pending(self, uri)
        if delay:
            self.pending[uri] = asyncio.get_running_loop().call_later(
                delay, self._enqueue, uri, changed)
        else:
            self._enqueue(uri, changed)

    def _enqueue(self, uri: str, changed: bool) -> None:
        self.pending.pop(uri, None)
        self.queued.setdefault(uri)
        if changed:
            for other in self.dependents(uri):
                self.queued.setdefault(other)
        if self.wake is not None:
            self.wake.set()

    def dependents(self, uri: str) -> list[str]:
        """Open documents whose findings can depend on ``uri``'s text: their last analysis read
        it, or it read theirs (a file importing another runs the other's code as a caller)."""
        path = _path(uri)
        reads = self.read_by.get(uri, set())
        return [other for other in self.workspace.text_documents
                if other != uri and (path in self.read_by.get(other, ()) or _path(other) in reads)]

    def drop_stale_lint(self, uri: str) -> None:
        """A newer text of ``uri`` came: its lint in flight is ended if it has run long enough
        that waiting would cost more than starting the analysis process again."""
        running = self.worker.running
        if running == ("lint", uri) and \
                time.monotonic() - self.worker.running_since > CANCEL_AFTER_SECONDS:
            self.worker.kill()

    def open_texts(self) -> dict[str, str]:
        return {_path(uri): document.source
                for uri, document in self.workspace.text_documents.items()
                if uri.startswith("file:")}

    def publish(self, uri: str, document, linted: Linted, diagnostics) -> None:
        self.linted[uri] = linted
        self.text_document_publish_diagnostics(types.PublishDiagnosticsParams(
            uri=uri, version=document.version, diagnostics=diagnostics))


server = AutogradLintServer()


def _valid_id(msg_id) -> bool:
    """LSP's ids are integers or strings."""
    return isinstance(msg_id, (int, str)) and not isinstance(msg_id, bool)


def _why(exc: BaseException) -> str:
    """What is wrong with a message's params, in a line (cattrs says where: ``$.position``)."""
    try:
        from cattrs import transform_error

        detail = "; ".join(transform_error(exc, path="$"))
    except Exception:  # noqa: BLE001 - not a cattrs validation error
        detail = str(exc)
    return " ".join(detail.split())[:300]


def _log(message: str) -> None:
    print(f"autograd-lint server: {message}", file=sys.stderr, flush=True)


def _path(uri: str) -> str:
    parsed = urlparse(uri)
    return unquote(parsed.path) if parsed.scheme == "file" else uri


def _is_python(document) -> bool:
    """Python source (a notebook or another language the client sends is not linted)."""
    language = (document.language_id or "").lower()
    return language == "python" or not language and _path(document.uri).endswith((".py", ".pyi"))


def _differs_from_file(uri: str, text: str) -> bool:
    """Is an opened buffer's text other than its file's (what other documents' analyses read)?"""
    from .semantics.project import read_text

    return not uri.startswith("file:") or read_text(_path(uri)) != text


def _cancel_pending(ls: AutogradLintServer, uri: str) -> None:
    """Drop the debounced lint of ``uri`` still waiting to run, if any."""
    waiting = ls.pending.pop(uri, None)
    if waiting is not None:
        waiting.cancel()


async def lint_loop(ls: AutogradLintServer) -> None:
    """Run the queued lints one at a time, for as long as the server runs."""
    while True:
        await ls.wake.wait()
        ls.wake.clear()
        while ls.queued and not ls.shut_down:
            uri = next(iter(ls.queued))
            del ls.queued[uri]
            try:
                await lint_now(ls, uri)
            except asyncio.CancelledError:
                raise
            except Exception:  # noqa: BLE001 - the next lint must still run
                logger.exception("lint of %s failed", uri)


async def lint_now(ls: AutogradLintServer, uri: str) -> None:
    document = ls.workspace.text_documents.get(uri)
    if document is None or not _is_python(document):
        return
    text, version = document.source, document.version
    disk_changed, ls.disk_changed = ls.disk_changed, set()
    layout_changed, ls.layout_changed = ls.layout_changed, False
    try:
        result = await ls.worker.call("lint", label=uri, path=_path(uri), text=text,
                                      open_texts=ls.open_texts(),
                                      disk_changed=sorted(disk_changed),
                                      layout_changed=layout_changed)
    except WorkerGone:
        if ls.worker.killed or ls.shut_down:
            return  # cancelled: the newer text's lint is on its way
        result = {"failed": "the analysis process ended unexpectedly (out of memory?)"}
    except RuntimeError as exc:
        result = {"failed": f"internal error: {str(exc).splitlines()[0]}"}
    document = ls.workspace.text_documents.get(uri)
    if document is None or document.version != version or document.source != text:
        return  # stale: the newer text is queued
    if "dependencies" in result:
        ls.read_by[uri] = set(result["dependencies"])
    if "config_error" in result and result["config_error"] not in ls.shown:
        ls.shown.add(result["config_error"])  # (once, not at every keystroke)
        ls.window_show_message(types.ShowMessageParams(
            type=types.MessageType.Error,
            message=f"autograd-lint: configuration error: {result['config_error']}"))
    linted = Linted(version, text, result.get("findings", []), result.get("docs", {}))
    ls.publish(uri, document, linted, diagnostics_of(result, document))


# -- diagnostics ------------------------------------------------------------------------------------
def diagnostics_of(result: dict, document) -> list[types.Diagnostic]:
    diagnostics = [_diagnostic(finding, document) for finding in result.get("findings", ())]
    for error in result.get("errors", ()):
        severity = types.DiagnosticSeverity.Error if error["internal"] else \
            types.DiagnosticSeverity.Warning
        diagnostics.append(_note(f"not fully checked: {error['problem']}", severity))
    if "not_checked" in result:
        problem = result["not_checked"]
        where = re.search(r"line (\d+):(\d+)", problem)
        line = max(int(where.group(1)) - 1, 0) if where else 0
        diagnostics.append(_note(f"not checked: {problem}", types.DiagnosticSeverity.Information,
                                 line))
    if "config_error" in result:
        diagnostics.append(_note(f"not checked: configuration error: {result['config_error']}",
                                 types.DiagnosticSeverity.Error))
    if "failed" in result:
        diagnostics.append(_note(f"not checked: {result['failed']}", types.DiagnosticSeverity.Error))
    return diagnostics


def _note(message: str, severity, line: int = 0) -> types.Diagnostic:
    """A diagnostic about the check itself, on one line (the first by default)."""
    return types.Diagnostic(range=types.Range(start=types.Position(line=line, character=0),
                                              end=types.Position(line=line + 1, character=0)),
                            message=message, severity=severity, source=SOURCE)


def _range(finding: dict) -> types.Range:
    return types.Range(start=types.Position(line=finding["line"] - 1, character=finding["col"]),
                       end=types.Position(line=finding["end_line"] - 1,
                                          character=finding["end_col"]))


def _diagnostic(finding: dict, document) -> types.Diagnostic:
    href = finding.get("href")
    return types.Diagnostic(
        range=document.range_to_client_units(_range(finding)),
        message=finding["message"], severity=types.DiagnosticSeverity.Warning,
        code=finding["code"], source=SOURCE,
        code_description=types.CodeDescription(href=href) if href else None,
        related_information=[_related(link, document) for link in finding["related"]] or None)


def _related(link, document) -> types.DiagnosticRelatedInformation:
    """A line of the finding's evidence (in this document or another project file)."""
    path, number, note = link
    uri = document.uri if path is None else pathlib.Path(os.path.abspath(path)).as_uri()
    line = types.Range(start=types.Position(line=number - 1, character=0),
                       end=types.Position(line=number, character=0))
    return types.DiagnosticRelatedInformation(location=types.Location(uri=uri, range=line),
                                              message=note)


# -- document events --------------------------------------------------------------------------------
@server.feature(types.INITIALIZE)
def on_initialize(ls: AutogradLintServer, params: types.InitializeParams) -> None:
    ls.worker.start()  # (its imports happen while the client finishes its setup)


@server.feature(types.INITIALIZED)
def on_initialized(ls: AutogradLintServer, params: types.InitializedParams) -> None:
    """Ask to hear of .py files changed outside the editor (a checkout, a generator), where the
    client can watch them."""
    workspace = getattr(ls.client_capabilities, "workspace", None)
    watched = getattr(workspace, "did_change_watched_files", None)
    if not getattr(watched, "dynamic_registration", False):
        return
    ls.client_register_capability(types.RegistrationParams(registrations=[types.Registration(
        id="autograd-lint-watch", method=types.WORKSPACE_DID_CHANGE_WATCHED_FILES,
        register_options=types.DidChangeWatchedFilesRegistrationOptions(watchers=[
            types.FileSystemWatcher(glob_pattern="**/*.py"),
            types.FileSystemWatcher(glob_pattern="**/pyproject.toml")]))]))


@server.feature(types.WORKSPACE_DID_CHANGE_WATCHED_FILES)
def did_change_watched_files(ls: AutogradLintServer,
                             params: types.DidChangeWatchedFilesParams) -> None:
    changed = set()
    for change in params.changes:
        if change.uri in ls.workspace.text_documents:
            continue  # (its buffer is what the analysis reads; the save was handled)
        if change.type == types.FileChangeType.Changed:
            changed.add(_path(change.uri))
        else:
            ls.layout_changed = True  # where imports lead may change for every file
    ls.disk_changed |= changed
    for uri in ls.workspace.text_documents:
        if ls.layout_changed or changed & ls.read_by.get(uri, set()):
            ls.schedule(uri, DEBOUNCE_SECONDS, changed=False)


@server.feature(types.TEXT_DOCUMENT_DID_OPEN)
def did_open(ls: AutogradLintServer, params: types.DidOpenTextDocumentParams) -> None:
    document = params.text_document
    ls.schedule(document.uri, changed=_differs_from_file(document.uri, document.text))


@server.feature(types.TEXT_DOCUMENT_DID_SAVE)
def did_save(ls: AutogradLintServer, params: types.DidSaveTextDocumentParams) -> None:
    uri = params.text_document.uri
    ls.disk_changed.add(_path(uri))
    ls.schedule(uri)


@server.feature(types.TEXT_DOCUMENT_DID_CHANGE)
def did_change(ls: AutogradLintServer, params: types.DidChangeTextDocumentParams) -> None:
    uri = params.text_document.uri
    ls.queued.pop(uri, None)
    ls.drop_stale_lint(uri)
    ls.schedule(uri, DEBOUNCE_SECONDS)


@server.feature(types.TEXT_DOCUMENT_DID_CLOSE)
def did_close(ls: AutogradLintServer, params: types.DidCloseTextDocumentParams) -> None:
    uri = params.text_document.uri
    _cancel_pending(ls, uri)
    ls.queued.pop(uri, None)
    ls.linted.pop(uri, None)
    reads = ls.read_by.pop(uri, set())
    path = _path(uri)
    for other in ls.workspace.text_documents:  # they read its buffer: now its file
        if path in ls.read_by.get(other, ()) or _path(other) in reads:
            ls.schedule(other, changed=False)
    ls.text_document_publish_diagnostics(types.PublishDiagnosticsParams(uri=uri, diagnostics=[]))


@server.feature(types.SHUTDOWN)
def on_shutdown(ls: AutogradLintServer, params=None) -> None:
    ls.shut_down = True
    for uri in list(ls.pending):
        _cancel_pending(ls, uri)
    ls.queued.clear()
    ls.worker.close()


# -- requests ---------------------------------------------------------------------------------------
def _overlaps(a: types.Range, b: types.Range) -> bool:
    return (a.start.line, a.start.character) <= (b.end.line, b.end.character) and \
        (b.start.line, b.start.character) <= (a.end.line, a.end.character)


@server.feature(types.TEXT_DOCUMENT_CODE_ACTION, types.CodeActionOptions(
    code_action_kinds=[types.CodeActionKind.QuickFix, FIX_ALL]))
async def code_action(ls: AutogradLintServer, params: types.CodeActionParams):
    """Fixes are computed by the analysis process from the text they edit: quick fixes are
    offered once the document's current text has been linted and while that process is free (the
    light bulb asks again as the cursor moves, and a request never waits for another file's
    lint); ``source.fixAll`` waits for the lint of the current text (an editor runs it on save)."""
    uri = params.text_document.uri
    document = ls.workspace.text_documents.get(uri)
    if document is None:
        return []  # (not open: the file on disk is not what the editor would edit)
    text = document.source
    fix_all = _asked(FIX_ALL, params.context.only)
    quick = _asked(types.CodeActionKind.QuickFix.value, params.context.only)
    linted = ls.linted.get(uri)
    if not fix_all and (linted is None or linted.text != text or not linted.findings
                        or ls.worker.busy or ls.queued):
        return []  # (answered at once; the light bulb asks again when the cursor moves)
    if not fix_all and not quick:
        return []
    wanted = document.range_from_client_units(params.range)
    try:
        answer = await ls.worker.call(
            "code_actions", label=uri, path=_path(uri), text=text, open_texts=ls.open_texts(),
            start=(wanted.start.line, wanted.start.character),
            end=(wanted.end.line, wanted.end.character), fix_all=fix_all, quick_fix=quick)
    except (WorkerGone, RuntimeError):
        return []
    if document.source != text:
        return []  # edited meanwhile: these edits would undo the user's typing
    findings = answer.get("findings", [])
    actions = []
    for action in answer["actions"]:
        if action.get("fix_all"):
            actions.append(types.CodeAction(title=action["title"], kind=FIX_ALL,
                                            edit=_whole_document_edit(uri, document,
                                                                      action["text"])))
            continue
        diagnostic = _diagnostic(findings[action["finding"]], document)
        if "text" in action:
            edit = _whole_document_edit(uri, document, action["text"])
        else:
            edit = _line_edit(uri, document, action["line"], action["line_length"],
                              action["line_text"])
        actions.append(types.CodeAction(title=action["title"], kind=types.CodeActionKind.QuickFix,
                                        diagnostics=[diagnostic], edit=edit,
                                        is_preferred=action.get("preferred") or None))
    return actions


def _asked(kind: str, only) -> bool:
    """Kinds are hierarchical: asking for ``source.fixAll`` asks for ``source.fixAll.x`` too."""
    wanted = [getattr(k, "value", k) for k in only or ()]
    return not only or any(kind == k or kind.startswith(f"{k}.") for k in wanted)


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


def _line_edit(uri: str, document, line: int, length: int, new_text: str) -> types.WorkspaceEdit:
    span = types.Range(start=types.Position(line=line, character=0),
                       end=types.Position(line=line, character=length))
    return types.WorkspaceEdit(changes={uri: [types.TextEdit(
        range=document.range_to_client_units(span), new_text=new_text)]})


@server.feature(types.TEXT_DOCUMENT_HOVER)
def hover(ls: AutogradLintServer, params: types.HoverParams):
    """The rule documentation of the findings under the cursor, from the diagnostics last
    published (answered at once, even while the document is being linted again)."""
    linted = ls.linted.get(params.text_document.uri)
    document = ls.workspace.text_documents.get(params.text_document.uri)
    if linted is None or document is None:
        return None
    where = document.position_from_client_units(params.position)
    point = types.Range(start=where, end=where)
    sections = [linted.docs[f["code"]] for f in linted.findings
                if f["code"] in linted.docs and _overlaps(_range(f), point)]
    if not sections:
        return None
    return types.Hover(contents=types.MarkupContent(kind=types.MarkupKind.Markdown,
                                                    value="\n---\n".join(dict.fromkeys(sections))))


def serve() -> None:
    server.start_io()
