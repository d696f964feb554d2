"""`if head_params:` of `list(head.parameters())` where the head is a network known to hold
parameters is true: the optimizer built under it exists, and what the program then does with it
is known (here: steps without ever being zeroed, AGL004). Of a network not known to hold any
(one of unknown class), the test stays undecided and both paths run."""
import textwrap

from autograd_lint import lint_source

PROGRAM = '''
import torch
import torch.nn as nn
from plugins import make_head   # another package: not read


def build_optimizers(student, head):
    opts = {"student": torch.optim.SGD(student.parameters(), lr=0.1)}
    head_params = list(head.parameters())
    if head_params:
        opts["head"] = torch.optim.SGD(head_params, lr=0.5)
    return opts


student, head = nn.Linear(8, 4), HEAD
opts = build_optimizers(student, head)
for _ in range(10):
    x = torch.randn(16, 8)
    loss = head(student(x)).pow(2).mean()
    opts["student"].zero_grad()
    ZERO
    loss.backward()
    for opt in opts.values():
        opt.step()
'''


def codes(head: str, zero: str = "pass") -> list[tuple[int, str]]:
    source = textwrap.dedent(PROGRAM).replace("HEAD", head).replace("ZERO", zero)
    return sorted((f.line, f.code) for f in lint_source(source, "heads.py"))


def test_an_optimizer_built_when_a_known_network_has_parameters_is_never_zeroed():
    assert codes("nn.Linear(4, 1)") == [(24, "AGL004")]


def test_zeroed_too_it_is_quiet():
    assert codes("nn.Linear(4, 1)", 'opts.get("head") and opts["head"].zero_grad()') == []
    assert codes("nn.Linear(4, 1)", "head.zero_grad()") == []


def test_a_head_of_unknown_class_leaves_the_test_undecided():
    assert codes("make_head(4)") == []
