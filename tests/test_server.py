"""The language server end to end: a real LSP client (pytest-lsp) drives `autograd-lint server`
over stdio: diagnostics on open and change, settings from [tool.autograd-lint], a quick fix that
applies, a noqa action, hover with the rule's docs, other files' unsaved buffers, a lint that never
blocks other requests. A raw client (benchmarks/lsp_client.py) sends what no well-behaved client
would: broken framing, invalid ids and params, lone surrogates, requests before initialize."""
import json
import os
import sys
import time

import pytest

pytest.importorskip("pygls", reason="the server needs the lsp extra")
pytest_lsp = pytest.importorskip("pytest_lsp", reason="the end-to-end test needs pytest-lsp")

from lsprotocol import types  # noqa: E402
from pytest_lsp import ClientServerConfig, LanguageClient  # noqa: E402

from expectations import GAN_SOURCE  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


@pytest_lsp.fixture(config=ClientServerConfig(
    server_command=[sys.executable, "-m", "autograd_lint", "server"],
    server_env={**os.environ, "PYTHONPATH": ROOT}))
async def client(lsp_client: LanguageClient, tmp_path):
    await lsp_client.initialize_session(types.InitializeParams(
        capabilities=types.ClientCapabilities(), root_uri=tmp_path.as_uri()))
    yield
    await lsp_client.shutdown_session()


async def _open(client, path, text):
    path.write_text(text)
    uri = path.as_uri()
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=uri, language_id="python", version=1, text=text)))
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    return uri


def _apply(text, edit):
    """Apply a WorkspaceEdit's TextEdits (one document, ASCII) to ``text``."""
    lines = text.splitlines(keepends=True)
    offsets = [0]
    for line in lines:
        offsets.append(offsets[-1] + len(line))
    at = lambda p: offsets[min(p.line, len(lines))] + p.character  # noqa: E731
    (edits,) = edit.changes.values()
    for change in sorted(edits, key=lambda e: at(e.range.start), reverse=True):
        text = text[:at(change.range.start)] + change.new_text + text[at(change.range.end):]
    return text


@pytest.mark.asyncio
async def test_diagnostics_fix_noqa_and_hover(client: LanguageClient, tmp_path):
    uri = await _open(client, tmp_path / "gan.py", GAN_SOURCE)
    (diagnostic,) = client.diagnostics[uri]
    assert diagnostic.code == "AGL001" and diagnostic.source == "autograd-lint"
    assert diagnostic.code_description.href.endswith("docs/rules.md#agl001-gan-missing-detach")
    assert (diagnostic.range.start.line, diagnostic.range.start.character) == (7, 17)

    actions = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=uri), range=diagnostic.range,
        context=types.CodeActionContext(diagnostics=[diagnostic])))
    titles = [a.title for a in actions]
    assert titles == ["autograd-lint: fix all safe fixes", "AGL001: Use fake.detach()",
                      "AGL001: add '# noqa: AGL001'"]
    fix_all, *actions = actions
    on_save = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=uri), range=diagnostic.range,
        context=types.CodeActionContext(diagnostics=[], only=["source.fixAll"])))
    assert [a.title for a in on_save] == [fix_all.title]
    assert fix_all.kind == "source.fixAll.autograd-lint"
    assert _apply(GAN_SOURCE, fix_all.edit) == GAN_SOURCE.replace("netD(fake)", "netD(fake.detach())")
    fixed = _apply(GAN_SOURCE, actions[0].edit)
    assert fixed == GAN_SOURCE.replace("netD(fake)", "netD(fake.detach())")
    assert _apply(GAN_SOURCE, actions[1].edit) == GAN_SOURCE.replace(
        "netD(fake).mean()", "netD(fake).mean()  # noqa: AGL001")

    hover = await client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=uri), position=diagnostic.range.start))
    assert "### AGL001 gan-missing-detach" in hover.contents.value

    # the edit applied as an editor would: the diagnostic goes away
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text=fixed)]))
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    assert list(client.diagnostics[uri]) == []


