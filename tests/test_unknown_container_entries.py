"""Entries of an object an unseen call made (`ctx = prepare(...)`, then `ctx["optimizer"]`,
`ctx["scheduler"]`) are different objects: zeroing and stepping one says nothing about the
other, so the scheduler's `step()` is no second optimizer step (AGL004). The same literal key
names the same object each time it is read."""
import textwrap

from autograd_lint import lint_source

LOOP = '''
import torch
import torch.nn.functional as F
from setup_tools import prepare


def main(images, labels):
    ctx = prepare(width=16)
    model, optimizer, scheduler = ctx["model"], ctx["optimizer"], ctx["scheduler"]
    for epoch in range(3):
        for i in range(0, 64, 8):
            loss = F.cross_entropy(model(images[i:i + 8]), labels[i:i + 8])
            ZERO
            loss.backward()
            optimizer.step()
        scheduler.step()


main(torch.randn(64, 4), torch.randint(0, 3, (64,)))
'''


def codes(zero: str) -> list[tuple[int, str]]:
    source = textwrap.dedent(LOOP).replace("ZERO", zero)
    return sorted((f.line, f.code) for f in lint_source(source, "train.py"))


def test_the_schedulers_step_is_not_the_optimizers():
    assert codes("optimizer.zero_grad()") == []


def test_the_same_key_read_again_is_the_same_optimizer():
    """(stepped twice with no backward between: through its name, then through the key)"""
    source = textwrap.dedent(LOOP).replace("ZERO", "optimizer.zero_grad()").replace(
        "            optimizer.step()\n",
        "            optimizer.step()\n            ctx[\"optimizer\"].step()\n")
    assert [(f.line, f.code) for f in lint_source(source, "train.py")] == [(16, "AGL004")]
