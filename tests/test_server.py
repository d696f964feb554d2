"""The language server end to end: a real LSP client (pytest-lsp) drives `autograd-lint server`
over stdio: diagnostics on open and change, settings from [tool.autograd-lint], a quick fix that
applies, a noqa action, hover with the rule's docs."""
import os
import sys

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