@pytest.mark.asyncio
async def test_settings_come_from_pyproject(client: LanguageClient, tmp_path):
    (tmp_path / "pyproject.toml").write_text('[tool.autograd-lint]\nignore = ["AGL001"]\n')
    uri = await _open(client, tmp_path / "gan.py", GAN_SOURCE)
    assert list(client.diagnostics[uri]) == []


@pytest.mark.asyncio
async def test_objects_are_followed_into_other_project_files(client: LanguageClient, tmp_path):
    """The networks and optimizers come from nets.py, on disk: the open buffer is linted with the
    whole-project model, as the CLI lints it."""
    (tmp_path / "nets.py").write_text(
        "import torch\nfrom torch import nn, optim\n\n\ndef build():\n"
        "    netG, netD = nn.Linear(4, 8), nn.Linear(8, 1)\n"
        "    return netG, netD, optim.Adam(netG.parameters()), optim.Adam(netD.parameters())\n")
    train = GAN_SOURCE.replace(
        "from torch import nn, optim\nnetG, netD = nn.Linear(4, 8), nn.Linear(8, 1)\n"
        "optG, optD = optim.Adam(netG.parameters()), optim.Adam(netD.parameters())\n",
        "from nets import build\nnetG, netD, optG, optD = build()\n")
    assert "build()" in train
    uri = await _open(client, tmp_path / "train.py", train)
    assert [(d.code, d.range.start.line) for d in client.diagnostics[uri]] == [("AGL001", 6)]


@pytest.mark.asyncio
async def test_a_diagnostic_carries_its_evidence_across_files(client: LanguageClient, tmp_path):
    """The D step lives in train.py; the helper that feeds the generator's output to the
    discriminator is the open document: its diagnostic links the backward and the step in
    train.py (relatedInformation), where the user can check them."""
    (tmp_path / "pyproject.toml").write_text("")
    (tmp_path / "train.py").write_text(EVIDENCE_TRAIN)
    uri = await _open(client, tmp_path / "helpers.py", EVIDENCE_HELPERS)
    (diagnostic,) = client.diagnostics[uri]
    links = {(os.path.basename(r.location.uri), r.location.range.start.line + 1, r.message)
             for r in diagnostic.related_information}
    assert ("train.py", 10, "backward of this update") in links
    assert ("train.py", 11, "opt_d steps") in links


EVIDENCE_HELPERS = """import torch


def critic_on_samples(sampler, critic):
    samples = sampler(torch.randn(2, 4))
    return critic(samples)
"""
EVIDENCE_TRAIN = """import torch
from torch import nn
from helpers import critic_on_samples
sampler, critic = nn.Linear(4, 8), nn.Linear(8, 1)
opt_d = torch.optim.Adam(critic.parameters())
opt_g = torch.optim.Adam(sampler.parameters())
for _ in range(3):
    opt_d.zero_grad()
    loss = critic_on_samples(sampler, critic).mean()
    loss.backward()
    opt_d.step()
"""


# -- cross-file freshness: other documents' unsaved buffers -----------------------------------------
NETS = ("import torch\nfrom torch import nn, optim\n\n\ndef build():\n"
        "    netG, netD = nn.Linear(4, 8), nn.Linear(8, 1)\n"
        "    return netG, netD, optim.Adam(netG.parameters()), optim.Adam(netD.parameters())\n")
TRAIN_FROM_NETS = GAN_SOURCE.replace(
    "from torch import nn, optim\nnetG, netD = nn.Linear(4, 8), nn.Linear(8, 1)\n"
    "optG, optD = optim.Adam(netG.parameters()), optim.Adam(netD.parameters())\n",
    "from nets import build\nnetG, netD, optG, optD = build()\n")


async def _next_diagnostics(client, uri, timeout=60.0):
    """The next diagnostics published for ``uri`` after now (the client keeps the last list per
    document: waiting for notifications one by one could miss one that arrives in between)."""
    import asyncio

    before = client.diagnostics.get(uri)
    for _ in range(int(timeout / 0.02)):
        if client.diagnostics.get(uri) is not before:
            return client.diagnostics[uri]
        await asyncio.sleep(0.02)
    raise AssertionError(f"no diagnostics for {uri} within {timeout} s")


