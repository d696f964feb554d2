"""AGL008 says a non-leaf's `.grad` stays None; a program that sets that `.grad` itself (fp32
master copies of half-precision weights, `master.grad = ...` then `master.grad.copy_(...)`)
makes it something else, and is not reported; a non-leaf whose `.grad` nobody sets still is."""
import textwrap

from autograd_lint import lint_source

PROGRAM = '''
import torch
import torch.nn as nn

model = nn.Linear(4, 2)
masters = [p.clone().to(torch.float32) for p in model.parameters()]


def copy_grads_to_master():
    for master, param in zip(masters, model.parameters()):
        if master.grad is None:
            SET_GRAD
        master.grad.data.copy_(param.grad.data)


for x in [torch.randn(8, 4) for _ in range(3)]:
    model.zero_grad()
    model(x).sum().backward()
    copy_grads_to_master()
    with torch.no_grad():
        for master, param in zip(masters, model.parameters()):
            master.sub_(0.1 * master.grad)
            param.copy_(master)
'''


def codes(set_grad: str) -> list[tuple[int, str]]:
    source = textwrap.dedent(PROGRAM.replace("SET_GRAD", set_grad))
    return sorted((f.line, f.code) for f in lint_source(source, "t.py"))


def test_master_copies_given_a_grad_by_the_program_are_fine():
    assert codes("master.grad = master.data.new(*master.data.size())") == []


def test_a_nonleaf_whose_grad_nobody_sets_is_reported():
    assert (11, "AGL008") in codes("pass")
