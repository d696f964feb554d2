"""A step post-hook that zeroes the gradients (`optimizer.register_step_post_hook(lambda opt,
args, kwargs: opt.zero_grad())`, an accelerator's `prepare()`) runs after each step of that
optimizer, also where the optimizer is one of several built on different paths (fresh, or
rebuilt on resume) and the step runs deep in the program's calls (held-out blind set s44d,
mj02, after its scoring: a false AGL004). Without the hook, the gradients do pile up."""
import textwrap

import pytest

from autograd_lint import lint_source

LOOP = '''
import torch
import torch.nn as nn
import torch.nn.functional as F


class Accelerator:
    def prepare(self, model, optimizer):
        REGISTER
        return model, optimizer

    def backward(self, loss):
        loss.backward()

    def step(self, optimizer):
        optimizer.step()


def build(resume, accelerator):
    model = nn.Linear(4, 3)
    optimizer = torch.optim.AdamW(model.parameters(), lr=1e-3)
    if resume:
        optimizer = torch.optim.AdamW(model.parameters(), lr=1e-4)
    return accelerator.prepare(model, optimizer)


def run_epoch(model, optimizer, accelerator):
    for step in range(4):
        loss = F.cross_entropy(model(torch.randn(8, 4)), torch.randint(0, 3, (8,)))
        accelerator.backward(loss)
        accelerator.step(optimizer)


def train(resume):
    accelerator = Accelerator()
    model, optimizer = build(resume, accelerator)
    for epoch in range(2):
        run_epoch(model, optimizer, accelerator)


def main():
    train(resume=False)


if __name__ == "__main__":
    main()
'''

HOOK = ("optimizer.register_step_post_hook(\n"
        "            lambda opt, args, kwargs: opt.zero_grad(set_to_none=True))")


@pytest.mark.parametrize("register, expected", [
    (HOOK, []),
    ("pass", ["AGL004"]),
])
def test_a_zeroing_step_hook(register, expected):
    source = textwrap.dedent(LOOP).replace("REGISTER", register)
    assert [f.code for f in lint_source(source, "loop.py")] == expected