@pytest.mark.asyncio
async def test_editing_an_imported_file_relints_its_importer_from_the_buffer(
        client: LanguageClient, tmp_path):
    """train.py's finding depends on what nets.build() returns. Editing nets.py (unsaved) makes
    the server lint train.py again, reading nets.py's buffer; closing nets.py unsaved goes back
    to the file on disk."""
    (tmp_path / "nets.py").write_text(NETS)
    train = await _open(client, tmp_path / "train.py", TRAIN_FROM_NETS)
    assert [d.code for d in client.diagnostics[train]] == ["AGL001"]
    nets = (tmp_path / "nets.py").as_uri()
    client.text_document_did_open(types.DidOpenTextDocumentParams(text_document=types.TextDocumentItem(
        uri=nets, language_id="python", version=1, text=NETS)))
    await _next_diagnostics(client, nets)
    # one optimizer now trains both networks: feeding netG's output to netD is not a missing detach
    shared = NETS.replace("optim.Adam(netD.parameters())",
                          "optim.Adam(list(netD.parameters()) + list(netG.parameters()))")
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=nets, version=2),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text=shared)]))
    assert list(await _next_diagnostics(client, train)) == []
    assert (tmp_path / "nets.py").read_text() == NETS   # (nothing was saved)
    client.text_document_did_close(types.DidCloseTextDocumentParams(
        text_document=types.TextDocumentIdentifier(uri=nets)))
    assert [d.code for d in await _next_diagnostics(client, train)] == ["AGL001"]


# -- not fully checked: said, never an empty list ---------------------------------------------------
@pytest.mark.asyncio
async def test_a_budget_stop_is_published_not_an_empty_list(client: LanguageClient, tmp_path):
    (tmp_path / "pyproject.toml").write_text("[tool.autograd-lint]\ntime-budget = 0.000001\n")
    uri = await _open(client, tmp_path / "gan.py", GAN_SOURCE)
    (note,) = client.diagnostics[uri]
    assert note.message.startswith("not fully checked: analysis stopped after")
    assert note.range.start.line == 0 and note.severity == types.DiagnosticSeverity.Warning


def test_a_failing_rule_is_reported_with_the_other_rules_findings(monkeypatch, tmp_path):
    """In the analysis process: a rule that raises becomes an error of the lint (the server
    publishes it on line 1), the other rules' findings are kept."""
    from autograd_lint.lsp_worker import Analyst
    from autograd_lint.rules import RULES_BY_CODE
    from autograd_lint.server import diagnostics_of

    def broken(self, context):
        raise ValueError("boom")

    monkeypatch.setattr(RULES_BY_CODE["AGL004"], "check", broken)
    path = tmp_path / "gan.py"
    path.write_text(GAN_SOURCE)
    result = Analyst().job_lint(path=str(path), text=GAN_SOURCE, open_texts={})
    assert [f["code"] for f in result["findings"]] == ["AGL001"]
    assert "internal error in AGL004: ValueError: boom" in result["errors"][0]["problem"]

    class Document:  # (positions in code points are the client's units here)
        uri = path.as_uri()

        @staticmethod
        def range_to_client_units(r):
            return r

    finding, note = diagnostics_of(result, Document)
    assert finding.code == "AGL001" and note.severity == types.DiagnosticSeverity.Error
    assert note.message.startswith("not fully checked: internal error in AGL004")
    syntax = diagnostics_of({"not_checked": "cannot parse: line 3:5: invalid syntax"}, Document)
    assert [(d.range.start.line, d.message) for d in syntax] == [
        (2, "not checked: cannot parse: line 3:5: invalid syntax")]


