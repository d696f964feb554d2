"""An optimizer or a loss made by a torch callable that a class body binds
(`optimizer_factory = functools.partial(torch.optim.AdamW, lr=2e-3)`, `criterion_cls =
nn.MSELoss`) and that a method calls on `self`; and the events of a statement that reads a
`@property` (`self.optimizer.zero_grad()`) are that statement's, not the getter's."""
import pytest

from autograd_lint import lint_source

MIXIN = """import functools

import torch
import torch.nn as nn


class OptimizerMixin:
    optimizer_factory = {factory}

    def configure_optimizers(self):
        self._optim = {{"opt": self.optimizer_factory(self.module.parameters())}}

    @property
    def optimizer(self):
        return self._optim["opt"]

    def optimizer_step(self):
{update}


class Trainer(OptimizerMixin):
    def __init__(self, module):
        self.module = module

    def fit(self, x):
        self.configure_optimizers()
        for i in range(3):
            loss = self.module(x).pow(2).mean()
            loss.backward()
            self.optimizer_step()


Trainer(nn.Linear(3, 1)).fit(torch.randn(4, 3))
"""
WIPED = "        self.optimizer.zero_grad(set_to_none=True)\n        self.optimizer.step()"
RIGHT = "        self.optimizer.step()\n        self.optimizer.zero_grad(set_to_none=True)"


def findings(factory: str, update: str) -> list[tuple[int, str]]:
    source = MIXIN.format(factory=factory, update=update)
    return [(f.line, f.code) for f in lint_source(source, "trainer.py")]


@pytest.mark.parametrize("factory", ["functools.partial(torch.optim.AdamW, lr=2e-3)",
                                     "torch.optim.SGD"])
def test_zeroed_between_backward_and_step_through_a_property(factory):
    source = MIXIN.format(factory=factory, update=WIPED)
    zero_line = source.splitlines().index("        self.optimizer.zero_grad(set_to_none=True)")
    assert findings(factory, WIPED) == [(zero_line + 1, "AGL014")]


@pytest.mark.parametrize("factory", ["functools.partial(torch.optim.AdamW, lr=2e-3)",
                                     "torch.optim.SGD"])
def test_stepped_then_zeroed(factory):
    assert findings(factory, RIGHT) == []
