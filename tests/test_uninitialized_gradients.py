"""The gradient handed to `backward()` is read: `z.backward(torch.FloatTensor(3, 4))` feeds
uninitialised memory into every `.grad` (AGL015). GunhoChoi/PyTorch-FastCampus's
`0_Variable_Autograd.ipynb` does so (session 38's first look)."""
import textwrap

from autograd_lint import lint_source

PROGRAM = '''
import torch

x = torch.randn(3, 4, requires_grad=True)
z = 2 * (x ** 2 + 4 * x) + 3
gradient = torch.FloatTensor(3, 4)
z.backward(gradient)
print(x.grad)
'''


def _codes(source: str) -> list[tuple[int, str]]:
    return [(f.line, f.code) for f in lint_source(textwrap.dedent(source).lstrip(), "t.py")]


def test_an_uninitialised_gradient_is_reported_where_it_is_made():
    assert _codes(PROGRAM) == [(5, "AGL015")]


def test_a_filled_or_made_gradient_is_not():
    assert _codes(PROGRAM.replace("torch.FloatTensor(3, 4)", "torch.ones(3, 4)")) == []
    filled = PROGRAM.replace("z.backward(gradient)", "gradient.fill_(1.0)\nz.backward(gradient)")
    assert _codes(filled) == []
