"""A zero_grad() at each iteration of a loop that backpropagates but does not step, with one
step after the loop: each iteration wipes the previous iteration's gradients, and the step
applies the last one's only (an ensemble's members each zeroed and backpropagated under one
optimizer: blind set s43d, md18). AGL014. Not a loop that steps at each iteration, nor one
that reads the gradients it computes, nor accumulation zeroed once before the loop."""
import textwrap

from autograd_lint import lint_source

HEAD = '''
import torch
from torch import nn
import torch.nn.functional as F

members = nn.ModuleList([nn.Linear(4, 3) for _ in range(4)])
opt = torch.optim.SGD(members.parameters(), lr=0.1)
x, y = torch.randn(16, 4), torch.randint(0, 3, (16,))
'''

COMMITTEE = HEAD + '''
def committee_step(committee, opt, x, y):
    losses = []
    for member in committee:
        opt.zero_grad()
        ce = F.cross_entropy(member(x), y)
        ce.backward()
        losses.append(ce.item())
    opt.step()
    return losses

for epoch in range(3):
    committee_step(members, opt, x, y)
'''

ACCUMULATED = HEAD + '''
for epoch in range(3):
    opt.zero_grad()
    for member in members:
        F.cross_entropy(member(x), y).backward()
    opt.step()
'''

STEPPED = HEAD + '''
for epoch in range(3):
    for member in members:
        opt.zero_grad()
        F.cross_entropy(member(x), y).backward()
        opt.step()
'''

READ = HEAD + '''
norms = []
for epoch in range(3):
    for member in members:
        opt.zero_grad()
        F.cross_entropy(member(x), y).backward()
        norms.append(sum(p.grad.norm() for p in member.parameters()))
    opt.zero_grad()
    F.cross_entropy(members[0](x), y).backward()
    opt.step()
'''


def codes(source: str) -> list[str]:
    return [f.code for f in lint_source(textwrap.dedent(source), "committee.py")]


def test_each_iteration_wipes_the_last_one():
    found = lint_source(textwrap.dedent(COMMITTEE), "committee.py")
    assert [(f.code, f.line) for f in found] == [("AGL014", 13)]
    assert "previous iteration" in found[0].message


def test_look_alikes_that_are_right():
    assert codes(ACCUMULATED) == []
    assert codes(STEPPED) == []
    assert codes(READ) == []
