"""`try: s = torch.log(d).sum() except: s = np.log(d).sum()`: the handler runs only when torch
refused `d`, which is then no tensor (a numpy array, a list): numpy on it is no AGL013. A handler
that catches something else (a KeyboardInterrupt), or a numpy call in the try body itself, is
still read as usual."""
import textwrap

import pytest

from autograd_lint import lint_source

PROGRAM = '''
import numpy as np
import torch


def log_sum(d):
    try:
        return torch.log(d).sum()
    except CAUGHT:
        return np.log(d).sum()


def loss_of(scale, counts):
    return -log_sum(scale * counts)


scale = torch.ones(1, requires_grad=True)
opt = torch.optim.SGD([scale], lr=0.01)
for step in range(5):
    opt.zero_grad()
    loss = loss_of(scale, torch.rand(10) + 1)
    loss.backward()
    opt.step()
'''


def codes(caught: str) -> list[str]:
    source = textwrap.dedent(PROGRAM).replace("CAUGHT", caught)
    return sorted(f.code for f in lint_source(source, "fallback.py"))


@pytest.mark.parametrize("caught", ["Exception", "TypeError", "(TypeError, AttributeError)"])
def test_numpy_in_a_handler_of_what_torch_refused(caught):
    assert codes(caught) == []


def test_numpy_in_a_handler_of_something_else():
    assert codes("KeyboardInterrupt") == ["AGL013"]
