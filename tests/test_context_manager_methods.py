"""A `@contextmanager` method of a trainer (`with self.optim_step("critic"):`) runs its code
before the `yield` on entry and the rest on exit, around the with block, as a module-level
one does: the step after its yield follows the backward in the block."""
from autograd_lint import lint_source

TRAINER = """import contextlib
import functools

import torch
import torch.nn as nn

make_adam = functools.partial(torch.optim.Adam, lr=2e-4)


class TrainerBase:
    def __init__(self, **networks):
        self.networks = networks
        self.optims = {name: make_adam(m.parameters()) for name, m in networks.items()}

    @contextlib.contextmanager
    def optim_step(self, name):
        opt = self.optims[name]
{entry}
        yield opt
{exit}


class Trainer(TrainerBase):
    def critic_update(self, real):
        with self.optim_step("critic"):
            loss = self.networks["critic"](real).mean()
            loss.backward()
        return loss.item()


trainer = Trainer(generator=nn.Linear(3, 3), critic=nn.Linear(3, 1))
for i in range(3):
    trainer.critic_update(torch.randn(4, 3))
"""


def codes(entry: str, exit: str) -> list[tuple[int, str]]:
    source = TRAINER.replace("{entry}", entry).replace("{exit}", exit)
    return [(f.line, f.code) for f in lint_source(source, "train.py")]


def test_zeroed_before_the_yield_and_stepped_after_it():
    assert codes("        opt.zero_grad(set_to_none=True)", "        opt.step()") == []


def test_stepped_after_the_yield_but_never_zeroed():
    assert [code for _, code in codes("", "        opt.step()")] == ["AGL004"]


def test_stepped_before_the_yield_runs_before_the_backward():
    found = codes("        opt.zero_grad()\n        opt.step()", "        pass")
    assert [code for _, code in found] == ["AGL014"]
