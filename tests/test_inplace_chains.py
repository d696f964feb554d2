"""`a.mul_(s).add_(b)` on a tensor an op saved for backward edits that one tensor twice: one
AGL006 finding, at the first in-place op of the chain, not one per op."""
import textwrap

from autograd_lint import lint_source

PROGRAM = '''
import torch
import torch.nn as nn

net = nn.Linear(3, 2)
opt = torch.optim.SGD(net.parameters(), lr=0.1)
low, high = torch.tensor([-1.0, 0.0]), torch.tensor([2.0, 1.0])
for obs in [torch.randn(4, 3)] * 2:
    a = torch.tanh(net(obs))
    EDIT
    loss = a.pow(2).mean()
    opt.zero_grad()
    loss.backward()
    opt.step()
'''


def findings(edit: str):
    return lint_source(textwrap.dedent(PROGRAM.replace("EDIT", edit)), "t.py")


def test_a_chain_of_in_place_ops_is_one_finding():
    found = findings("a.mul_((high - low) / 2).add_((high + low) / 2)")
    assert [(f.line, f.code) for f in found] == [(10, "AGL006")]
    assert "in-place edit of 'a'" in found[0].message


def test_out_of_place_is_fine():
    assert findings("a = a.mul((high - low) / 2).add((high + low) / 2)") == []
