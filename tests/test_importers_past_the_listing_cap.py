"""A project root holding more `.py` files than the importer index lists (MAX_PROJECT_FILES):
the walk is cut in name order, and a module whose folder sorts after the cut still has its
importers found beside it. (This repository's own benchmark sets pushed `fixtures/` past the cut:
a callback linted alone lost the trainer that calls it under `torch.no_grad()`.)"""
from autograd_lint import lint_paths
from autograd_lint.semantics import project

EVALUATOR = '''
class Evaluator:
    def __init__(self, model, batches):
        self.model = model
        self.batches = batches

    def evaluate(self):
        self.model.eval()
        hits = 0
        for inputs, labels in self.batches:
            hits += int((self.model(inputs).argmax(dim=1) == labels).sum())
        self.model.train()
        return hits
'''

TRAIN = '''
import torch
import torch.nn as nn

from evaluator import Evaluator

net = nn.Linear(4, 3)
opt = torch.optim.SGD(net.parameters(), lr=0.1)
evaluator = Evaluator(net, [(torch.randn(2, 4), torch.tensor([0, 1]))])
for epoch in range(2):
    opt.zero_grad()
    net(torch.randn(8, 4)).sum().backward()
    opt.step()
    with torch.no_grad():
        print(evaluator.evaluate())
'''


def test_importers_beside_a_module_past_the_cut_are_found(tmp_path, monkeypatch):
    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'demo'\n")
    filler = tmp_path / "aaa_many"
    filler.mkdir()
    for number in range(12):
        (filler / f"m{number:02d}.py").write_text("import os\n")
    folder = tmp_path / "zzz_app"
    folder.mkdir()
    (folder / "evaluator.py").write_text(EVALUATOR.lstrip())
    (folder / "train.py").write_text(TRAIN.lstrip())
    monkeypatch.setattr(project, "MAX_PROJECT_FILES", 8)
    result = lint_paths([str(folder / "evaluator.py")], jobs=1)
    assert [(f.line, f.code) for f in result.findings] == []


def test_without_the_trainer_the_evaluation_is_reported(tmp_path, monkeypatch):
    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'demo'\n")
    folder = tmp_path / "zzz_app"
    folder.mkdir()
    (folder / "evaluator.py").write_text(EVALUATOR.lstrip())
    monkeypatch.setattr(project, "MAX_PROJECT_FILES", 8)
    result = lint_paths([str(folder / "evaluator.py")], jobs=1)
    assert [(f.line, f.code) for f in result.findings] == [(10, "AGL009")]


def test_importers_in_the_folders_above_a_module_past_the_cut_are_found(tmp_path, monkeypatch):
    # (a project kept inside a bigger repository, its script above the package that holds the
    # module: `zzz_projects/app/train.py` importing `zzz_projects/app/tools/evaluator.py`)
    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'demo'\n")
    filler = tmp_path / "aaa_many"
    filler.mkdir()
    for number in range(12):
        (filler / f"m{number:02d}.py").write_text("import os\n")
    app = tmp_path / "zzz_projects" / "app"
    tools = app / "tools"
    tools.mkdir(parents=True)
    (tools / "__init__.py").write_text("")
    (tools / "evaluator.py").write_text(EVALUATOR.lstrip())
    (app / "train.py").write_text(TRAIN.lstrip().replace("from evaluator import",
                                                         "from tools.evaluator import"))
    monkeypatch.setattr(project, "MAX_PROJECT_FILES", 8)
    result = lint_paths([str(tools / "evaluator.py")], jobs=1)
    assert [(f.line, f.code) for f in result.findings] == []