# -- the project model reads open buffers ----------------------------------------------------------
def test_project_reads_open_buffers_and_forgets_what_changed(tmp_path):
    from autograd_lint.semantics.project import Project

    (tmp_path / "pyproject.toml").write_text("")
    (tmp_path / "models.py").write_text("X = 1\n")
    (tmp_path / "train.py").write_text("print(1)\n")
    models, train = str(tmp_path / "models.py"), str(tmp_path / "train.py")
    project = Project()
    assert project.importers_of(models) == []
    project.set_overlay({train: "import models\n"})   # typed, not saved
    assert project.importers_of(models) == [train]
    assert project.digest(train) == project.load(train).digest != project.digest(models)
    assert project.load(train).module.code == "import models\n"
    project.set_overlay({})                           # closed unsaved: the file again
    assert project.importers_of(models) == []
    assert project.load(train).module.code == "print(1)\n"


# -- never blocked by a lint -------------------------------------------------------------------------
def _big_module(lines: int) -> str:
    block = ("def step_{i}(data):\n    loss = netD(netG(data)).mean() * {i}\n    optD.zero_grad()\n"
             "    loss.backward()\n    optD.step()\n\n\n")
    head = ("import torch\nfrom torch import nn, optim\n"
            "netG, netD = nn.Linear(4, 8), nn.Linear(8, 1)\noptD = optim.Adam(netD.parameters())\n")
    return head + "".join(block.format(i=i) for i in range(lines // 7))


@pytest.fixture
def raw(tmp_path):
    sys.path.insert(0, os.path.join(ROOT, "benchmarks"))
    from lsp_client import RawClient

    client = RawClient(cwd=str(tmp_path))
    yield client
    client.close()
    sys.path.remove(os.path.join(ROOT, "benchmarks"))


def _did_open(raw, path, text, version=1):
    path.write_text(text)
    raw.notify("textDocument/didOpen", {"textDocument": {
        "uri": path.as_uri(), "languageId": "python", "version": version, "text": text}})
    return path.as_uri()


def _publish(message, uri=None):
    return message.get("method") == "textDocument/publishDiagnostics" and \
        (uri is None or message["params"]["uri"] == uri)


def test_requests_are_answered_while_a_big_file_is_linted(raw, tmp_path):
    """A 10,000-line document takes seconds to parse and analyse; a hover and a code action on
    another document are answered before its diagnostics come."""
    raw.initialize(tmp_path.as_uri())
    small = _did_open(raw, tmp_path / "gan.py", GAN_SOURCE)
    published = raw.diagnostics(small)["params"]["diagnostics"]
    assert [d.get("code") for d in published] == ["AGL001"], published
    big = _did_open(raw, tmp_path / "big.py", _big_module(10_000))
    hover = raw.request("textDocument/hover", {"textDocument": {"uri": small},
                                               "position": {"line": 7, "character": 18}})
    action = raw.request("textDocument/codeAction", {
        "textDocument": {"uri": small}, "context": {"diagnostics": [], "only": ["quickfix"]},
        "range": {"start": {"line": 7, "character": 0}, "end": {"line": 7, "character": 30}}})
    answer = raw.answer(hover)
    assert "AGL001" in answer["result"]["contents"]["value"]
    assert raw.answer(action) is not None
    assert raw.diagnostics(big, timeout=300) is not None
    order = [m.get("id") if "id" in m else m["params"]["uri"] for _, m in raw.seen
             if "id" in m or _publish(m)]
    assert order.index(hover) < order.index(big) and order.index(action) < order.index(big)


def test_a_newer_edit_drops_the_stale_lint(raw, tmp_path):
    raw.initialize(tmp_path.as_uri())
    uri = _did_open(raw, tmp_path / "big.py", _big_module(10_000))
    raw.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": 2},
                                          "contentChanges": [{"text": GAN_SOURCE}]})
    published = raw.diagnostics(uri, timeout=300)
    assert published["params"]["version"] == 2
    assert [d["code"] for d in published["params"]["diagnostics"]] == ["AGL001"]
    assert raw.answer(raw.request("shutdown")) is not None
    assert not [m for _, m in raw.seen if _publish(m) and m["params"].get("version") == 1]


