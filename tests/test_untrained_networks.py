"""A network built after the optimizer that steps a backward through it, and held by no
optimizer (AGL019): its gradients are computed at every step and never applied.

Blind set s37 showed it as a model rebuilt from a checkpoint after AdamW was built over the
first one; the same class is a projection head built (in another module) after
`SGD(encoder.parameters())`. Look-alikes that must stay quiet: a model and its optimizer
rebuilt per fold, a wrapper that holds the trained model (DataParallel, a loss wrapper, a
Sequential), a head given its own optimizer or added with `add_param_group`, a teacher frozen
or in eval mode, a target network synced from the online one, an optimizer rebuilt with the
model, and a step of an optimizer the analysis cannot see."""
import textwrap

import pytest

from autograd_lint import lint_paths, lint_source

NET = '''
import torch
import torch.nn as nn
import torch.nn.functional as F


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 1)

    def forward(self, x):
        return self.fc(x)
'''


def _findings(source: str):
    return [(f.line, f.code) for f in lint_source(NET + textwrap.dedent(source), "train.py")]


def _agl019(source: str) -> list[int]:
    offset = NET.count("\n")
    return [line - offset for line, code in _findings(source) if code == "AGL019"]


REBUILT = '''
model = Net()
opt = torch.optim.SGD(model.parameters(), lr=0.1)
model = Net()
for _ in range(3):
    loss = model(torch.randn(2, 4)).sum()
    opt.zero_grad()
    loss.backward()
    opt.step()
'''

HEAD_AFTER = '''
def setup():
    encoder = Net()
    optimizer = torch.optim.Adam(encoder.parameters(), lr=1e-3)
    head = nn.Linear(1, 3)
    return encoder, head, optimizer


encoder, head, optimizer = setup()
for _ in range(3):
    loss = F.cross_entropy(head(encoder(torch.randn(4, 4))), torch.randint(0, 3, (4,)))
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
'''


def test_a_model_rebuilt_after_its_optimizer_is_reported_where_it_is_rebuilt():
    assert _agl019(REBUILT) == [4]


def test_a_head_built_after_the_optimizer_is_reported_where_it_is_built():
    assert _agl019(HEAD_AFTER) == [5]


def test_the_finding_names_the_optimizer_and_carries_its_evidence():
    finding = next(f for f in lint_source(NET + textwrap.dedent(REBUILT), "train.py")
                   if f.code == "AGL019")
    assert "after opt was built" in finding.message and "no optimizer updates it" in finding.message
    offset = NET.count("\n")
    assert [line - offset for line in (r.line for r in finding.related)] == [3, 8, 9]


GOOD = {
    "model and optimizer rebuilt per fold": '''
for fold in range(3):
    model = Net()
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    for _ in range(2):
        loss = model(torch.randn(2, 4)).sum()
        opt.zero_grad()
        loss.backward()
        opt.step()
''',
    "wrapped after the optimizer": '''
model = Net()
opt = torch.optim.SGD(model.parameters(), lr=0.1)
model = nn.DataParallel(model)
for _ in range(2):
    loss = model(torch.randn(2, 4)).sum()
    opt.zero_grad()
    loss.backward()
    opt.step()
''',
    "a Sequential around the trained body": '''
body = Net()
opt = torch.optim.SGD(body.parameters(), lr=0.1)
model = nn.Sequential(body, nn.Sigmoid())
for _ in range(2):
    loss = model(torch.randn(2, 4)).sum()
    opt.zero_grad()
    loss.backward()
    opt.step()
''',
    "a loss wrapper holding the model": '''
class WithLoss(nn.Module):
    def __init__(self, model):
        super().__init__()
        self.model = model

    def forward(self, x, y):
        return F.mse_loss(self.model(x), y)


model = Net()
opt = torch.optim.SGD(model.parameters(), lr=0.1)
full = WithLoss(model)
for _ in range(2):
    loss = full(torch.randn(2, 4), torch.randn(2, 1))
    opt.zero_grad()
    loss.backward()
    opt.step()
''',
    "a head added with add_param_group": '''
model = Net()
opt = torch.optim.SGD(model.parameters(), lr=0.1)
head = nn.Linear(1, 3)
opt.add_param_group({"params": head.parameters(), "lr": 0.01})
for _ in range(2):
    loss = head(model(torch.randn(2, 4))).sum()
    opt.zero_grad()
    loss.backward()
    opt.step()
''',
    "a head with its own optimizer": '''
model = Net()
opt = torch.optim.SGD(model.parameters(), lr=0.1)
head = nn.Linear(1, 3)
opt_head = torch.optim.Adam(head.parameters(), lr=0.01)
for _ in range(2):
    loss = head(model(torch.randn(2, 4))).sum()
    opt.zero_grad()
    opt_head.zero_grad()
    loss.backward()
    opt.step()
    opt_head.step()
''',
    "a frozen teacher": '''
student = Net()
opt = torch.optim.SGD(student.parameters(), lr=0.1)
teacher = Net()
teacher.requires_grad_(False)
for _ in range(2):
    x = torch.randn(2, 4)
    loss = F.mse_loss(student(x), teacher(x))
    opt.zero_grad()
    loss.backward()
    opt.step()
''',
    "a teacher in eval mode": '''
student = Net()
opt = torch.optim.SGD(student.parameters(), lr=0.1)
teacher = Net()
teacher.eval()
for _ in range(2):
    x = torch.randn(2, 4)
    loss = F.mse_loss(student(x), teacher(x))
    opt.zero_grad()
    loss.backward()
    opt.step()
''',
    "a target network synced from the online one": '''
policy = Net()
opt = torch.optim.Adam(policy.parameters(), lr=1e-3)
target = Net()
target.load_state_dict(policy.state_dict())
for step in range(4):
    s = torch.randn(8, 4)
    loss = F.mse_loss(policy(s), 1.0 + 0.9 * target(s))
    opt.zero_grad()
    loss.backward()
    opt.step()
''',
    "the optimizer rebuilt with the model": '''
class Trainer:
    def __init__(self):
        self.model = Net()
        self.opt = torch.optim.SGD(self.model.parameters(), lr=0.1)

    def fit(self, steps):
        for _ in range(steps):
            loss = self.model(torch.randn(2, 4)).sum()
            self.opt.zero_grad()
            loss.backward()
            self.opt.step()

    def reset(self):
        self.model = Net()
        self.opt = torch.optim.SGD(self.model.parameters(), lr=0.1)


t = Trainer()
t.fit(2)
t.reset()
t.fit(2)
''',
    "a step of an optimizer the analysis cannot see": '''
from helpers import make_optimizer

model = Net()
opt = torch.optim.SGD(model.parameters(), lr=0.1)
head = nn.Linear(1, 3)
opt_head = make_optimizer(head)
for _ in range(2):
    loss = head(model(torch.randn(2, 4))).sum()
    opt.zero_grad()
    opt_head.zero_grad()
    loss.backward()
    opt.step()
    opt_head.step()
''',
}


