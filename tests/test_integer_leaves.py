"""AGL012's integer leaf: `torch.tensor(0, requires_grad=True)` raises (only floating point
tensors can require grad); the same call given `**tkwargs`, which may carry a float dtype (as
botorch's tests pass `dtype=torch.double`), is not known to make an integer tensor."""
from autograd_lint import lint_source

HEAD = "import torch\n\ntkwargs = {'dtype': torch.double}\n"


def codes(line: str):
    return [f.code for f in lint_source(HEAD + f"x = {line}\nprint(x)\n", "t.py")]


def test_an_integer_literal_that_requires_grad():
    assert codes("torch.tensor(0, requires_grad=True)") == ["AGL012"]


def test_a_dtype_given_through_keyword_arguments_may_be_float():
    assert codes("torch.tensor(0, requires_grad=True, **tkwargs)") == []


def test_an_explicit_float_dtype():
    assert codes("torch.tensor(0, requires_grad=True, dtype=torch.float64)") == []