def test_a_long_stale_lint_is_ended():
    """The edit of a document whose lint has run for a while ends the analysis process (it is
    started again for the next lint); a short one is left to finish and its result dropped."""
    from autograd_lint.server import CANCEL_AFTER_SECONDS, AutogradLintServer

    class Worker:
        running, running_since, kills = ("lint", "file:///a.py"), 0.0, 0

        def kill(self):
            self.kills += 1

    ls = AutogradLintServer()
    ls.worker = worker = Worker()
    worker.running_since = time.monotonic()
    ls.drop_stale_lint("file:///a.py")
    assert worker.kills == 0
    worker.running_since = time.monotonic() - CANCEL_AFTER_SECONDS - 1
    ls.drop_stale_lint("file:///b.py")
    assert worker.kills == 0
    ls.drop_stale_lint("file:///a.py")
    assert worker.kills == 1


# -- malformed messages -----------------------------------------------------------------------------
def _error_for(raw, msg_id):
    answer = raw.wait_for(lambda m: "error" in m and m.get("id") == msg_id, timeout=30)
    return answer and answer["error"]["code"]


def test_malformed_messages_are_answered_and_the_stream_recovers(raw, tmp_path):
    from lsp_client import frame

    hover = {"textDocument": {"uri": (tmp_path / "x.py").as_uri()},
             "position": {"line": 0, "character": 0}}
    raw.request("textDocument/hover", hover, msg_id=1)
    assert _error_for(raw, 1) == -32002                  # before initialize
    raw.initialize(tmp_path.as_uri())
    body = json.dumps({"jsonrpc": "2.0", "id": 2, "method": "textDocument/hover", "params": hover})
    raw.write(b"Content-Length: 99999999999\r\n\r\n" + body.encode())
    assert _error_for(raw, 2) == -32700
    raw.write(b"Content-Length: twelve\r\n\r\n" + body.replace('"id": 2', '"id": 3').encode())
    assert _error_for(raw, 3) == -32700
    raw.write(frame({"jsonrpc": "2.0", "id": [1], "method": "textDocument/hover",
                     "params": hover}))
    assert _error_for(raw, None) == -32600
    raw.request("textDocument/hover", {"textDocument": 5}, msg_id=4)
    assert _error_for(raw, 4) == -32602
    raw.write(b"Content-Length: %d\n\n" % len(body) + body.replace('"id": 2', '"id": 5').encode())
    assert raw.answer(5)["result"] is None                # LF-only header: read as meant
    sixth, seventh = (body.replace('"id": 2', f'"id": {n}').encode() for n in (6, 7))
    raw.write(b"Content-Length: %d\r\n\r\n" % (len(body) + 40) + sixth + frame(seventh))
    assert raw.answer(6)["result"] is None and raw.answer(7)["result"] is None
    assert raw.process.poll() is None and raw.bad_output == 0


def test_a_lone_surrogate_gets_diagnostics(raw, tmp_path):
    """JSON can carry a lone surrogate (\\ud800); no file can. The analysis reads U+FFFD there."""
    raw.initialize(tmp_path.as_uri())
    text = GAN_SOURCE + "name = '\ud800'\n"
    uri = (tmp_path / "gan.py").as_uri()
    raw.notify("textDocument/didOpen", {"textDocument": {
        "uri": uri, "languageId": "python", "version": 1, "text": text}})
    published = raw.diagnostics(uri)
    assert [d["code"] for d in published["params"]["diagnostics"]] == ["AGL001"]
    actions = raw.answer(raw.request("textDocument/codeAction", {
        "textDocument": {"uri": uri}, "range": published["params"]["diagnostics"][0]["range"],
        "context": {"diagnostics": []}}))
    assert actions["result"] == []   # (a whole-file fix would turn the surrogate into U+FFFD)


def _frames(data: bytes):
    """What the server's reader makes of ``data`` (arriving in pieces; the stream then ends):
    ("message", its id) for a body that is JSON, ("junk", None) for one that is not,
    ("problem", the id its text shows) for a problem reported."""
    from autograd_lint.lsp_framing import FrameReader

    chunks = [data[i:i + 13] for i in range(0, len(data), 13)]
    reader = FrameReader(lambda timeout: chunks.pop(0) if chunks else b"")
    frames = []
    for frame in reader.frames():
        if frame.body is None:
            frames.append(("problem", frame.salvaged_id))
            continue
        try:
            frames.append(("message", json.loads(frame.body)["id"]))
        except ValueError:
            frames.append(("junk", None))
    return frames


