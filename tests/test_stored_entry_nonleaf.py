"""An entry stored into a dict of parameters (`params["shift"] = torch.zeros(k,
requires_grad=True).unsqueeze(1)`) that is the result of an op is no leaf: reported (AGL020) once
the dict's values go to an optimizer, with the safe fix of moving requires_grad to the end; an
entry made a leaf, or never trained, is fine."""
import textwrap

from autograd_lint import lint_source

PROGRAM = '''
import torch

params = {"scale": torch.ones(1, requires_grad=True)}
params["shift"] = SHIFT
opt = torch.optim.LBFGS(list(params.values()), lr=0.5)
x, y = torch.randn(16, 3), torch.randn(16, 3)


def closure():
    opt.zero_grad()
    loss = ((x * params["scale"] + params["shift"] - y) ** 2).mean()
    loss.backward()
    return loss


for _ in range(3):
    opt.step(closure)
'''


def findings(shift: str):
    return lint_source(textwrap.dedent(PROGRAM.replace("SHIFT", shift)), "t.py")


def test_a_stored_entry_made_by_an_op_is_reported():
    found = findings("torch.zeros(3, requires_grad=True).unsqueeze(0)")
    assert [(f.line, f.code) for f in found] == [(5, "AGL020")]
    assert found[0].fix is not None and found[0].fix.safe


def test_the_entry_made_a_leaf_is_fine():
    assert findings("torch.zeros(3).unsqueeze(0).requires_grad_()") == []
