"""`netD.zero_grad(); lossD.backward(retain_graph=True); netG.zero_grad(); lossG.backward();
optD.step(); optG.step()` (firattamur/WarpGAN-PyTorch `train.py`): each backward is the update
of the optimizer whose network was zeroed right before it, as with `optD.zero_grad()`. The D loss
built on the generator's output without `.detach()` walks the generator for gradients the next
`netG.zero_grad()` throws away (AGL001, missed while only an optimizer's own `zero_grad()` paired
a backward with its update). The runtime checker sees the same: the generator's gradients from
the D backward are zeroed before the generator's optimizer steps.

The D output there also feeds the G loss: a `.detach()` where the fake enters D would stop the
generator's training, so no fix is offered and the message says to run D on a detached copy."""
from __future__ import annotations

import json

import pytest

from autograd_lint import lint_paths

MODELS = '''
import torch.nn as nn


class Generator(nn.Module):
    def __init__(self):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 4))

    def forward(self, batch):
        return {"fake": self.body(batch["noise"])}


class Critic(nn.Module):
    def __init__(self):
        super().__init__()
        self.body = nn.Linear(4, 1)

    def forward(self, batch):
        return {"real": self.body(batch["real"]), "fake": self.body(batch["fake"])}
'''

TRAIN = '''
import torch

from .models import Critic, Generator


def adversarial(scores):
    return (scores["fake"] - scores["real"]).mean(), -scores["fake"].mean()


def main(steps=3):
    painter, judge = Generator(), Critic()
    opt_paint = torch.optim.Adam(painter.parameters(), lr=1e-3)
    opt_judge = torch.optim.Adam(judge.parameters(), lr=1e-3)
    for _ in range(steps):
        batch = {"noise": torch.randn(8, 4), "real": torch.randn(8, 4)}
        made = painter(batch)
        scores = judge({"real": batch["real"], "fake": made["fake"]})
        judge_loss, paint_loss = adversarial(scores)
        judge.zero_grad()
        judge_loss.backward(retain_graph=True)
        painter.zero_grad()
        paint_loss.backward()
        opt_judge.step()
        opt_paint.step()


if __name__ == "__main__":
    main()
'''

# the D loss of its own forward on the detached output: correct, and quiet in both halves
DETACHED = TRAIN.replace(
    '        judge_loss, paint_loss = adversarial(scores)\n',
    '        paint_loss = adversarial(scores)[1]\n'
    '        judge_loss = adversarial(judge({"real": batch["real"],\n'
    '                                        "fake": made["fake"].detach()}))[0]\n')


def _package(tmp_path, train: str, name: str = "duel"):
    package = tmp_path / name
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "models.py").write_text(MODELS.lstrip())
    (package / "train.py").write_text(train.lstrip())
    return package


def _lint(tmp_path, train: str):
    package = _package(tmp_path, train)
    return [(f.path.rsplit("/", 1)[-1], f.line, f.code, f.message, f.fix)
            for f in lint_paths([str(package / "train.py")]).findings]


def test_a_network_zero_grad_pairs_the_backward_with_its_optimizer(tmp_path):
    (finding,) = _lint(tmp_path, TRAIN)
    assert finding[:3] == ("train.py", 17, "AGL001")
    assert "whose output also feeds another update; run judge on" in finding[3]
    assert finding[4] is None


def test_the_critic_run_on_a_detached_copy_is_quiet(tmp_path):
    assert _lint(tmp_path, DETACHED) == []


def test_an_optimizer_zero_grad_is_the_same(tmp_path):
    train = TRAIN.replace("judge.zero_grad()", "opt_judge.zero_grad()") \
        .replace("painter.zero_grad()", "opt_paint.zero_grad()")
    assert [f[:3] for f in _lint(tmp_path, train)] == [("train.py", 17, "AGL001")]


@pytest.mark.parametrize("name, verdict", [("duel_shared", "confirmed"), ("duel_apart", None)])
def test_the_runtime_checker_agrees(tmp_path, capsys, monkeypatch, name, verdict):
    pytest.importorskip("torch", reason="the runtime checker needs torch")
    from autograd_lint.runtime.runner import main

    _package(tmp_path, TRAIN if verdict else DETACHED, name)
    monkeypatch.chdir(tmp_path)
    monkeypatch.syspath_prepend(str(tmp_path))
    code = main(["--format", "json", "-m", f"{name}.train"])
    data = json.loads(capsys.readouterr().out)
    found = {(f["code"], f["path"].rsplit("/", 1)[-1], f["line"]) for f in data["runtime_findings"]}
    statuses = {(f["code"], f["line"]): f["status"] for f in data["static_findings"]}
    if verdict is None:
        assert found == set() and statuses == {} and code == 0
    else:
        assert ("AGL001", "train.py", 17) in found
        assert statuses == {("AGL001", 17): verdict}