@pytest.mark.parametrize("broken, expected", [
    (b"Content-Length: 99999999999\r\n\r\n", [("problem", None), ("problem", 1)]),
    (b"Content-Length: abc\r\n\r\n", [("problem", None), ("problem", 1)]),
    (b"Content-Length: %d\n\n", [("message", 1)]),                  # LF only: fine
    (b"Content-Length: %d\r\r", [("problem", 1)]),                  # no header end
    (b"Content-Length: 10\r\n\r\n", [("junk", None), ("problem", 1)]),  # too short
    (b"Content-Length: 999\r\n\r\n",                                # too long
     [("problem", None), ("problem", None), ("message", 1)]),
    (b"junk\r\nContent-Length: %d\r\n\r\n", [("problem", None), ("message", 1)]),
])
def test_framing_resynchronises_after_a_broken_header(broken, expected):
    """Each broken message is reported, with the id its text shows (the server answers it with
    an error), or read as meant; the next message is read as sent."""
    first = json.dumps({"jsonrpc": "2.0", "id": 1, "method": "m", "params": {}}).encode()
    second = json.dumps({"jsonrpc": "2.0", "id": 2, "method": "m", "params": {}}).encode()
    header = broken % len(first) if b"%d" in broken else broken
    frames = _frames(header + first + b"Content-Length: %d\r\n\r\n" % len(second) + second)
    assert frames == expected + [("message", 2)]


def test_the_noqa_action_extends_the_lines_comment(tmp_path):
    """In the analysis process: the noqa action adds the code to the line's own `# noqa`
    comment (found by the tokenizer), and the quick fix is the fixed document."""
    from autograd_lint.lsp_worker import Analyst

    path = tmp_path / "gan.py"
    text = GAN_SOURCE.replace("netD(fake).mean()", "netD(fake).mean()  # noqa: E501")
    path.write_text(text)
    answer = Analyst().job_code_actions(path=str(path), text=text, open_texts={}, start=(7, 0),
                                        end=(7, 40), fix_all=False, quick_fix=True)
    fix, noqa = answer["actions"]
    assert fix["text"] == text.replace("netD(fake)", "netD(fake.detach())")
    assert (noqa["line"], noqa["line_text"]) == (7, "    lossD = netD(fake).mean()  # noqa: AGL001, E501")


@pytest.mark.asyncio
async def test_a_dependency_changed_on_disk_relints_its_importer(client: LanguageClient, tmp_path):
    """A file the editor does not have open changes on disk (a checkout): the client's
    workspace/didChangeWatchedFiles makes the open documents that read it be linted again."""
    (tmp_path / "nets.py").write_text(NETS)
    train = await _open(client, tmp_path / "train.py", TRAIN_FROM_NETS)
    assert [d.code for d in client.diagnostics[train]] == ["AGL001"]
    (tmp_path / "nets.py").write_text(NETS.replace(
        "optim.Adam(netD.parameters())",
        "optim.Adam(list(netD.parameters()) + list(netG.parameters()))"))
    client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(changes=[
        types.FileEvent(uri=(tmp_path / "nets.py").as_uri(), type=types.FileChangeType.Changed)]))
    assert list(await _next_diagnostics(client, train)) == []


@pytest.mark.asyncio
async def test_documents_in_other_languages_are_not_linted(client: LanguageClient, tmp_path):
    """A notebook's JSON or a config file the client sends gets no "not checked" note."""
    notebook = (tmp_path / "nb.ipynb").as_uri()
    client.text_document_did_open(types.DidOpenTextDocumentParams(text_document=types.TextDocumentItem(
        uri=notebook, language_id="json", version=1, text='{"cells": []}')))
    uri = await _open(client, tmp_path / "gan.py", GAN_SOURCE)
    assert [d.code for d in client.diagnostics[uri]] == ["AGL001"]
    assert notebook not in client.diagnostics
