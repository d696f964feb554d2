"""A method or function nothing in its own file calls runs as an entry, its grad mode assumed
on. When the project files importing it call it only inside a block that turns grad off (an
evaluation hook's `with torch.inference_mode(): self.evaluator.evaluate(model)`, dispatched by
the trainer by name, so never run with its caller), it runs with grad off: read from their code
(s40 i05: a false AGL009). A caller that runs it with grad on keeps it reported."""
from autograd_lint import lint_paths

EVALUATION = '''
import torch


class Evaluator:
    def __init__(self, images, labels):
        self.images, self.labels = images, labels

    def evaluate(self, model):
        model.eval()
        hits = (model(self.images).argmax(1) == self.labels).sum()
        return float(hits) / len(self.labels)
'''

HOOKS = '''
import torch

from .evaluation import Evaluator


class EvalHook:
    priority = 60

    def __init__(self, evaluator: Evaluator, model):
        self.evaluator, self.model = evaluator, model

    def after_train_epoch(self, trainer):
        with torch.inference_mode():
            print(self.evaluator.evaluate(self.model))
'''

TRAIN = '''
import torch
import torch.nn as nn

from .evaluation import Evaluator
from .hooks import EvalHook


class Trainer:
    def __init__(self, hooks, model):
        self.hooks = sorted(hooks, key=lambda h: h.priority)
        self.model = model
        self.opt = torch.optim.SGD(model.parameters(), lr=0.1)

    def call(self, event):
        for hook in self.hooks:
            getattr(hook, event)(self)

    def fit(self, epochs):
        for epoch in range(epochs):
            self.opt.zero_grad()
            self.model(torch.randn(8, 4)).sum().backward()
            self.opt.step()
            self.call("after_train_epoch")


def main():
    net = nn.Linear(4, 3)
    Trainer([EvalHook(Evaluator(torch.randn(6, 4), torch.randint(0, 3, (6,))), net)], net).fit(2)


if __name__ == "__main__":
    main()
'''


def _lint(tmp_path, hooks: str) -> list[tuple[str, int, str]]:
    package = tmp_path / "nuclei"
    package.mkdir()
    (package / "__init__.py").write_text("")
    for name, text in (("evaluation", EVALUATION), ("hooks", hooks), ("train", TRAIN)):
        (package / f"{name}.py").write_text(text.lstrip())
    result = lint_paths([str(package / "evaluation.py")], jobs=1)
    return sorted((f.path.rsplit("/", 1)[-1], f.line, f.code) for f in result.findings)


def test_an_evaluation_every_caller_runs_without_grad_is_quiet(tmp_path):
    assert _lint(tmp_path, HOOKS) == []


def test_a_caller_with_grad_on_keeps_it_reported(tmp_path):
    hooks = HOOKS.replace("        with torch.inference_mode():\n"
                          "            print(self.evaluator.evaluate(self.model))",
                          "        print(self.evaluator.evaluate(self.model))")
    assert _lint(tmp_path, hooks) == [("evaluation.py", 10, "AGL009")]


CHAIN = '''
import numpy as np
import torch
import torch.nn as nn


def activations(images, model):
    model.eval()
    pred = model(torch.from_numpy(images))
    return pred.cpu().data.numpy()


def statistics(images, model):
    act = activations(images, model)
    return act.mean(0), np.cov(act, rowvar=False)


def statistics_of_both(real, fake, model):
    return statistics(real, model), statistics(fake, model)


def distance(real, fake, model):
    (m1, s1), (m2, s2) = statistics_of_both(real, fake, model)
    return float(((m1 - m2) ** 2).sum() + np.trace(s1 + s2))


def frechet(real, fake):
    model = nn.Linear(4, 4)
    return distance(real, fake, model)


def calc_fid(real, fake):
    with torch.no_grad():
        return frechet(real, fake)
'''


def test_a_chain_of_callers_in_the_file_under_no_grad_is_quiet(tmp_path):
    path = tmp_path / "fid.py"
    path.write_text(CHAIN.lstrip())
    assert [(f.line, f.code) for f in lint_paths([str(path)]).findings] == []


def test_the_same_chain_with_grad_on_is_reported(tmp_path):
    path = tmp_path / "fid.py"
    path.write_text(CHAIN.lstrip().replace("    with torch.no_grad():\n        return frechet",
                                           "    if True:\n        return frechet"))
    assert [(f.line, f.code) for f in lint_paths([str(path)]).findings] == [(8, "AGL009")]