@pytest.mark.parametrize("name", sorted(GOOD))
def test_look_alikes_are_quiet(name):
    assert _agl019(GOOD[name]) == []


def _write(root, files):
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text).lstrip())


PACKAGE = {
    "pkg/__init__.py": "",
    "pkg/models.py": '''
        from torch import nn


        def make_encoder(width):
            return nn.Sequential(nn.Linear(8, width), nn.ReLU())


        def make_head(width, classes):
            return nn.Linear(width, classes)
    ''',
    "pkg/engine.py": '''
        import torch
        import torch.nn.functional as F

        from .models import make_encoder, make_head


        def setup(cfg):
            encoder = make_encoder(cfg["width"])
            optimizer = torch.optim.Adam(encoder.parameters(), lr=cfg["lr"])
            head = make_head(cfg["width"], cfg["classes"])
            return encoder, head, optimizer


        def train(encoder, head, optimizer, batches):
            for x, y in batches:
                loss = F.cross_entropy(head(encoder(x)), y)
                optimizer.zero_grad()
                loss.backward()
                optimizer.step()
    ''',
    "pkg/main.py": '''
        import torch

        from .engine import setup, train


        def main():
            cfg = {"width": 16, "lr": 1e-3, "classes": 3}
            encoder, head, optimizer = setup(cfg)
            batches = [(torch.randn(4, 8), torch.randint(0, 3, (4,))) for _ in range(5)]
            train(encoder, head, optimizer, batches)


        if __name__ == "__main__":
            main()
    ''',
}


def test_a_head_a_helper_module_builds_after_the_optimizer_is_reported_across_files(tmp_path):
    _write(tmp_path, PACKAGE)
    found = [(f.path.replace("\\", "/").rsplit("/", 2)[-2:], f.line, f.code)
             for f in lint_paths([str(tmp_path)]).findings]
    assert found == [(["pkg", "engine.py"], 10, "AGL019")]


def test_the_same_package_with_the_head_built_first_is_quiet(tmp_path):
    files = dict(PACKAGE)
    files["pkg/engine.py"] = files["pkg/engine.py"].replace(
        '''            optimizer = torch.optim.Adam(encoder.parameters(), lr=cfg["lr"])
            head = make_head(cfg["width"], cfg["classes"])''',
        '''            head = make_head(cfg["width"], cfg["classes"])
            optimizer = torch.optim.Adam([*encoder.parameters(), *head.parameters()], lr=cfg["lr"])''')
    assert "head = make_head" in files["pkg/engine.py"].split("optimizer =")[0]
    _write(tmp_path, files)
    assert [f.code for f in lint_paths([str(tmp_path)]).findings] == []


def test_the_runtime_checker_calls_it_not_observable_never_refuted(capsys, tmp_path):
    import json

    pytest.importorskip("torch", reason="the runtime checker needs torch")
    from autograd_lint.runtime.runner import main

    script = tmp_path / "rebuilt.py"
    script.write_text(textwrap.dedent(NET + REBUILT).lstrip())
    main(["--format", "json", str(script)])
    data = json.loads(capsys.readouterr().out)
    (static,) = [f for f in data["static_findings"] if f["code"] == "AGL019"]
    assert static["status"] == "not observable" and static["why"]
    # (what the run does see: the optimizer steps with every gradient None)
    assert [f["code"] for f in data["runtime_findings"]] == ["AGL018"]
