"""Gradient accumulation split over two methods of a helper: the zeroing under `if self.micro %
self.every == 0:` in one, the step after `if self.micro % self.every: return` in the other. The
two tests agree; the analysis does not pair them, so a path that zeroes nothing before the step
is not taken as known (no AGL004). An accumulator that never zeroes is still AGL004, and one
that zeroes between the backward and the step is AGL014."""
import textwrap

from autograd_lint import lint_source

PROGRAM = '''
import torch
import torch.nn as nn


class Accumulator:
    def __init__(self, optimizer, every):
        self.optimizer = optimizer
        self.every = every
        self.micro = 0

    def backward(self, loss):
        BACKWARD

    def maybe_step(self):
        if self.micro % self.every:
            return False
        self.optimizer.step()
        return True


model = nn.Linear(3, 1)
acc = Accumulator(torch.optim.SGD(model.parameters(), lr=0.1), every=4)
for x in [torch.randn(2, 3)] * 16:
    acc.backward(model(x).pow(2).mean())
    acc.maybe_step()
'''

ZERO_FIRST = """if self.micro % self.every == 0:
            self.optimizer.zero_grad()
        (loss / self.every).backward()
        self.micro += 1"""

ZERO_AFTER = """(loss / self.every).backward()
        self.micro += 1
        if self.micro % self.every == 0:
            self.optimizer.zero_grad()"""

NO_ZERO = """(loss / self.every).backward()
        self.micro += 1"""


def codes(backward: str) -> list[str]:
    source = textwrap.dedent(PROGRAM).replace("BACKWARD", backward)
    return sorted(f.code for f in lint_source(source, "t.py"))


def test_zeroing_at_the_start_of_each_cycle_is_fine():
    assert codes(ZERO_FIRST) == []


def test_zeroing_between_the_last_backward_and_the_step_is_agl014_only():
    assert codes(ZERO_AFTER) == ["AGL014"]


def test_never_zeroing_is_still_reported():
    assert codes(NO_ZERO) == ["AGL004"]
