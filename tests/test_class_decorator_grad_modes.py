"""A project class decorator that wraps the methods its string arguments name in
`torch.no_grad()` (`@no_grad_methods("evaluate")`) gives those methods that mode: their
evaluation is not AGL009 (and a training method so wrapped trains nothing, AGL018); a method
it does not name keeps the caller's mode, and one whose
arguments are not strings may rewrap any method (unknown, so not reported)."""
import textwrap

from autograd_lint import lint_source

PROGRAM = '''
import functools

import torch
import torch.nn as nn


def no_grad_methods(*names):
    def wrap(cls):
        for name in names:
            method = getattr(cls, name)
            setattr(cls, name, functools.wraps(method)(torch.no_grad()(method)))
        return cls
    return wrap


@no_grad_methods(NAMES)
class Runner:
    def __init__(self, model):
        self.model = model
        self.opt = torch.optim.SGD(model.parameters(), lr=0.1)

    def fit(self, batches):
        self.model.train()
        for x, y in batches:
            loss = ((self.model(x) - y) ** 2).mean()
            self.opt.zero_grad()
            loss.backward()
            self.opt.step()

    def evaluate(self, batches):
        self.model.eval()
        return sum(((self.model(x) - y) ** 2).mean().item() for x, y in batches)


runner = Runner(nn.Linear(3, 1))
data = [(torch.randn(4, 3), torch.randn(4, 1))]
for epoch in range(2):
    runner.fit(data)
    print(runner.evaluate(data))
'''


def codes(names: str) -> list[tuple[int, str]]:
    source = textwrap.dedent(PROGRAM.replace("NAMES", names))
    return sorted((f.line, f.code) for f in lint_source(source, "t.py"))


def test_the_named_evaluation_runs_without_grad():
    assert codes('"evaluate"') == []


def test_the_mode_goes_to_the_named_method_only():
    # (the training method wrapped in no_grad trains nothing; the evaluation keeps grad on)
    assert codes('"fit"') == [(28, "AGL018"), (33, "AGL009")]


def test_names_not_spelt_leave_the_mode_unknown():
    assert codes("*METHODS") == []
