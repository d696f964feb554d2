"""`retain_variables=True` was `retain_graph=True`'s name before PyTorch 0.4: a second
backward after it walks a graph that was kept (AGL005 is about freed graphs only)."""
from __future__ import annotations

import textwrap

from autograd_lint import lint_source

JACOBIAN = """
import torch
from torch.autograd import Variable

x = Variable(torch.FloatTensor([[2, 1]]), requires_grad=True)
y = Variable(torch.FloatTensor([[1, 2], [3, 4]]))
z = torch.mm(x, y)
jacobian = torch.zeros((2, 2))
z.backward(torch.FloatTensor([[1, 0]]){keep})
jacobian[:, 0] = x.grad.data
x.grad.data.zero_()
z.backward(torch.FloatTensor([[0, 1]]))
jacobian[:, 1] = x.grad.data
"""


def codes(source: str) -> list[tuple[int, str]]:
    return [(f.line, f.code) for f in lint_source(textwrap.dedent(source), "jacobian.py")]


def test_the_old_spelling_keeps_the_graph():
    assert codes(JACOBIAN.replace("{keep}", ", retain_variables=True")) == []


def test_the_old_spelling_set_false_frees_it():
    found = codes(JACOBIAN.replace("{keep}", ", retain_variables=False"))
    assert "AGL005" in {code for _, code in found}


def test_no_keyword_frees_it():
    assert [code for _, code in codes(JACOBIAN.replace("{keep}", ""))] == ["AGL005"]
