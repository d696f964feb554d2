"""`training = optimizer is not None` in a shared epoch function is a flag each call knows: the
call given no optimizer runs `model.train(training)` as eval() and skips the backward, so its
forward with grad on is AGL009. The same flag switching grad off, as a statement
(`torch.set_grad_enabled(training)`), a context, or a context picked by it (`torch.no_grad() if
not training else nullcontext()`), is fine; a grad switch whose flag is not known makes the
grad mode unknown, never assumed on."""
import textwrap

from autograd_lint import lint_source

PROGRAM = '''
import contextlib
import sys

import torch
from torch import nn


def run_epoch(model, batches, optimizer=None):
    training = optimizer is not None
    model.train(training)
    GRAD
        for x, y in batches:
            loss = (model(x) - y).pow(2).mean()
            if training:
                optimizer.zero_grad()
                loss.backward()
                optimizer.step()


model = nn.Linear(3, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
data = [(torch.randn(4, 3), torch.randn(4, 1))]
for _ in range(3):
    run_epoch(model, data, opt)
    run_epoch(model, data)
'''


def codes(grad: str) -> list[tuple[int, str]]:
    source = textwrap.dedent(PROGRAM.replace("GRAD", grad))
    return sorted((f.line, f.code) for f in lint_source(source, "t.py"))


def test_evaluation_call_builds_graphs():
    assert codes("if True:") == [(14, "AGL009")]


def test_grad_switched_by_the_flag_in_a_statement():
    assert codes("torch.set_grad_enabled(training)\n    if True:") == []


def test_grad_switched_by_the_flag_in_a_context():
    assert codes("with torch.set_grad_enabled(training):") == []


def test_context_picked_by_the_flag():
    assert codes("with torch.no_grad() if not training else contextlib.nullcontext():") == []


def test_grad_switched_by_an_unknown_flag():
    assert codes('torch.set_grad_enabled("--eval" not in sys.argv)\n    if True:') == []
